import { context } from '@opentelemetry/api';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Logger } from 'pino';

import { activeTraceSampled, requestLogLevel, SLOW_REQUEST_MS } from './request-log-level';

// Probes and scrapes arrive every few seconds and say nothing; logging them would drown the useful lines.
const QUIET_PATHS = new Set(['/health', '/healthz', '/ready', '/readyz', '/live', '/livez', '/metrics']);

// The request headers worth a log line. Logging every header cost a redaction pass over each and most of the line's
// size, on every request; credentials (authorization, cookie) are simply never picked.
const LOGGED_HEADERS = ['host', 'user-agent', 'content-type', 'content-length', 'x-forwarded-for', 'x-request-id'];

type LoggedRequest = { id?: unknown; method?: string; url?: string; headers?: Record<string, unknown> };

/** The path without the query string, which can carry single-use tokens (validate-password-token?token=…). */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function serializeRequest(request: LoggedRequest) {
  const headers: Record<string, unknown> = {};
  for (const name of LOGGED_HEADERS) {
    const value = request.headers?.[name];
    if (value !== undefined) headers[name] = value;
  }
  return { id: request.id, method: request.method, url: request.url && pathOf(request.url), headers };
}

export function serializeResponse(response: { statusCode?: number }) {
  return { statusCode: response.statusCode };
}

export interface RequestLogOptions {
  /** A request at least this slow is always logged (`warn`); default SLOW_REQUEST_MS. */
  slowRequestMs?: number;
}

type Request = IncomingMessage & { id?: unknown };

const MAX_REQUEST_ID = 2_147_483_647;

/**
 * Connect/Express middleware writing one line per request when its answer is done, at the level `requestLogLevel`
 * gives (failures and refusals always, fast successes when traced), with the trace ids of the request's context.
 * It replaces pino-http, which built a child logger bound to every request (serialised and redacted) even when no line
 * was written, about 7% of the BFF's CPU: here nothing is built unless the line's level is enabled.
 */
export function requestLogMiddleware(logger: Logger, { slowRequestMs = SLOW_REQUEST_MS }: RequestLogOptions = {}) {
  let lastId = 0;
  return function requestLog(request: Request, response: ServerResponse, next: () => void): void {
    const path = pathOf(request.url ?? '');
    if (QUIET_PATHS.has(path) || path.startsWith('/health/')) {
      next();
      return;
    }
    const startedAt = Date.now();
    lastId = (lastId % MAX_REQUEST_ID) + 1;
    const id = request.id ?? lastId;
    request.id = id;
    // 'close' follows 'finish' for an answer sent in full and comes alone when the connection went first. The listener
    // is bound to the request's context (the trace the HTTP tracing started), so the line gets its trace ids.
    response.once(
      'close',
      context.bind(context.active(), () => {
        const responseTimeMs = Date.now() - startedAt;
        const aborted = !response.writableFinished;
        const { statusCode } = response;
        const level = requestLogLevel(
          { statusCode, failed: false, aborted, responseTimeMs, traced: activeTraceSampled() },
          slowRequestMs,
        );
        if (!logger.isLevelEnabled(level)) return;
        const line: Record<string, unknown> = {
          reqId: id,
          req: serializeRequest(request),
          res: { statusCode },
          responseTime: responseTimeMs,
        };
        if (statusCode >= 500) line.err = new Error(`failed with status code ${statusCode}`);
        if (aborted) line.aborted = true;
        logger[level](
          line,
          aborted ? 'request aborted' : line.err === undefined ? 'request completed' : 'request errored',
        );
      }),
    );
    next();
  };
}
