import type { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

/** The DomainError `action` throws (code, message, details), or undefined when it returns; any other error is thrown on. */
export function thrownError(action: () => unknown): DomainError | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

/** The code of the DomainError `action` throws, or undefined when it returns; any other error is thrown on. */
export function thrownCode(action: () => unknown): ErrorCode | undefined {
  return thrownError(action)?.code;
}

/** `thrownCode` for an action that may return a promise: the code it throws or rejects with. */
export async function rejectedCode(action: () => unknown): Promise<ErrorCode | undefined> {
  try {
    await action();
    return undefined;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}
