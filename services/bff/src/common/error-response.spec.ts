import { HttpStatus, Logger, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { toErrorResponse } from './error-response';

describe(toErrorResponse.name, () => {
  let logError: jest.SpyInstance;
  beforeEach(() => {
    logError = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logError.mockRestore());

  it.each([
    [ErrorCode.INVALID_LOGIN, 401],
    [ErrorCode.UNAUTHENTICATED, 401],
    [ErrorCode.USER_ARCHIVED, 403],
    [ErrorCode.ROOT_REQUIRED, 403],
    [ErrorCode.DIFFERENT_ORGANIZATIONS_USER, 403],
    [ErrorCode.USER_MISSING, 404],
    [ErrorCode.ORGANIZATION_MISSING, 404],
    [ErrorCode.TOO_MANY_ATTEMPTS, 429],
    [ErrorCode.EMAIL_ALREADY_EXISTS, 400],
    [ErrorCode.TOKEN_USED, 400],
    [ErrorCode.MISFORMATTED_FIELDS, 400],
  ])('maps domain code %s to HTTP %i with the code name and message', (code, status) => {
    const { status: actual, body } = toErrorResponse(new DomainError(code, 'why it failed'));
    expect(actual).toBe(status);
    expect(body).toEqual({ code: ErrorCode[code], message: 'why it failed' });
  });

  it('asks for Retry-After (seconds) on a 429 whose service said how long the block lasts', () => {
    const limited = new DomainError(ErrorCode.TOO_MANY_ATTEMPTS, 'slow down', { retryAfterSeconds: '900' });
    expect(toErrorResponse(limited)).toMatchObject({ status: 429, headers: { 'Retry-After': '900' } });
    expect(toErrorResponse(new DomainError(ErrorCode.TOO_MANY_ATTEMPTS, 'slow down')).headers).toBeUndefined();
    const odd = new DomainError(ErrorCode.TOO_MANY_ATTEMPTS, 'slow down', { retryAfterSeconds: '1\r\nX: y' });
    expect(toErrorResponse(odd).headers).toBeUndefined();
  });

  it('turns an unknown error into a 500 with an error id and no internals', () => {
    const { status, body } = toErrorResponse(new TypeError('Cannot read properties of undefined (secret detail)'));
    expect(status).toBe(500);
    expect(body).toEqual({ code: 'INTERNAL', message: 'Internal Server Error', errorId: expect.any(String) });
    expect(JSON.stringify(body)).not.toMatch(/secret detail|TypeError|at /);
  });

  it('logs the unknown error with the id it returns', () => {
    const error = new Error('boom');
    const { body } = toErrorResponse(error);
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ err: error, errorId: body.errorId }),
      expect.stringContaining(String(body.errorId)),
    );
  });

  it('does not log client errors', () => {
    toErrorResponse(new DomainError(ErrorCode.USER_MISSING));
    expect(logError).not.toHaveBeenCalled();
  });

  it('gives every 500 its own error id', () => {
    const first = toErrorResponse(new Error('a')).body.errorId;
    const second = toErrorResponse(new Error('a')).body.errorId;
    expect(first).not.toBe(second);
  });

  it('hides the message of a domain INTERNAL error (e.g. an unreachable service)', () => {
    const { status, body } = toErrorResponse(new DomainError(ErrorCode.INTERNAL, 'connect ECONNREFUSED 10.0.0.7'));
    expect(status).toBe(500);
    expect(body.message).toBe('Internal Server Error');
    expect(body.errorId).toBeDefined();
  });

  it('answers 503 SERVICE_NOT_CONFIGURED with its message', () => {
    const { status, body } = toErrorResponse(new DomainError(ErrorCode.SERVICE_NOT_CONFIGURED, 'SMTP is not set up'));
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: 'SERVICE_NOT_CONFIGURED', message: 'SMTP is not set up' });
  });

  it('maps an unknown route (Nest NotFoundException) to NOT_FOUND', () => {
    expect(toErrorResponse(new NotFoundException('Cannot GET /api/nope'))).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Cannot GET /api/nope' },
    });
  });

  it('maps a too large body to 413 MISFORMATTED_FIELDS', () => {
    expect(toErrorResponse(new PayloadTooLargeException()).status).toBe(HttpStatus.PAYLOAD_TOO_LARGE);
    expect(toErrorResponse(new PayloadTooLargeException()).body.code).toBe('MISFORMATTED_FIELDS');
  });

  it('maps a body-parser syntax error to 400 MISFORMATTED_FIELDS', () => {
    const parseError = Object.assign(new SyntaxError('Unexpected token b'), {
      type: 'entity.parse.failed',
      status: 400,
    });
    expect(toErrorResponse(parseError)).toEqual({
      status: 400,
      body: { code: 'MISFORMATTED_FIELDS', message: 'Request body is not valid JSON' },
    });
  });
});
