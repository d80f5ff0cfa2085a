import { randomUUID } from 'node:crypto';

import { errorCodeToJSON, type GrpcPackageName } from '@fleetlog/contracts';
import { callerMetadata, callGrpc, type CallGrpcOptions, DomainError, grpcClientOptions } from '@fleetlog/grpc';
import type { Metadata } from '@grpc/grpc-js';
import { type ClientGrpc, ClientProxyFactory } from '@nestjs/microservices';
import type { Observable } from 'rxjs';

/** Tests run beside six other processes on a small machine: a generous deadline, so slowness is not a failure. */
const TEST_CALL_TIMEOUT_MS = 20_000;

/** Awaits a client call; a failure becomes the DomainError the server sent. */
export function call<T>(observable: Observable<T>, options: CallGrpcOptions = {}): Promise<T> {
  return callGrpc(() => observable, { timeoutMs: TEST_CALL_TIMEOUT_MS, ...options });
}

/** The DomainError a call fails with (details included); throws when the call succeeds. */
export async function failureOf(observable: Observable<unknown>, options?: CallGrpcOptions): Promise<DomainError> {
  try {
    await call(observable, options);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

/** The error code name a call fails with, or 'OK'. */
export async function codeOf(observable: Observable<unknown>, options?: CallGrpcOptions): Promise<string> {
  try {
    await call(observable, options);
    return 'OK';
  } catch (error) {
    if (error instanceof DomainError) return errorCodeToJSON(error.code);
    throw error;
  }
}

/** Caller metadata for a call made as the holder of `token` (optionally acting in an organisation). */
export function as(token: string, organizationId?: number, showArchived?: boolean): Metadata {
  return callerMetadata({ token, organizationId, showArchived });
}

/** A name no other test of any run uses. */
export function unique(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

export type TestGrpcClient = ClientGrpc & { close(): Promise<void> | void };

/** A NestJS gRPC client of one of the platform's packages, as the services make them. */
export function grpcClient(pkg: GrpcPackageName, url: string): TestGrpcClient {
  return ClientProxyFactory.create(grpcClientOptions(pkg, url)) as unknown as TestGrpcClient;
}
