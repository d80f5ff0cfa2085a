import { join } from 'node:path';

import {
  freePort,
  runToCompletion,
  startUntilReady,
  terminate,
  TEST_LOG_DIR,
  testProcessEnv,
  useBeforeAll,
} from '@fleetlog/testing';

import { as, call, useFleet } from './support/fleet-harness';
import { DEMO_PASSWORD, login } from './support/tenants';

describe('Entry points: migrate, demo seed and the service process', () => {
  const { auth, fleet } = useFleet();
  const env = useBeforeAll(async () =>
    testProcessEnv({
      AUTH_GRPC_URL: auth.process.grpcUrl,
      FLEET_GRPC_URL: `127.0.0.1:${await freePort()}`,
      FLEET_HTTP_PORT: String(await freePort()),
    }),
  );

  it('seeds the demo vehicles idempotently', async () => {
    await runToCompletion('fleet-migrate', 'services/fleet/src/migrate.ts', env);
    // Test files run in parallel; another run of this seed may race on the same rows once.
    await runToCompletion('fleet-seed', 'services/fleet/src/seed/seed-demo.ts', env).catch(() =>
      runToCompletion('fleet-seed', 'services/fleet/src/seed/seed-demo.ts', env),
    );
    const adminToken = await login(auth, 'admin@demo-akeri.se', DEMO_PASSWORD);
    const list = async () => (await call(fleet.vehicles.listVehicles({ showArchived: true }, as(adminToken)))).vehicles;
    const first = await list();
    const volvo = first.find((vehicle) => vehicle.registry === 'ABC123');
    expect(volvo).toMatchObject({ benefitType: 'BENEFIT', brand: 'Volvo', model: 'V60' });
    expect(volvo?.permittedDrivers.map((driver) => driver.displayName)).toEqual(['Anna Andersson']);
    expect(first.find((vehicle) => vehicle.registry === 'GHI789')).toMatchObject({
      benefitType: 'POOL',
      permitAnyDriver: true,
    });
    expect(first.find((vehicle) => vehicle.displayName === 'Släpvagn 1')).toMatchObject({
      isTracker: true,
      benefitType: 'TRACKER',
    });
    // The sub-organisation's car is listed for the parent's admin too.
    expect(first.map((vehicle) => vehicle.registry)).toEqual(
      expect.arrayContaining(['ABC123', 'DEF456', 'GHI789', 'JKL012']),
    );

    await runToCompletion('fleet-seed', 'services/fleet/src/seed/seed-demo.ts', env);
    expect((await list()).map((vehicle) => vehicle.id).sort()).toEqual(first.map((vehicle) => vehicle.id).sort());
  }, 120_000);

  it('serves health and metrics from the service process', async () => {
    const log = join(TEST_LOG_DIR, `fleet-${env.FLEET_HTTP_PORT}.log`);
    const base = `http://127.0.0.1:${env.FLEET_HTTP_PORT}`;
    const child = await startUntilReady(
      'fleet',
      'services/fleet/src/main.ts',
      env,
      `${base}/health/ready`,
      log,
      90_000,
    );
    try {
      expect((await fetch(`${base}/health/live`)).status).toBe(200);
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('# TYPE');
    } finally {
      await terminate(child);
    }
  }, 120_000);
});
