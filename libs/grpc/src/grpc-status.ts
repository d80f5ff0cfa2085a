import type { ErrorCode } from '@fleetlog/contracts';
import type { status as GrpcStatus } from '@grpc/grpc-js';

import { ERROR_CLASS_STATUS, errorClassOf } from './error-class';

/** gRPC status for a domain error code, from its class in the one table (`ERROR_CLASS`). */
export function grpcStatusFor(code: ErrorCode): GrpcStatus {
  return ERROR_CLASS_STATUS[errorClassOf(code)].grpc;
}

export function assertNever(value: never): never {
  throw new Error(`unmapped value ${String(value)}`);
}
