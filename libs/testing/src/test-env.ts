const TEST_ENV_KEYS = [
  'DATABASE_URL',
  'REDIS_URL',
  'KAFKA_BROKERS',
  'JWT_PRIVATE_KEY_FILE',
  'JWT_PUBLIC_KEY_FILE',
  'CHROMIUM_PATH',
] as const;

export type TestEnv = Record<(typeof TEST_ENV_KEYS)[number], string>;

/** The infrastructure environment the jest global setup established; names what is missing. */
export function testEnv(env: Record<string, string | undefined> = process.env): TestEnv {
  const missing = TEST_ENV_KEYS.filter((key) => !env[key]);
  if (missing.length > 0) {
    throw new Error(
      `test environment incomplete: ${missing.join(', ')} not set (is deploy/local/stack.sh test working?)`,
    );
  }
  return Object.fromEntries(TEST_ENV_KEYS.map((key) => [key, env[key] as string])) as TestEnv;
}
