import type { ErrorCode } from '@fleetlog/contracts';

import { ERROR_CLASS_STATUS, errorClassOf } from './error-class';

/**
 * HTTP status of a domain error code (BFF error responses), from its class in the one table (`ERROR_CLASS`). 415 for
 * an unsupported Content-Type is decided by the BFF from the request, not from the code: its code is
 * MISFORMATTED_FIELDS, which is otherwise a 400.
 */
export function httpStatusFor(code: ErrorCode): number {
  return ERROR_CLASS_STATUS[errorClassOf(code)].http;
}
