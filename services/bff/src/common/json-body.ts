import express, { type NextFunction, type Request, type Response } from 'express';

import { toErrorResponse } from './error-response';

// Request bodies are small JSON documents; anything bigger is a mistake or an attack.
const BODY_LIMIT = '256kb';

/**
 * JSON body handling for /api: a body in any other content type is refused with 415 (spec 01 §8.1 "object is
 * malformed"), then express.json parses, and its errors get the same `{ code, message }` bodies as everything else.
 */
export function jsonBodyMiddlewares(): Array<
  | ((req: Request, res: Response, next: NextFunction) => void)
  | ((err: unknown, req: Request, res: Response, next: NextFunction) => void)
> {
  return [requireJsonContentType, express.json({ limit: BODY_LIMIT }), bodyErrorHandler];
}

export function requireJsonContentType(req: Request, res: Response, next: NextFunction): void {
  if (!hasBody(req) || req.is(['application/json', 'application/*+json'])) {
    next();
    return;
  }
  res.status(415).json({ code: 'MISFORMATTED_FIELDS', message: 'Request body must be application/json' });
}

function bodyErrorHandler(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) {
    next(err);
    return;
  }
  const { status, body } = toErrorResponse(err);
  res.status(status).json(body);
}

// An empty body (Content-Length: 0, as fetch sends for a bodiless POST) is not a body in the wrong type.
function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}
