// Metadata keys that carry a domain error across gRPC (the status code alone loses which domain error it was).
export const ERROR_CODE_METADATA_KEY = 'x-error-code';
export const ERROR_DETAILS_METADATA_KEY = 'x-error-details';
export const ERROR_ID_METADATA_KEY = 'x-error-id';
