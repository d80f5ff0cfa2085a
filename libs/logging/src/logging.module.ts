import type { IncomingMessage } from 'node:http';

import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';

import { createLogger, type LoggerOptions } from './create-logger';

// Probes and scrapes arrive every few seconds and say nothing; logging them would drown the useful lines.
const QUIET_PATHS = ['/health', '/healthz', '/ready', '/readyz', '/live', '/livez', '/metrics'];

function isQuiet(request: IncomingMessage): boolean {
  const path = request.url?.split('?')[0] ?? '';
  return QUIET_PATHS.includes(path) || path.startsWith('/health/');
}

export function serializeRequest(request: { id?: unknown; method?: string; url?: string; headers?: unknown }) {
  return { id: request.id, method: request.method, url: request.url?.split('?')[0], headers: request.headers };
}

/** nestjs-pino wired to `createLogger`; in main.ts: `app.useLogger(app.get(NestPinoLogger))`. */
@Module({})
export class LoggingModule {
  static forRoot(options: Omit<LoggerOptions, 'destination'>): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            logger: createLogger(options),
            autoLogging: { ignore: isQuiet },
            quietReqLogger: true,
            // Query strings can carry single-use tokens (validate-password-token?token=…): log the path only.
            serializers: { req: serializeRequest },
            customLogLevel: (_request, response, error) =>
              error !== undefined || response.statusCode >= 500
                ? 'error'
                : response.statusCode >= 400
                  ? 'warn'
                  : 'info',
          },
        }),
      ],
      exports: [LoggerModule],
    };
  }
}
