import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import {
  REPO_ROOT,
  runToCompletion,
  type ServiceProcess,
  startServiceProcess,
  testProcessEnv,
} from '@fleetlog/testing';

/** Whether fleet's entry points exist yet (it is written alongside this service). */
export const FLEET_AVAILABLE = existsSync(join(REPO_ROOT, 'services/fleet/src/main.ts'));

/** auth with the demo seed (for root@fleetlog.se); devices must not import auth's code. */
export function startAuthProcess(): Promise<ServiceProcess> {
  return startServiceProcess({
    service: 'auth',
    seedDemo: true,
    env: { SMTP_URL: 'smtp://127.0.0.1:1', RATE_LIMIT_LOGIN_ADDRESS_POINTS: '100000' },
  });
}

/** fleet talking to the given auth; its installations consumer gets a group of its own per run. */
export function startFleetProcess(authGrpcUrl: string): Promise<ServiceProcess> {
  return startServiceProcess({
    service: 'fleet',
    env: {
      AUTH_GRPC_URL: authGrpcUrl,
      FLEET_INSTALLATIONS_GROUP_ID: `fleet.device-installations.test-${randomUUID().slice(0, 8)}`,
      KAFKA_CLIENT_ID: `fleet-devtest-${randomUUID().slice(0, 8)}`,
    },
  });
}

/** The devices demo seed CLI against the given auth and fleet, as `npx nx run devices:seed` runs it. */
export function runDevicesSeed(authGrpcUrl: string, fleetGrpcUrl: string): Promise<void> {
  const env = testProcessEnv({ AUTH_GRPC_URL: authGrpcUrl, FLEET_GRPC_URL: fleetGrpcUrl });
  return runToCompletion('devices-seed', 'services/devices/src/seed/seed-demo.ts', env);
}
