import type { MikroORM } from '@mikro-orm/postgresql';

import {
  as,
  type AuthSide,
  call,
  codeOf,
  fleetOrm,
  type FleetSide,
  startAuth,
  startFleet,
} from './support/fleet-harness';
import { type Account, createTenant, rootAccount, type Tenant, vehicleRequest } from './support/tenants';

/**
 * DiscardNewVehicle is the undo of a multi-step creation that failed half-way (the BFF's vehicle setup): an admin
 * may take back the vehicle it just made, and nothing else — an older vehicle or one with history stays ROOT's.
 */
describe('DiscardNewVehicle (gRPC)', () => {
  let auth: AuthSide;
  let fleet: FleetSide;
  let orm: MikroORM;
  let root: Account;
  let a: Tenant;
  let b: Tenant;

  beforeAll(async () => {
    auth = await startAuth();
    fleet = await startFleet(auth.process.grpcUrl);
    orm = await fleetOrm(fleet.config);
    root = await rootAccount(auth);
    [a, b] = await Promise.all([createTenant(auth, root), createTenant(auth, root)]);
  }, 180_000);

  afterAll(async () => {
    await orm?.close();
    await fleet?.close();
    await auth?.close();
  });

  const create = (tenant: Tenant) => call(fleet.vehicles.createVehicle(vehicleRequest(), as(tenant.admin.token)));

  it('lets an admin discard a vehicle it has just created; it is gone from every read', async () => {
    const vehicle = await create(a);
    await call(fleet.vehicles.discardNewVehicle({ id: vehicle.id }, as(a.admin.token)));
    expect(await codeOf(fleet.vehicles.getVehicle({ id: vehicle.id }, as(a.admin.token)))).toBe('VEHICLE_MISSING');
    const { vehicles } = await call(fleet.vehicles.listVehicles({ showArchived: true }, as(a.admin.token)));
    expect(vehicles.map((listed) => listed.id)).not.toContain(vehicle.id);
  });

  it('refuses a vehicle older than the undo window (ROOT_REQUIRED) and leaves it as it was', async () => {
    const vehicle = await create(a);
    await orm.em
      .fork()
      .getConnection()
      .execute(`update "fleet"."vehicles" set "created_at" = now() - interval '11 minutes' where "id" = ?`, [
        vehicle.id,
      ]);
    expect(await codeOf(fleet.vehicles.discardNewVehicle({ id: vehicle.id }, as(a.admin.token)))).toBe('ROOT_REQUIRED');
    expect((await call(fleet.vehicles.getVehicle({ id: vehicle.id }, as(a.admin.token)))).isArchived).toBe(false);
  });

  it('refuses a driver (ROOT_OR_ADMIN_REQUIRED) and another organisation (VEHICLE_MISSING)', async () => {
    const vehicle = await create(a);
    expect(await codeOf(fleet.vehicles.discardNewVehicle({ id: vehicle.id }, as(a.driver.token)))).toBe(
      'ROOT_OR_ADMIN_REQUIRED',
    );
    expect(await codeOf(fleet.vehicles.discardNewVehicle({ id: vehicle.id }, as(b.admin.token)))).toBe(
      'VEHICLE_MISSING',
    );
    await call(fleet.vehicles.getVehicle({ id: vehicle.id }, as(a.admin.token)));
  });
});
