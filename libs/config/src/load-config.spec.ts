import { z } from 'zod';

import { ConfigError } from './config-error';
import { baseEnv, databaseEnv, kafkaEnv, smtpEnv, telemetryEnv } from './env-fragments';
import { loadConfig } from './load-config';

describe(loadConfig.name, () => {
  const schema = baseEnv.merge(databaseEnv).merge(kafkaEnv).merge(telemetryEnv);

  it('returns a typed object with defaults and parsed values', () => {
    const config = loadConfig(schema, {
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
      KAFKA_BROKERS: '127.0.0.1:9092, 127.0.0.1:9093',
      METRICS_PORT: '9464',
    });
    expect(config).toEqual({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      SERVICE_VERSION: '0.0.0-dev',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
      KAFKA_BROKERS: ['127.0.0.1:9092', '127.0.0.1:9093'],
      KAFKA_CLIENT_ID: 'fleetlog',
      METRICS_PORT: 9464,
    });
  });

  it('reads the consumer group timings when set, and refuses a session shorter than 3 s', () => {
    const env = { DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db', KAFKA_BROKERS: '127.0.0.1:9092' };
    const config = loadConfig(schema, {
      ...env,
      KAFKA_SESSION_TIMEOUT_MS: '10000',
      KAFKA_REBALANCE_TIMEOUT_MS: '15000',
      KAFKA_HEARTBEAT_INTERVAL_MS: '1000',
    });
    expect(config).toMatchObject({
      KAFKA_SESSION_TIMEOUT_MS: 10000,
      KAFKA_REBALANCE_TIMEOUT_MS: 15000,
      KAFKA_HEARTBEAT_INTERVAL_MS: 1000,
    });
    expect(() => loadConfig(schema, { ...env, KAFKA_SESSION_TIMEOUT_MS: '500' })).toThrow(/KAFKA_SESSION_TIMEOUT_MS/);
  });

  it('names every bad variable and the problem', () => {
    expect(() => loadConfig(schema, { DATABASE_URL: 'not a url', METRICS_PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig(schema, { DATABASE_URL: 'not a url', METRICS_PORT: 'x' });
    } catch (error) {
      const message = (error as ConfigError).message;
      expect(message).toContain('Invalid configuration: ');
      expect(message).toContain('DATABASE_URL: Invalid url');
      expect(message).toContain('KAFKA_BROKERS: Required');
      expect(message).toContain('METRICS_PORT:');
    }
  });

  it('never echoes a secret value', () => {
    const secret = 's3cr3t-password';
    expect(() => loadConfig(smtpEnv, { SMTP_URL: `http://user:${secret}@mail` })).toThrow(/SMTP_URL: must start/);
    try {
      loadConfig(smtpEnv, { SMTP_URL: `http://user:${secret}@mail` });
    } catch (error) {
      expect((error as Error).message).not.toContain(secret);
    }
    try {
      loadConfig(z.object({ MODE: z.enum(['a', 'b']) }), { MODE: secret });
    } catch (error) {
      expect((error as Error).message).toBe('Invalid configuration: MODE: must be one of a, b');
    }
  });

  it('treats empty strings as unset so defaults apply', () => {
    expect(loadConfig(baseEnv, { LOG_LEVEL: '' }).LOG_LEVEL).toBe('info');
  });
});
