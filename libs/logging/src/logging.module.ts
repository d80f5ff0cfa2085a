import type { IncomingMessage } from 'node:http';

import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import { startTime } from 'pino-http';

import { createLogger, type LoggerOptions } from './create-logger';
import { activeTraceSampled, requestLogLevel } from './request-log-level';

// Probes and scrapes arrive every few seconds and say nothing; logging them would drown the useful lines.
const QUIET_PATHS = ['/health', '/healthz', '/ready', '/readyz', '/live', '/livez', '/metrics'];

function isQuiet(request: IncomingMessage): boolean {
  const path = request.url?.split('?')[0] ?? '';
  return QUIET_PATHS.includes(path) || path.startsWith('/health/');
}

// The request headers worth a log line. Logging every header cost a redaction pass over each and most of the line's
// size, on every request; credentials (authorization, cookie) are simply never picked.
const LOGGED_HEADERS = ['host', 'user-agent', 'content-type', 'content-length', 'x-forwarded-for', 'x-request-id'];

type LoggedRequest = { id?: unknown; method?: string; url?: string; headers?: Record<string, unknown> };

export function serializeRequest(request: LoggedRequest) {
  const headers: Record<string, unknown> = {};
  for (const name of LOGGED_HEADERS) {
    const value = request.headers?.[name];
    if (value !== undefined) headers[name] = value;
  }
  return { id: request.id, method: request.method, url: request.url?.split('?')[0], headers };
}

export function serializeResponse(response: { statusCode?: number }) {
  return { statusCode: response.statusCode };
}

/** nestjs-pino wired to `createLogger`; in main.ts: `app.useLogger(app.get(NestPinoLogger))`. */
@Module({})
export class LoggingModule {
  /** `slowRequestMs`: a request at least this slow is always logged (`warn`); default SLOW_REQUEST_MS. */
  static forRoot({
    slowRequestMs,
    ...options
  }: Omit<LoggerOptions, 'destination'> & { slowRequestMs?: number }): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            // Asynchronous writes for the line of every request: a synchronous write per line was about 6% of the
            // BFF's CPU under load. pino flushes what is buffered when the process exits.
            logger: createLogger({ ...options, destination: pino.destination({ dest: 1, sync: false }) }),
            autoLogging: { ignore: isQuiet },
            quietReqLogger: true,
            // Query strings can carry single-use tokens (validate-password-token?token=…): log the path only.
            serializers: { req: serializeRequest, res: serializeResponse },
            // Failures, refusals and slow requests always; fast successes when traced (request-log-level.ts).
            customLogLevel: (_request, response, error) =>
              requestLogLevel(
                {
                  statusCode: response.statusCode,
                  failed: error !== undefined,
                  responseTimeMs: Date.now() - response[startTime],
                  traced: activeTraceSampled(),
                },
                slowRequestMs,
              ),
          },
        }),
      ],
      exports: [LoggerModule],
    };
  }
}
