import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// Env values are strings; these helpers keep the parsing rules in one place.
const port = z.coerce.number().int().min(1).max(65535);

const urlWithProtocol = (protocols: readonly string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}://`)), {
      message: `must start with ${protocols.map((protocol) => `${protocol}://`).join(' or ')}`,
    });

const commaList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  )
  .refine((items) => items.length > 0, { message: 'must list at least one entry' });

export const baseEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SERVICE_VERSION: z.string().default('0.0.0-dev'),
});

export const databaseEnv = z.object({
  DATABASE_URL: urlWithProtocol(['postgres', 'postgresql']),
});

export const redisEnv = z.object({
  REDIS_URL: urlWithProtocol(['redis', 'rediss']),
});

export const kafkaEnv = z.object({
  KAFKA_BROKERS: commaList,
  KAFKA_CLIENT_ID: z.string().min(1).default('fleetlog'),
  // A consumer group member's session, the time the group waits for its members to rejoin, and the heartbeat
  // (kafkajs: 30 s, 60 s and 3 s when unset). The test stacks shorten them, so that a member a killed process left
  // behind is expired in seconds instead of holding its group's next join for half a minute.
  KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().min(3000).optional(),
  KAFKA_REBALANCE_TIMEOUT_MS: z.coerce.number().int().min(3000).optional(),
  KAFKA_HEARTBEAT_INTERVAL_MS: z.coerce.number().int().min(100).optional(),
});

export const jwtVerifyEnv = z.object({
  JWT_PUBLIC_KEY_FILE: z.string().min(1),
  JWT_ISSUER: z.string().min(1).default('fleetlog-auth'),
  JWT_AUDIENCE: z.string().min(1).default('fleetlog'),
});

export const smtpEnv = z.object({
  SMTP_URL: urlWithProtocol(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('Fleetlog <no-reply@fleetlog.se>'),
});

export const telemetryEnv = z.object({
  METRICS_PORT: port.optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
});

export const portEnv = port;

/** A switch: exactly `true` or `false` (anything else is refused at boot), e.g. `flagEnv.default('true')`. */
export const flagEnv = z.enum(['true', 'false']).transform((value) => value === 'true');
