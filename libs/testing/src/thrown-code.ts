import type { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

/** The code of the DomainError `action` throws, or undefined when it returns; any other error is thrown on. */
export function thrownCode(action: () => unknown): ErrorCode | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    return domainCode(error);
  }
}

/** `thrownCode` for an action that may return a promise: the code it throws or rejects with. */
export async function rejectedCode(action: () => unknown): Promise<ErrorCode | undefined> {
  try {
    await action();
    return undefined;
  } catch (error) {
    return domainCode(error);
  }
}

function domainCode(error: unknown): ErrorCode {
  if (error instanceof DomainError) return error.code;
  throw error;
}
