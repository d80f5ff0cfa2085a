import { ErrorCode, errorCodeToJSON } from '@fleetlog/contracts';

/**
 * The one exception of domain code. `code` comes from the proto error catalogue; the transports map it to a gRPC
 * status (`grpcStatusFor`) or an HTTP status (`httpStatusFor`). `message` is English text for logs and API clients;
 * the frontend translates by code.
 */
export class DomainError extends Error {
  readonly details: Readonly<Record<string, string>>;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    details: Record<string, string> = {},
  ) {
    super(message ?? errorCodeToJSON(code));
    this.name = DomainError.name;
    this.details = details;
  }

  /** The code's name as it travels in `x-error-code` and in HTTP error bodies. */
  get codeName(): string {
    return errorCodeToJSON(this.code);
  }
}
