import pino, { type DestinationStream, type Level, type Logger } from 'pino';

import { REDACTED_PATHS, REDACTION_CENSOR } from './redaction';
import { traceMixin } from './trace-mixin';

export interface LoggerOptions {
  service: string;
  level?: Level | 'silent';
  /** Where lines go; stdout when absent (tests pass a stream to read them back). */
  destination?: DestinationStream;
}

/** The one way to get a logger: JSON lines with the service name, trace ids and secrets redacted. */
export function createLogger({ service, level = 'info', destination }: LoggerOptions): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service },
    mixin: traceMixin,
    redact: { paths: [...REDACTED_PATHS], censor: REDACTION_CENSOR },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Level names instead of numbers: what log pipelines and people searching logs expect.
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}
