import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';

import { toErrorResponse } from './error-response';

/** The one exception filter of the HTTP transport: `{ code, message, errorId? }` bodies, never a stack. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body, headers } = toErrorResponse(exception);
    if (response.headersSent) return;
    if (headers) response.set(headers);
    response.status(status).json(body);
  }
}
