import { devicesV1, type fleetV1, TOPICS } from '@fleetlog/contracts';
import { demoRoot, useBeforeAll, useKafkaCollector } from '@fleetlog/testing';

import { as, call, codeOf, errorOf, eventually, useDevicesHarness } from './support/devices-harness';
import { FLEET_AVAILABLE, runDevicesSeed } from './support/processes';
import { addUnit, createTenant, createVehicle, type Tenant } from './support/tenants';
import { DEMO_DEVICES } from '../src/seed/demo-devices';

// Some tests wait for devices to follow fleet.vehicles.v1 from the start of the topic (a new consumer group each
// run); the polling deadlines, not jest's default 30 s, decide when such a wait has failed.
jest.setTimeout(90_000);

// auth and fleet run as child processes; vehicles are created in fleet, devices decide installations.
(FLEET_AVAILABLE ? describe : describe.skip)('installations over gRPC with fleet', () => {
  const h = useDevicesHarness(() => ({ withFleet: true }));
  const events = useKafkaCollector(TOPICS.devicesInstallations, 'devices-test');
  const root = useBeforeAll(() => demoRoot(h));
  const a = useBeforeAll(() => createTenant(h, root.token));
  const b = useBeforeAll(() => createTenant(h, root.token));

  const eventFor = (installationId: number, ended: boolean) =>
    events.waitFor(
      ({ message }) =>
        message.installation?.installationId === installationId && message.installation.removedTsMs > 0 === ended,
      30_000,
    );

  async function installed(tenant: Tenant): Promise<{ device: devicesV1.Device; vehicle: fleetV1.Vehicle }> {
    const device = await addUnit(h, root.token, tenant.organizationId);
    const vehicle = await createVehicle(h, tenant);
    await call(h.devices.installDevice({ deviceId: device.id, vehicleId: vehicle.id }, as(tenant.admin.token)));
    return { device, vehicle };
  }

  it('installs a device of the organisation and publishes the start', async () => {
    const device = await addUnit(h, root.token, a.organizationId);
    const vehicle = await createVehicle(h, a);
    const result = await call(
      h.devices.installDevice({ deviceId: device.id, vehicleId: vehicle.id }, as(a.admin.token)),
    );
    expect(result.installedVehicle).toMatchObject({
      id: vehicle.id,
      registry: vehicle.registry,
      displayName: vehicle.displayName,
    });
    expect(result.lifecycle).toBe(devicesV1.DeviceLifecycle.INSTALLED);
    expect(result.tab).toBe(devicesV1.DeviceTab.WARNINGS);
    expect(result.warnings).toEqual(['NEVER_REPORTED']);
    const [history] = (await call(h.devices.listInstallations({ deviceId: device.id }, as(a.admin.token))))
      .installations;
    const event = await eventFor(history.installationId, false);
    expect(event.installation).toMatchObject({
      deviceId: device.id,
      imei: device.imei,
      deviceType: device.deviceType,
      vehicleId: vehicle.id,
      organizationId: a.organizationId,
    });
    const inVehicle = await call(h.devices.getVehicleDevice({ vehicleId: vehicle.id }, as(a.admin.token)));
    expect(inVehicle.id).toBe(device.id);
  });

  it('cannot install a device twice nor into a vehicle that has one', async () => {
    const { device, vehicle } = await installed(a);
    const otherVehicle = await createVehicle(h, a);
    expect(
      await codeOf(h.devices.installDevice({ deviceId: device.id, vehicleId: otherVehicle.id }, as(a.admin.token))),
    ).toBe('DEVICE_ALREADY_INSTALLED');
    const second = await addUnit(h, root.token, a.organizationId);
    expect(
      await codeOf(h.devices.installDevice({ deviceId: second.id, vehicleId: vehicle.id }, as(a.admin.token))),
    ).toBe('VEHICLE_HAS_DEVICE');
    // Racing installs of two devices into one free vehicle: the partial unique index lets exactly one win.
    const [x, y] = [await addUnit(h, root.token, a.organizationId), await addUnit(h, root.token, a.organizationId)];
    const target = await createVehicle(h, a);
    const codes = await Promise.all(
      [x, y].map((unit) =>
        codeOf(h.devices.installDevice({ deviceId: unit.id, vehicleId: target.id }, as(a.admin.token))),
      ),
    );
    expect(codes.sort()).toEqual(['OK', 'VEHICLE_HAS_DEVICE']);
  });

  it('refuses vehicles of other organisations, archived vehicles and retired devices', async () => {
    const device = await addUnit(h, root.token, a.organizationId);
    const foreign = await createVehicle(h, b);
    // Issue 6 finding 7: another organisation's vehicle answers like a missing one.
    expect(
      await codeOf(h.devices.installDevice({ deviceId: device.id, vehicleId: foreign.id }, as(a.admin.token))),
    ).toBe('VEHICLE_MISSING');
    expect(await codeOf(h.devices.installDevice({ deviceId: device.id, vehicleId: foreign.id }, as(root.token)))).toBe(
      'DIFFERENT_ORGANIZATIONS_DEVICE',
    );
    const archived = await createVehicle(h, a);
    await call(h.vehicles!.archiveVehicle({ id: archived.id }, as(a.admin.token)));
    expect(
      await codeOf(h.devices.installDevice({ deviceId: device.id, vehicleId: archived.id }, as(a.admin.token))),
    ).toBe('VEHICLE_FORBIDDEN');
    expect(
      await codeOf(h.devices.installDevice({ deviceId: device.id, vehicleId: 987_654_321 }, as(a.admin.token))),
    ).toBe('VEHICLE_MISSING');
    await call(h.devices.retireDevice({ id: device.id }, as(root.token)));
    const free = await createVehicle(h, a);
    expect(await codeOf(h.devices.installDevice({ deviceId: device.id, vehicleId: free.id }, as(a.admin.token)))).toBe(
      'DEVICE_RETIRED',
    );
  });

  it('moving a device keeps a correct history and publishes both changes', async () => {
    const { device, vehicle } = await installed(a);
    const target = await createVehicle(h, a);
    const moved = await call(
      h.devices.moveDevice({ deviceId: device.id, targetVehicleId: target.id }, as(a.admin.token)),
    );
    expect(moved.installedVehicle?.id).toBe(target.id);
    const { installations } = await call(h.devices.listInstallations({ deviceId: device.id }, as(a.admin.token)));
    expect(installations).toHaveLength(2);
    const [current, previous] = installations;
    expect(current).toMatchObject({ vehicleId: target.id, removedTsMs: 0, removalReason: '' });
    expect(previous).toMatchObject({ vehicleId: vehicle.id, removalReason: 'MOVED' });
    expect(previous.removedTsMs).toBeGreaterThanOrEqual(previous.installedTsMs);
    expect(current.installedTsMs).toBeGreaterThanOrEqual(previous.removedTsMs);
    const ended = await eventFor(previous.installationId, true);
    expect(ended.installation).toMatchObject({ removalReason: 'MOVED', vehicleId: vehicle.id });
    const started = await eventFor(current.installationId, false);
    expect(started.installation?.vehicleId).toBe(target.id);
    const byVehicle = await call(h.devices.listInstallations({ vehicleId: vehicle.id }, as(a.admin.token)));
    expect(byVehicle.installations.map((row) => row.removalReason)).toEqual(['MOVED']);
    expect(await codeOf(h.devices.getVehicleDevice({ vehicleId: vehicle.id }, as(a.admin.token)))).toBe(
      'VEHICLE_MISSING_DEVICE',
    );
    expect(
      await codeOf(h.devices.moveDevice({ deviceId: device.id, targetVehicleId: target.id }, as(a.admin.token))),
    ).toBe('DEVICE_ALREADY_INSTALLED');
  });

  it('ends the installation when fleet archives the vehicle (through Kafka)', async () => {
    const { device, vehicle } = await installed(a);
    await call(h.vehicles!.archiveVehicle({ id: vehicle.id }, as(a.admin.token)));
    const ended = await eventually(async () => {
      const [latest] = (await call(h.devices.listInstallations({ deviceId: device.id }, as(a.admin.token))))
        .installations;
      return latest.removedTsMs > 0 ? latest : undefined;
    }, 'installation end after archive');
    expect(ended.removalReason).toBe('VEHICLE_ARCHIVED');
    await eventFor(ended.installationId, true);
    const free = await call(h.devices.getDevice({ id: device.id }, as(a.admin.token)));
    expect(free.installedVehicle).toBeUndefined();
    expect(free.tab).toBe(devicesV1.DeviceTab.ON_THE_WAY);
  });

  it('ends the installation when fleet moves the vehicle to another organisation', async () => {
    const { device, vehicle } = await installed(a);
    await call(
      h.vehicles!.changeVehicleOrganization({ id: vehicle.id, organizationId: b.organizationId }, as(root.token)),
    );
    const ended = await eventually(async () => {
      const [latest] = (await call(h.devices.listInstallations({ deviceId: device.id }, as(root.token)))).installations;
      return latest.removedTsMs > 0 ? latest : undefined;
    }, 'installation end after organisation change');
    expect(ended.removalReason).toBe('ORGANIZATION_CHANGED');
  });

  it('retire, uninstall and change of organisation end the installation with their reasons', async () => {
    const retired = await installed(a);
    await call(h.devices.retireDevice({ id: retired.device.id }, as(root.token)));
    const uninstalled = await installed(a);
    const afterUninstall = await call(h.devices.uninstallDevice({ id: uninstalled.device.id }, as(root.token)));
    expect([afterUninstall.retired, afterUninstall.installedVehicle]).toEqual([false, undefined]);
    const changed = await installed(a);
    await call(
      h.devices.changeDeviceOrganization(
        { deviceId: changed.device.id, organizationId: b.organizationId, familyWarningAcknowledged: true },
        as(root.token),
      ),
    );
    const reasons = await Promise.all(
      [retired, uninstalled, changed].map(
        async ({ device }) =>
          (await call(h.devices.listInstallations({ deviceId: device.id }, as(root.token)))).installations[0]
            .removalReason,
      ),
    );
    expect(reasons).toEqual(['RETIRED', 'UNINSTALLED', 'ORGANIZATION_CHANGED']);
    expect(await codeOf(h.devices.uninstallDevice({ id: uninstalled.device.id }, as(a.admin.token)))).toBe(
      'ROOT_REQUIRED',
    );
  });

  it('connects a stock unit to an organisation and one of its vehicles', async () => {
    const device = await addUnit(h, root.token);
    const vehicle = await createVehicle(h, a);
    const connected = await call(
      h.devices.connectDevice(
        { deviceId: device.id, organizationId: a.organizationId, vehicleId: vehicle.id },
        as(root.token),
      ),
    );
    expect(connected.organizationId?.organizationId).toBe(a.organizationId);
    expect(connected.installedVehicle?.id).toBe(vehicle.id);
    const foreign = await createVehicle(h, b);
    const stock = await addUnit(h, root.token);
    expect(
      await codeOf(
        h.devices.connectDevice(
          { deviceId: stock.id, organizationId: a.organizationId, vehicleId: foreign.id },
          as(root.token),
        ),
      ),
    ).toBe('DIFFERENT_ORGANIZATIONS_DEVICE');
    const untouched = await call(h.devices.getDevice({ id: stock.id }, as(root.token)));
    expect(untouched.organizationId).toBeUndefined();
  });

  describe('future device (planned replacement)', () => {
    it('plans, lists, replaces and cancels', async () => {
      const { device: current, vehicle } = await installed(a);
      const next = await addUnit(h, root.token, a.organizationId);
      const plan = await call(h.devices.planFutureDevice({ vehicleId: vehicle.id, imei: next.imei }, as(root.token)));
      expect(plan).toMatchObject({ vehicleId: vehicle.id, deviceId: next.id, imei: next.imei });
      const other = await addUnit(h, root.token);
      await call(h.devices.planFutureDevice({ vehicleId: vehicle.id, deviceId: other.id, imei: '' }, as(root.token)));
      const listed = (await call(h.devices.listFutureDevices({}, as(root.token)))).futureDevices.filter(
        (p) => p.vehicleId === vehicle.id,
      );
      expect(listed.map((p) => p.deviceId)).toEqual([other.id]);
      await call(h.devices.cancelFutureDevice({ vehicleId: vehicle.id }, as(root.token)));
      expect(await codeOf(h.devices.cancelFutureDevice({ vehicleId: vehicle.id }, as(root.token)))).toBe('NOT_FOUND');
      expect(current.id).not.toBe(other.id);
    });

    it('enforces the rules', async () => {
      const { device: current, vehicle } = await installed(a);
      const missing = await errorOf(
        h.devices.planFutureDevice({ vehicleId: vehicle.id, imei: '359999999999999' }, as(root.token)),
      );
      expect([missing.codeName, missing.message]).toEqual([
        'DEVICE_MISSING',
        'IMEI saknas i systemet, registrera enhet först',
      ]);
      const same = await errorOf(
        h.devices.planFutureDevice({ vehicleId: vehicle.id, imei: current.imei }, as(root.token)),
      );
      expect([same.codeName, same.details.reason]).toEqual(['DEVICE_ALREADY_INSTALLED', 'SAME_AS_CURRENT']);
      const elsewhere = await installed(a);
      const usedElsewhere = await errorOf(
        h.devices.planFutureDevice({ vehicleId: vehicle.id, deviceId: elsewhere.device.id, imei: '' }, as(root.token)),
      );
      expect([usedElsewhere.codeName, usedElsewhere.details.reason]).toEqual([
        'DEVICE_ALREADY_INSTALLED',
        'INSTALLED_ELSEWHERE',
      ]);
      const spare = await addUnit(h, root.token, a.organizationId);
      const otherVehicle = await createVehicle(h, a);
      await call(
        h.devices.planFutureDevice({ vehicleId: otherVehicle.id, deviceId: spare.id, imei: '' }, as(root.token)),
      );
      const planned = await errorOf(
        h.devices.planFutureDevice({ vehicleId: vehicle.id, deviceId: spare.id, imei: '' }, as(root.token)),
      );
      expect([planned.codeName, planned.details.reason]).toEqual(['DEVICE_ALREADY_INSTALLED', 'PLANNED_ELSEWHERE']);
      expect(
        await codeOf(h.devices.planFutureDevice({ vehicleId: vehicle.id, imei: '12345678901234567' }, as(root.token))),
      ).toBe('IMEI_LENGTH');
      expect(
        await codeOf(
          h.devices.planFutureDevice({ vehicleId: vehicle.id, deviceId: spare.id, imei: '' }, as(a.admin.token)),
        ),
      ).toBe('ROOT_REQUIRED');
    });
  });

  it('seeds the demo stock idempotently by IMEI', async () => {
    await runDevicesSeed(h.authGrpcUrl, h.fleetGrpcUrl);
    await runDevicesSeed(h.authGrpcUrl, h.fleetGrpcUrl);
    const { devices } = await call(
      h.devices.adminListDevices({ search: '', organizationIds: [], tab: 0 }, as(root.token)),
    );
    const seeded = devices.filter((device) => DEMO_DEVICES.some((demo) => demo.imei === device.imei));
    expect(seeded).toHaveLength(DEMO_DEVICES.length);
    const byImei = new Map(seeded.map((device) => [device.imei, device]));
    for (const demo of DEMO_DEVICES) {
      const device = byImei.get(demo.imei)!;
      expect([demo.imei, device.organizationId?.fullName ?? 'STOCK', device.retired]).toEqual([
        demo.imei,
        demo.owner,
        demo.retired ?? false,
      ]);
    }
  });
});
