export { createLogger, type LoggerOptions } from './create-logger';
export { LoggingModule } from './logging.module';
export { requestLogMiddleware, type RequestLogOptions } from './request-log';
export { REDACTED_PATHS } from './redaction';
export { requestLogLevel, type RequestOutcome, SLOW_REQUEST_MS } from './request-log-level';
export { traceMixin } from './trace-mixin';
export { InjectPinoLogger, Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
export type { Logger } from 'pino';
