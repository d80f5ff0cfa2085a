import { randomUUID } from 'node:crypto';

import { freePort } from './free-port';
import { sharedRun } from './shared-run';
import { testEnv } from './test-env';

/**
 * The environment for a service started in-process by its own tests: this process's environment, the test
 * infrastructure, quiet logs, its gRPC and HTTP ports free ones on 127.0.0.1, a Kafka client id of its own, then
 * `env` (the services it calls, suite-specific settings). In a shared run it first waits for the run's migrations,
 * so the harness's own runMigrations finds its schema up to date instead of racing the coordinator on a new database.
 */
export async function inProcessServiceEnv(
  service: string,
  env: Record<string, string | undefined> = {},
): Promise<Record<string, string | undefined>> {
  await sharedRun('migrated');
  const key = service.toUpperCase();
  return {
    ...process.env,
    ...testEnv(),
    LOG_LEVEL: 'warn',
    [`${key}_GRPC_URL`]: `127.0.0.1:${await freePort()}`,
    [`${key}_HTTP_PORT`]: String(await freePort()),
    KAFKA_CLIENT_ID: `${service}-test-${randomUUID().slice(0, 8)}`,
    ...env,
  };
}
