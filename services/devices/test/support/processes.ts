import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { REPO_ROOT, runToCompletion, testProcessEnv } from '@fleetlog/testing';

// auth and fleet as processes come from @fleetlog/testing; re-exported for the tests that import them from here.
export { startAuthProcess, startFleetProcess } from '@fleetlog/testing';

/** Whether fleet's entry points exist yet (it is written alongside this service). */
export const FLEET_AVAILABLE = existsSync(join(REPO_ROOT, 'services/fleet/src/main.ts'));

/** The devices demo seed CLI against the given auth and fleet, as `npx nx run devices:seed` runs it. */
export function runDevicesSeed(authGrpcUrl: string, fleetGrpcUrl: string): Promise<void> {
  const env = testProcessEnv({ AUTH_GRPC_URL: authGrpcUrl, FLEET_GRPC_URL: fleetGrpcUrl });
  return runToCompletion('devices-seed', 'services/devices/src/seed/seed-demo.ts', env);
}
