import { testEnv } from './test-env';

describe(testEnv.name, () => {
  const complete = {
    DATABASE_URL: 'postgres://x',
    REDIS_URL: 'redis://x',
    KAFKA_BROKERS: '127.0.0.1:1',
    JWT_PRIVATE_KEY_FILE: '/k',
    JWT_PUBLIC_KEY_FILE: '/p',
    CHROMIUM_PATH: '/c',
    OTHER: 'ignored',
  };

  it('returns the infrastructure variables', () => {
    const { OTHER: _other, ...expected } = complete;
    expect(testEnv(complete)).toEqual(expected);
  });

  it('names what is missing', () => {
    expect(() => testEnv({ ...complete, KAFKA_BROKERS: undefined, REDIS_URL: '' })).toThrow(
      /REDIS_URL, KAFKA_BROKERS not set/,
    );
  });

  it('is filled in by the global setup', () => {
    expect(process.env.DATABASE_URL).toMatch(/fleetlog_test/);
  });
});
