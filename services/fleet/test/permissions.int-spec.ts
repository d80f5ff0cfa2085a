import type { fleetV1 } from '@fleetlog/contracts';
import { useBeforeAll } from '@fleetlog/testing';
import type { Observable } from 'rxjs';

import { as, call, codeOf, uniqueRegistry, useFleet } from './support/fleet-harness';
import { createTenant, odometerRequest, vehicleRequest } from './support/tenants';

type Role = 'DRIVER' | 'ADMIN' | 'ROOT';
type Rpc = (token: string, vehicle: fleetV1.Vehicle) => Observable<unknown>;

describe('Vehicle permissions and organisation isolation (gRPC)', () => {
  const { auth, fleet, root } = useFleet();
  const a = useBeforeAll(() => createTenant(auth, root));
  const b = useBeforeAll(() => createTenant(auth, root));
  const child = useBeforeAll(() => createTenant(auth, root, a.organizationId));

  /** A fresh vehicle of A on which A's driver (only) is permitted. */
  function vehicleOfA(): Promise<fleetV1.Vehicle> {
    return call(
      fleet.vehicles.createVehicle(
        vehicleRequest({ registry: uniqueRegistry(), permittedDrivers: [a.driver.userId] }),
        as(a.admin.token),
      ),
    );
  }

  const v = () => fleet.vehicles;
  // [rpc, DRIVER, ADMIN, ROOT]; the driver is permitted on the vehicle, every call gets a fresh vehicle.
  const matrix: Array<[string, Rpc, string, string, string]> = [
    ['ListVehicles', (t) => v().listVehicles({ showArchived: false }, as(t)), 'OK', 'OK', 'OK'],
    ['ListVehiclesSimple', (t) => v().listVehiclesSimple({ showArchived: true }, as(t)), 'OK', 'OK', 'OK'],
    ['GetVehicle', (t, x) => v().getVehicle({ id: x.id }, as(t)), 'OK', 'OK', 'OK'],
    [
      'CreateVehicle',
      (t, x) => v().createVehicle(vehicleRequest({ organizationId: x.organizationId }), as(t)),
      'ROOT_OR_ADMIN_REQUIRED',
      'OK',
      'OK',
    ],
    [
      'UpdateVehicle',
      (t, x) => v().updateVehicle({ id: x.id, displayName: 'Renamed' }, as(t)),
      'ROOT_OR_ADMIN_REQUIRED',
      'OK',
      'OK',
    ],
    [
      'UpdateVehicle (registry change)',
      (t, x) => v().updateVehicle({ id: x.id, registry: uniqueRegistry() }, as(t)),
      'ROOT_OR_ADMIN_REQUIRED',
      'REGISTRY_ALREADY_SET',
      'OK',
    ],
    ['DeleteVehicle', (t, x) => v().deleteVehicle({ id: x.id }, as(t)), 'ROOT_REQUIRED', 'ROOT_REQUIRED', 'OK'],
    ['ArchiveVehicle', (t, x) => v().archiveVehicle({ id: x.id }, as(t)), 'ROOT_OR_ADMIN_REQUIRED', 'OK', 'OK'],
    ['ActivateVehicle', (t, x) => v().activateVehicle({ id: x.id }, as(t)), 'ROOT_OR_ADMIN_REQUIRED', 'OK', 'OK'],
    [
      'ChangeVehicleOrganization',
      (t, x) => v().changeVehicleOrganization({ id: x.id, organizationId: child.organizationId }, as(t)),
      'ROOT_OR_ADMIN_REQUIRED',
      'OK',
      'OK',
    ],
    [
      'SetCurrentDriver (the permitted driver)',
      (t, x) => v().setCurrentDriver({ id: x.id, userId: a.driver.userId }, as(t)),
      'OK',
      'OK',
      'OK',
    ],
    [
      'SetCurrentDriver (a driver without permission)',
      (t, x) => v().setCurrentDriver({ id: x.id, userId: a.otherDriver.userId }, as(t)),
      'ROOT_OR_ADMIN_REQUIRED',
      'DRIVER_NOT_PERMITTED_FOR_VEHICLE',
      'DRIVER_NOT_PERMITTED_FOR_VEHICLE',
    ],
    ['SetCurrentDriver (check out)', (t, x) => v().setCurrentDriver({ id: x.id }, as(t)), 'OK', 'OK', 'OK'],
    ['ToggleDefaultTripType', (t, x) => v().toggleDefaultTripType({ id: x.id }, as(t)), 'OK', 'OK', 'OK'],
    [
      'SetOdometer',
      (t, x) => v().setOdometer(odometerRequest(x.id, { valueKm: 1200 }), as(t)),
      'ROOT_OR_ADMIN_REQUIRED',
      'OK',
      'OK',
    ],
    [
      'SetOdometer (forced)',
      (t, x) => v().setOdometer(odometerRequest(x.id, { valueKm: 1200, forced: true }), as(t)),
      'ROOT_OR_ADMIN_REQUIRED',
      'ROOT_REQUIRED',
      'OK',
    ],
    [
      'SetResponseFrequency',
      (t, x) => v().setResponseFrequency({ id: x.id, hours: 12, batteryWarningAcknowledged: false }, as(t)),
      'ROOT_OR_ADMIN_REQUIRED',
      'OK',
      'OK',
    ],
    ['ResetFuelCo2', (t, x) => v().resetFuelCo2({ id: x.id }, as(t)), 'ROOT_OR_ADMIN_REQUIRED', 'OK', 'OK'],
    [
      'SetCountryFlag',
      (t, x) => v().setCountryFlag({ vehicleIds: [x.id], isoCountryCode: 'NO' }, as(t)),
      'ROOT_OR_ADMIN_REQUIRED',
      'OK',
      'OK',
    ],
    [
      'GetDriverVehicles (another user)',
      (t) => v().getDriverVehicles({ userIds: [a.otherDriver.userId] }, as(t)),
      'ROOT_OR_ADMIN_REQUIRED',
      'OK',
      'OK',
    ],
    [
      'SetDriverVehicles',
      (t, x) => v().setDriverVehicles({ userId: a.otherDriver.userId, permittedVehicles: { values: [x.id] } }, as(t)),
      'ROOT_OR_ADMIN_REQUIRED',
      'OK',
      'OK',
    ],
    [
      'FetchVehicleInfo (no registry configured)',
      (t) => fleet.registry.fetchVehicleInfo({ regNo: 'ABC123' }, as(t)),
      'ROOT_OR_ADMIN_REQUIRED',
      'SERVICE_NOT_CONFIGURED',
      'SERVICE_NOT_CONFIGURED',
    ],
    [
      'DeleteVehicleInfoHistory',
      (t, x) => fleet.registry.deleteVehicleInfoHistory({ id: x.id }, as(t)),
      'ROOT_OR_ADMIN_REQUIRED',
      'OK',
      'OK',
    ],
  ];

  const rows = matrix.map(([name, rpc, driver, admin, rootCode]) => [name, driver, admin, rootCode, rpc] as const);
  it.each(rows)('%s: DRIVER %s, ADMIN %s, ROOT %s', async (_name, driver, admin, rootCode, rpc) => {
    const tokens: Record<Role, string> = { DRIVER: a.driver.token, ADMIN: a.admin.token, ROOT: root.token };
    const expected: Record<Role, string> = { DRIVER: driver, ADMIN: admin, ROOT: rootCode };
    const actual: Record<string, string> = {};
    for (const role of ['DRIVER', 'ADMIN', 'ROOT'] as Role[]) {
      const vehicle = await vehicleOfA();
      if (_name.startsWith('ActivateVehicle'))
        await call(fleet.vehicles.archiveVehicle({ id: vehicle.id }, as(a.admin.token)));
      actual[role] = await codeOf(rpc(tokens[role], vehicle));
    }
    expect(actual).toEqual(expected);
  });

  it('a driver lists only its permitted and pool vehicles of its organisation', async () => {
    const mine = await vehicleOfA();
    const notMine = await call(
      fleet.vehicles.createVehicle(vehicleRequest({ permittedDrivers: [a.otherDriver.userId] }), as(a.admin.token)),
    );
    const pool = await call(fleet.vehicles.createVehicle(vehicleRequest({ benefitType: 'POOL' }), as(a.admin.token)));
    const listed = (await call(fleet.vehicles.listVehicles({ showArchived: false }, as(a.driver.token)))).vehicles.map(
      (x) => x.id,
    );
    expect(listed).toEqual(expect.arrayContaining([mine.id, pool.id]));
    expect(listed).not.toContain(notMine.id);
    expect(await codeOf(fleet.vehicles.getVehicle({ id: notMine.id }, as(a.driver.token)))).toBe('VEHICLE_FORBIDDEN');
  });

  describe('no cross-organisation reads or writes', () => {
    let vehicleOfB: fleetV1.Vehicle;
    let target: fleetV1.Vehicle;

    beforeAll(async () => {
      vehicleOfB = await call(
        fleet.vehicles.createVehicle(vehicleRequest({ registry: uniqueRegistry() }), as(b.admin.token)),
      );
    });

    beforeEach(async () => {
      target = await vehicleOfA();
    });

    const byId: Array<[string, (t: string, x: fleetV1.Vehicle) => Observable<unknown>]> = [
      ['GetVehicle', (t, x) => v().getVehicle({ id: x.id }, as(t))],
      ['UpdateVehicle', (t, x) => v().updateVehicle({ id: x.id, displayName: 'Hijacked' }, as(t))],
      ['ArchiveVehicle', (t, x) => v().archiveVehicle({ id: x.id }, as(t))],
      ['ActivateVehicle', (t, x) => v().activateVehicle({ id: x.id }, as(t))],
      [
        'ChangeVehicleOrganization',
        (t, x) => v().changeVehicleOrganization({ id: x.id, organizationId: b.organizationId }, as(t)),
      ],
      ['SetCurrentDriver', (t, x) => v().setCurrentDriver({ id: x.id, userId: b.driver.userId }, as(t))],
      ['ToggleDefaultTripType', (t, x) => v().toggleDefaultTripType({ id: x.id }, as(t))],
      ['SetOdometer', (t, x) => v().setOdometer(odometerRequest(x.id, { valueKm: 10 }), as(t))],
      [
        'SetResponseFrequency',
        (t, x) => v().setResponseFrequency({ id: x.id, hours: 6, batteryWarningAcknowledged: false }, as(t)),
      ],
      ['ResetFuelCo2', (t, x) => v().resetFuelCo2({ id: x.id }, as(t))],
      ['SetCountryFlag', (t, x) => v().setCountryFlag({ vehicleIds: [x.id], isoCountryCode: 'FI' }, as(t))],
      [
        'SetDriverVehicles',
        (t, x) => v().setDriverVehicles({ userId: b.driver.userId, permittedVehicles: { values: [x.id] } }, as(t)),
      ],
      ['DeleteVehicleInfoHistory', (t, x) => fleet.registry.deleteVehicleInfoHistory({ id: x.id }, as(t))],
    ];

    // Issue 6 finding 7: a vehicle of an organisation the caller cannot see answers exactly like a missing one.
    it.each(byId)("%s on A's vehicle by B's admin → VEHICLE_MISSING, and nothing changed", async (_name, rpc) => {
      expect(await codeOf(rpc(b.admin.token, target))).toBe('VEHICLE_MISSING');
      const after = await call(fleet.vehicles.getVehicle({ id: target.id }, as(a.admin.token)));
      expect({ ...after, canToggleDefaultTripType: true }).toEqual({ ...target, canToggleDefaultTripType: true });
    });

    it("DeleteVehicle of A's vehicle by B's admin is refused before anything is looked up", async () => {
      expect(await codeOf(v().deleteVehicle({ id: target.id }, as(b.admin.token)))).toBe('ROOT_REQUIRED');
    });

    it("a driver of A cannot read or use B's vehicles", async () => {
      expect(await codeOf(v().getVehicle({ id: vehicleOfB.id }, as(a.driver.token)))).toBe('VEHICLE_MISSING');
      expect(
        await codeOf(v().setCurrentDriver({ id: vehicleOfB.id, userId: a.driver.userId }, as(a.driver.token))),
      ).toBe('VEHICLE_MISSING');
    });

    it("lists never contain another organisation's vehicles and a foreign x-organization-id is refused", async () => {
      const listed = await call(v().listVehicles({ showArchived: true }, as(b.admin.token)));
      expect(listed.vehicles.map((x) => x.organizationId).every((org) => org === b.organizationId)).toBe(true);
      expect(listed.vehicles.map((x) => x.id)).not.toContain(target.id);
      // Issue 6 finding 7: an organisation the caller cannot see answers like one that does not exist.
      expect(await codeOf(v().listVehicles({ showArchived: false }, as(b.admin.token, a.organizationId)))).toBe(
        'ORGANIZATION_MISSING',
      );
      expect(await codeOf(v().listVehiclesSimple({ showArchived: false }, as(b.admin.token, a.organizationId)))).toBe(
        'ORGANIZATION_MISSING',
      );
    });

    it('creating in, or moving to, an organisation the caller cannot see is ORGANIZATION_MISSING', async () => {
      expect(
        await codeOf(v().createVehicle(vehicleRequest({ organizationId: a.organizationId }), as(b.admin.token))),
      ).toBe('ORGANIZATION_MISSING');
      expect(
        await codeOf(
          v().changeVehicleOrganization({ id: vehicleOfB.id, organizationId: a.organizationId }, as(b.admin.token)),
        ),
      ).toBe('ORGANIZATION_MISSING');
    });

    it('users and vehicles of other organisations cannot be related', async () => {
      expect(
        await codeOf(v().createVehicle(vehicleRequest({ permittedDrivers: [a.driver.userId] }), as(b.admin.token))),
      ).toBe('DIFFERENT_ORGANIZATIONS_USER');
      expect(
        await codeOf(
          v().setDriverVehicles({ userId: a.driver.userId, permittedVehicles: { values: [] } }, as(b.admin.token)),
        ),
        // Issue 6 finding 7: a user of an organisation the caller cannot see answers as missing.
      ).toBe('USER_MISSING');
      expect(
        await codeOf(
          v().setDriverVehicles(
            { userId: b.driver.userId, permittedVehicles: { values: [vehicleOfB.id] } },
            as(root.token),
          ),
        ),
      ).toBe('OK');
      expect(
        await codeOf(
          v().setDriverVehicles(
            { userId: b.driver.userId, permittedVehicles: { values: [target.id] } },
            as(root.token),
          ),
        ),
      ).toBe('DIFFERENT_ORGANIZATIONS_VEHICLE');
    });

    it("GetDriverVehicles shows nothing of another organisation's users", async () => {
      await call(v().setCurrentDriver({ id: target.id, userId: a.driver.userId }, as(a.driver.token)));
      const seenByB = await call(v().getDriverVehicles({ userIds: [a.driver.userId] }, as(b.admin.token)));
      expect(seenByB.drivers).toEqual([
        { userId: a.driver.userId, permittedVehicles: [], defaultVehicles: [], currentVehicle: [] },
      ]);
      const seenByA = await call(v().getDriverVehicles({ userIds: [a.driver.userId] }, as(a.admin.token)));
      expect(seenByA.drivers[0].permittedVehicles).toContain(target.id);
      expect(seenByA.drivers[0].currentVehicle).toContain(target.id);
    });

    it('an unknown vehicle is VEHICLE_MISSING', async () => {
      expect(await codeOf(v().getVehicle({ id: 999_999_999 }, as(root.token)))).toBe('VEHICLE_MISSING');
    });

    it.each(byId)('%s: a foreign vehicle and a non-existent one fail identically', async (_name, rpc) => {
      const failure = async (vehicle: fleetV1.Vehicle) => {
        try {
          await call(rpc(b.admin.token, vehicle));
        } catch (error) {
          const { code, message, details } = error as { code: unknown; message: string; details: unknown };
          return { code, message, details };
        }
        throw new Error('the call succeeded');
      };
      expect(await failure(target)).toEqual(await failure({ ...target, id: 999_999_999 }));
    });

    it("a driver's vehicle of a sub-organisation answers like a missing one; its own organisation's stays FORBIDDEN", async () => {
      const ofChild = await call(v().createVehicle(vehicleRequest({}), as(child.admin.token)));
      const failure = async (id: number) => {
        try {
          await call(v().getVehicle({ id }, as(a.driver.token)));
        } catch (error) {
          const { code, message, details } = error as { code: unknown; message: string; details: unknown };
          return { code, message, details };
        }
        throw new Error('the call succeeded');
      };
      expect(await failure(ofChild.id)).toEqual(await failure(999_999_999));
      const notPermitted = await call(v().createVehicle(vehicleRequest({}), as(a.admin.token)));
      expect(await codeOf(v().getVehicle({ id: notPermitted.id }, as(a.driver.token)))).toBe('VEHICLE_FORBIDDEN');
    });

    it('the admin of a parent organisation reaches its sub-organisation, not the reverse', async () => {
      const ofChild = await call(v().createVehicle(vehicleRequest({}), as(child.admin.token)));
      expect(await codeOf(v().getVehicle({ id: ofChild.id }, as(a.admin.token)))).toBe('OK');
      expect(await codeOf(v().getVehicle({ id: target.id }, as(child.admin.token)))).toBe('VEHICLE_MISSING');
    });
  });
});
