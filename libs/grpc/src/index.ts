export { callGrpc, type CallGrpcOptions } from './call-grpc';
export {
  callerMetadata,
  type CallerMetadataInput,
  ORGANIZATION_ID_METADATA_KEY,
  SHOW_ARCHIVED_METADATA_KEY,
} from './caller-metadata';
export { DomainError } from './domain-error';
export { ERROR_CLASS, ERROR_CLASS_STATUS, type ErrorClass, errorClassOf } from './error-class';
export { errorFromGrpc } from './error-from-grpc';
export { ERROR_CODE_METADATA_KEY, ERROR_DETAILS_METADATA_KEY, ERROR_ID_METADATA_KEY } from './error-metadata';
export { GrpcExceptionFilter, type GrpcStatusError, toGrpcStatusError } from './grpc-exception.filter';
export { grpcClientOptions, grpcServerOptions } from './grpc-options';
export { assertNever, grpcStatusFor } from './grpc-status';
export { httpStatusFor } from './http-status';
export { TransportExceptionFilter } from './transport-exception.filter';
export { createHybridApp, type HybridAppOptions, type HybridAppSpec } from './hybrid-app';
