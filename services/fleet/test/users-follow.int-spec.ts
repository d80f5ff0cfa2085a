import { type fleetV1, TOPICS } from '@fleetlog/contracts';
import { useBeforeAll, useKafkaCollector } from '@fleetlog/testing';

import { eventually } from './support/eventually';
import { as, call, useFleet } from './support/fleet-harness';
import { type Account, createTenant, type Tenant, vehicleRequest } from './support/tenants';

// auth → auth.users.v1 → fleet → fleet.vehicles.v1 travels over Kafka twice.
const KAFKA_WAIT_MS = 60_000;

describe('fleet follows the users auth moves, archives and deletes (auth.users.v1)', () => {
  const { auth, fleet, root } = useFleet();
  const vehicleEvents = useKafkaCollector(TOPICS.fleetVehicles, 'fleet-test');
  const a = useBeforeAll(() => createTenant(auth, root));
  const b = useBeforeAll(() => createTenant(auth, root));

  /** A vehicle of A on which both drivers are permitted and `driver` is the default driver and checked in. */
  async function vehicleDrivenBy(tenant: Tenant, driver: Account): Promise<fleetV1.Vehicle> {
    const created = await call(
      fleet.vehicles.createVehicle(
        vehicleRequest({
          permittedDrivers: [tenant.driver.userId, tenant.otherDriver.userId],
          defaultDriver: driver.userId,
        }),
        as(tenant.admin.token),
      ),
    );
    const checkedIn = await call(
      fleet.vehicles.setCurrentDriver({ id: created.id, userId: driver.userId }, as(driver.token)),
    );
    expect(checkedIn.currentDriver?.id).toBe(driver.userId);
    return checkedIn;
  }

  const vehicleOf = (tenant: Tenant, id: number) => call(fleet.vehicles.getVehicle({ id }, as(tenant.admin.token)));
  const permittedIds = (vehicle: fleetV1.Vehicle) => vehicle.permittedDrivers.map((driver) => driver.id).sort();

  it('drops a moved driver from the old organisation: permission, default and current driver', async () => {
    const vehicle = await vehicleDrivenBy(a, a.driver);
    await call(auth.users.updateUser({ userId: a.driver.userId, organizationId: b.organizationId }, as(root.token)));

    // All three in one wait: GetVehicle reads the vehicle row and its driver list in two statements, so a read during
    // the change's commit can see the new list beside the old default driver.
    await eventually(async () => {
      const current = await vehicleOf(a, vehicle.id);
      expect(permittedIds(current)).toEqual([a.otherDriver.userId]);
      expect(current.defaultDriver).toBeUndefined();
      expect(current.currentDriver).toBeUndefined();
    }, KAFKA_WAIT_MS);
    const lists = await call(fleet.vehicles.getDriverVehicles({ userIds: [a.driver.userId] }, as(root.token)));
    expect(lists.drivers).toEqual([
      { userId: a.driver.userId, permittedVehicles: [], defaultVehicles: [], currentVehicle: [] },
    ]);

    // The change went out on fleet.vehicles.v1 (devices keeps its read model from it).
    const event = await vehicleEvents.waitFor(
      ({ message }) =>
        message.vehicle?.id === vehicle.id &&
        message.vehicle.permittedDrivers.length === 1 &&
        message.vehicle.currentDriver === undefined,
      KAFKA_WAIT_MS,
    );
    expect(event.vehicle?.defaultDriver).toBeUndefined();
    expect(event.deleted).toBe(false);
  });

  it('checks an archived driver out and keeps its permission and default vehicle', async () => {
    const vehicle = await vehicleDrivenBy(b, b.otherDriver);
    await call(auth.users.archiveUser({ id: b.otherDriver.userId }, as(b.admin.token)));

    const after = await eventually(async () => {
      const current = await vehicleOf(b, vehicle.id);
      expect(current.currentDriver).toBeUndefined();
      return current;
    }, KAFKA_WAIT_MS);
    expect(permittedIds(after)).toEqual([b.driver.userId, b.otherDriver.userId].sort());
    expect(after.defaultDriver?.id).toBe(b.otherDriver.userId);
  });

  it('drops a deleted driver everywhere', async () => {
    const c = await createTenant(auth, root);
    const vehicle = await vehicleDrivenBy(c, c.driver);
    await call(auth.users.deleteUser({ id: c.driver.userId }, as(root.token)));

    await eventually(async () => {
      const current = await vehicleOf(c, vehicle.id);
      expect(permittedIds(current)).toEqual([c.otherDriver.userId]);
      expect(current.defaultDriver).toBeUndefined();
      expect(current.currentDriver).toBeUndefined();
    }, KAFKA_WAIT_MS);
  });
});
