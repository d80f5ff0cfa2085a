import { randomUUID } from 'node:crypto';

import { HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ErrorCode, errorCodeToJSON } from '@fleetlog/contracts';
import { DomainError, httpStatusFor } from '@fleetlog/grpc';

/** The JSON error body of every failed API request (spec 01 §8, BRIEF error body). */
export interface ErrorBody {
  code: string;
  message: string;
  errorId?: string;
}

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  /** Response headers the error asks for (Retry-After on a 429). */
  headers?: Record<string, string>;
}

const logger = new Logger('HttpErrors');

/**
 * Turns anything thrown while serving a request into a status and body. Domain errors keep their code; Nest's and
 * body-parser's HTTP errors get the closest catalogue code; everything else is a 500 whose details go only to the
 * log, under an id the client can quote.
 */
export function toErrorResponse(exception: unknown): ErrorResponse {
  if (exception instanceof DomainError) {
    const status = httpStatusFor(exception.code);
    if (status >= 500) return internal(exception, errorCodeToJSON(exception.code), status, exception.message);
    const body = { code: errorCodeToJSON(exception.code), message: exception.message };
    const retryAfter = exception.details.retryAfterSeconds;
    // RFC 9110 Retry-After in seconds; the service says how long its block lasts.
    if (status === HttpStatus.TOO_MANY_REQUESTS && retryAfter !== undefined && /^\d+$/.test(retryAfter)) {
      return { status, body, headers: { 'Retry-After': retryAfter } };
    }
    return { status, body };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status >= 500) return internal(exception, 'INTERNAL', status);
    return { status, body: { code: errorCodeToJSON(codeForHttpStatus(status)), message: exception.message } };
  }
  const bodyParserStatus = bodyParserErrorStatus(exception);
  if (bodyParserStatus !== undefined) {
    const message =
      bodyParserStatus === HttpStatus.PAYLOAD_TOO_LARGE
        ? 'Request body is too large'
        : bodyParserStatus === HttpStatus.UNSUPPORTED_MEDIA_TYPE
          ? 'Unsupported body encoding'
          : 'Request body is not valid JSON';
    return { status: bodyParserStatus, body: { code: errorCodeToJSON(ErrorCode.MISFORMATTED_FIELDS), message } };
  }
  return internal(exception, 'INTERNAL', HttpStatus.INTERNAL_SERVER_ERROR);
}

function internal(exception: unknown, code: string, status: number, message = 'Internal Server Error'): ErrorResponse {
  const errorId = randomUUID();
  logger.error({ err: exception, errorId, code }, `Request failed with ${status} (errorId ${errorId})`);
  const publicMessage = status === HttpStatus.INTERNAL_SERVER_ERROR ? 'Internal Server Error' : message;
  return { status, body: { code, message: publicMessage, errorId } };
}

function codeForHttpStatus(status: number): ErrorCode {
  switch (status) {
    case HttpStatus.UNAUTHORIZED:
      return ErrorCode.UNAUTHENTICATED;
    case HttpStatus.FORBIDDEN:
      return ErrorCode.MISSING_CLEARANCE;
    case HttpStatus.NOT_FOUND:
    case HttpStatus.METHOD_NOT_ALLOWED:
      return ErrorCode.NOT_FOUND;
    case HttpStatus.TOO_MANY_REQUESTS:
      return ErrorCode.TOO_MANY_ATTEMPTS;
    default:
      return ErrorCode.MISFORMATTED_FIELDS;
  }
}

/** body-parser errors (http-errors) carry a string `type` ('entity.parse.failed', 'entity.too.large', …) and a 4xx status. */
function bodyParserErrorStatus(exception: unknown): number | undefined {
  if (!(exception instanceof Error)) return undefined;
  const { type, status } = exception as Error & { type?: unknown; status?: unknown };
  const isClientError = typeof status === 'number' && status >= 400 && status < 500;
  return typeof type === 'string' && isClientError ? status : undefined;
}
