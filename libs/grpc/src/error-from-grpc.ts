import { ErrorCode, errorCodeFromJSON } from '@fleetlog/contracts';
import { Metadata, status as GrpcStatus } from '@grpc/grpc-js';

import { DomainError } from './domain-error';
import { ERROR_CODE_METADATA_KEY, ERROR_DETAILS_METADATA_KEY, ERROR_ID_METADATA_KEY } from './error-metadata';

interface GrpcErrorLike {
  code?: unknown;
  details?: unknown;
  message?: unknown;
  metadata?: unknown;
}

/**
 * Turns what a gRPC client call rejected with back into a DomainError: the code from `x-error-code` when the server
 * sent one, otherwise a code for the transport status (a server that is down or too slow is INTERNAL to the caller).
 */
export function errorFromGrpc(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const grpcError: GrpcErrorLike = typeof error === 'object' && error !== null ? error : {};
  const metadata = grpcError.metadata instanceof Metadata ? grpcError.metadata : undefined;
  const message = typeof grpcError.details === 'string' ? grpcError.details : String(grpcError.message ?? error);
  const details = detailsFrom(metadata);

  const codeName = firstString(metadata, ERROR_CODE_METADATA_KEY);
  if (codeName !== undefined) {
    return new DomainError(codeFromName(codeName), message, details);
  }
  const status = typeof grpcError.code === 'number' ? grpcError.code : GrpcStatus.UNKNOWN;
  return new DomainError(codeForStatus(status), message, { ...details, grpcStatus: GrpcStatus[status] ?? 'UNKNOWN' });
}

function codeFromName(name: string): ErrorCode {
  try {
    return errorCodeFromJSON(name);
  } catch {
    // A newer server may know codes this client does not; INTERNAL is the honest answer.
    return ErrorCode.INTERNAL;
  }
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case GrpcStatus.UNAUTHENTICATED:
      return ErrorCode.UNAUTHENTICATED;
    case GrpcStatus.NOT_FOUND:
      return ErrorCode.NOT_FOUND;
    case GrpcStatus.RESOURCE_EXHAUSTED:
      return ErrorCode.TOO_MANY_ATTEMPTS;
    case GrpcStatus.INVALID_ARGUMENT:
      return ErrorCode.MISFORMATTED_FIELDS;
    default:
      return ErrorCode.INTERNAL;
  }
}

function detailsFrom(metadata: Metadata | undefined): Record<string, string> {
  const details: Record<string, string> = {};
  const errorId = firstString(metadata, ERROR_ID_METADATA_KEY);
  if (errorId !== undefined) details.errorId = errorId;
  const json = firstString(metadata, ERROR_DETAILS_METADATA_KEY);
  if (json === undefined) return details;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed === 'object' && parsed !== null) {
      for (const [key, value] of Object.entries(parsed)) {
        if (typeof value === 'string') details[key] = value;
      }
    }
  } catch {
    // Malformed details are dropped; the code and message still say what happened.
  }
  return details;
}

function firstString(metadata: Metadata | undefined, key: string): string | undefined {
  const value = metadata?.get(key)[0];
  return typeof value === 'string' ? value : undefined;
}
