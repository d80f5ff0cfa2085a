import { type LogEntry, logLevel } from 'kafkajs';

/** The logger shape messaging needs; a pino logger fits it. */
export interface MessagingLogger {
  error(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  info(object: object, message?: string): void;
  debug(object: object, message?: string): void;
}

/**
 * Routes kafkajs's own log lines to the service logger instead of kafkajs's console output; `observe` sees each
 * line first (the consumer gap detector watches for kafkajs's offset reset, which it reports only as a log line).
 */
export function kafkaLogCreator(
  logger: MessagingLogger,
  observe?: (message: string, fields: Record<string, unknown>) => void,
) {
  return () =>
    ({ namespace, level, log }: LogEntry): void => {
      const { message, timestamp: _timestamp, ...extra } = log;
      observe?.(message, extra);
      const fields = { kafka: namespace, ...extra };
      switch (level) {
        case logLevel.ERROR:
          logger.error(fields, message);
          break;
        case logLevel.WARN:
          logger.warn(fields, message);
          break;
        case logLevel.INFO:
          logger.info(fields, message);
          break;
        default:
          logger.debug(fields, message);
      }
    };
}
