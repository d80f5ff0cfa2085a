import {
  type DynamicModule,
  Global,
  Inject,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import { Logger as NestPinoLogger, PARAMS_PROVIDER_TOKEN, PinoLogger } from 'nestjs-pino';
import pino from 'pino';

import { createLogger, type LoggerOptions } from './create-logger';
import { requestLogMiddleware, type RequestLogOptions } from './request-log';

const REQUEST_LOG = Symbol('REQUEST_LOG');

/**
 * The service's logger for NestJS (nestjs-pino's `Logger`; in main.ts: `app.useLogger(app.get(NestPinoLogger))`) and
 * one line per HTTP request (request-log.ts). Lines written while a request runs carry its trace and span ids.
 */
@Global()
@Module({})
export class LoggingModule implements NestModule {
  constructor(@Inject(REQUEST_LOG) private readonly requestLog: ReturnType<typeof requestLogMiddleware>) {}

  static forRoot({ slowRequestMs, ...options }: LoggerOptions & RequestLogOptions): DynamicModule {
    // Asynchronous writes: a synchronous write per line was about 6% of the BFF's CPU under load. pino flushes what is
    // buffered when the process exits. Tests pass their own destination.
    const destination = options.destination ?? pino.destination({ dest: 1, sync: false });
    const logger = createLogger({ ...options, destination });
    return {
      module: LoggingModule,
      providers: [
        // nestjs-pino's Nest logger writes through this logger (its "passed logger" form).
        { provide: PARAMS_PROVIDER_TOKEN, useValue: { pinoHttp: { logger } } },
        PinoLogger,
        NestPinoLogger,
        { provide: REQUEST_LOG, useValue: requestLogMiddleware(logger, { slowRequestMs }) },
      ],
      exports: [PinoLogger, NestPinoLogger],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(this.requestLog).forRoutes({ path: '*', method: RequestMethod.ALL });
  }
}
