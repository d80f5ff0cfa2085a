import { ErrorCode } from '@fleetlog/contracts';
import { firstValueFrom, from, type Observable, timeout, TimeoutError } from 'rxjs';

import { DomainError } from './domain-error';
import { errorFromGrpc } from './error-from-grpc';

export interface CallGrpcOptions {
  timeoutMs?: number;
}

/**
 * Awaits one unary gRPC call with a deadline and turns failures into DomainErrors. The timeout unsubscribes, which
 * makes the NestJS client cancel the call on the wire.
 */
export async function callGrpc<T>(
  call: () => Observable<T> | Promise<T>,
  { timeoutMs = 10_000 }: CallGrpcOptions = {},
): Promise<T> {
  try {
    return await firstValueFrom(from(call()).pipe(timeout(timeoutMs)));
  } catch (error) {
    if (error instanceof TimeoutError) {
      throw new DomainError(ErrorCode.INTERNAL, `gRPC call timed out after ${timeoutMs} ms`, {
        grpcStatus: 'DEADLINE_EXCEEDED',
      });
    }
    throw errorFromGrpc(error);
  }
}
