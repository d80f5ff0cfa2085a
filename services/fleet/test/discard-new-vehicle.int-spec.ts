import { useBeforeAll } from '@fleetlog/testing';

import { as, call, codeOf, useFleet, useFleetOrm } from './support/fleet-harness';
import { createTenant, type Tenant, vehicleRequest } from './support/tenants';

/**
 * DiscardNewVehicle is the undo of a multi-step creation that failed half-way (the BFF's vehicle setup): an admin
 * may take back the vehicle it just made, and nothing else — an older vehicle or one with history stays ROOT's.
 */
describe('DiscardNewVehicle (gRPC)', () => {
  const { auth, fleet, root } = useFleet();
  const orm = useFleetOrm(fleet);
  const a = useBeforeAll(() => createTenant(auth, root));
  const b = useBeforeAll(() => createTenant(auth, root));

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
