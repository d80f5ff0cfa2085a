import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { NextFunction, Request, Response } from 'express';

import { toErrorResponse } from './error-response';
import { isCleanText } from './text';

// Deeper than any request body of the API; a deeper document is refused rather than walked.
const MAX_DEPTH = 32;

/**
 * The edge's guarantee that no control character (other than tab and newline) and no lone surrogate reaches a
 * service, whatever a route's schema says: the decoded path, every query value and every string and key of the
 * JSON body are checked, and a request that carries one is a 400 MISFORMATTED_FIELDS naming the place. Runs after
 * the JSON parser; the schemas (`common/text.ts`) apply the same rule field by field with precise messages.
 */
export function inputHygiene(req: Request, res: Response, next: NextFunction): void {
  const place = findDirtyText(req);
  if (place === undefined) {
    next();
    return;
  }
  const { status, body } = toErrorResponse(
    new DomainError(
      ErrorCode.MISFORMATTED_FIELDS,
      `Misformatted fields: ${place} (control characters or invalid Unicode)`,
    ),
  );
  res.status(status).json(body);
}

/** Where the first unacceptable text of a request is (`path`, `query.x`, `body.a.0.b`), or undefined. */
export function findDirtyText(req: Pick<Request, 'path' | 'query' | 'body'>): string | undefined {
  if (!isCleanText(decodePath(req.path))) return 'path';
  return findIn(req.query, 'query', 0) ?? findIn(req.body, 'body', 0);
}

function findIn(value: unknown, at: string, depth: number): string | undefined {
  if (typeof value === 'string') return isCleanText(value) ? undefined : at;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_DEPTH) return at;
  for (const [key, child] of Object.entries(value)) {
    const where = `${at}.${key}`;
    if (!isCleanText(key)) return `${at} (a key)`;
    const found = findIn(child, where, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

// The router decodes path parameters with decodeURIComponent; check what a handler would see. A path that does not
// decode is checked as sent (Express answers it with its own 400).
function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
