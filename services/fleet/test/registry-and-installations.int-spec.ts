import { randomInt } from 'node:crypto';

import { TOPICS } from '@fleetlog/contracts';
import { useBeforeAll, useKafkaTestProducer } from '@fleetlog/testing';

import { eventually } from './support/eventually';
import { as, call, codeOf, useFleet } from './support/fleet-harness';
import { plugInHybrid, startRegistryStandIn } from './support/registry-stand-in';
import { createTenant, odometerRequest, vehicleRequest } from './support/tenants';

const API_KEY = 'test-registry-key';

describe('Vehicle registry lookup and the installation read model', () => {
  // A standard plate (ABC123) unlikely to be in the shared cache of answers (vehicle_info_history) of earlier runs.
  const letter = () => String.fromCharCode(65 + randomInt(26));
  const plate = `${letter()}${letter()}${letter()}${String(randomInt(1000)).padStart(3, '0')}`;
  const volvo = plugInHybrid(plate, 60);
  const registry = useBeforeAll(() => startRegistryStandIn(API_KEY, { [plate]: volvo.answer }), {
    close: (standIn) => standIn.close(),
  });
  const { auth, fleet, root } = useFleet(() => ({
    VEHICLE_REGISTRY_URL: registry.url,
    VEHICLE_REGISTRY_API_KEY: API_KEY,
  }));
  const a = useBeforeAll(() => createTenant(auth, root));
  const producer = useKafkaTestProducer('fleet-test-producer');

  it('fetches Swedish vehicle data keyed by the upper-cased registration, caches it and forgets it on request', async () => {
    const reply = await call(fleet.registry.fetchVehicleInfo({ regNo: ` ${plate.toLowerCase()} ` }, as(a.admin.token)));
    expect(reply.vehicles).toEqual({ [plate]: volvo.info });
    expect(registry.requests).toEqual([{ path: `/api/vehicles/${plate}`, apiKey: API_KEY }]);

    await call(fleet.registry.fetchVehicleInfo({ regNo: plate }, as(a.admin.token)));
    expect(registry.requests).toHaveLength(1);

    const vehicle = await call(fleet.vehicles.createVehicle(vehicleRequest({ registry: plate }), as(a.admin.token)));
    await call(fleet.registry.deleteVehicleInfoHistory({ id: vehicle.id }, as(a.admin.token)));
    await call(fleet.registry.fetchVehicleInfo({ regNo: plate }, as(a.admin.token)));
    expect(registry.requests).toHaveLength(2);
  });

  it('refuses non-Swedish registrations and reports unknown ones', async () => {
    expect(await codeOf(fleet.registry.fetchVehicleInfo({ regNo: 'ØLE12' }, as(a.admin.token)))).toBe('BAD_REG');
    expect(await codeOf(fleet.registry.fetchVehicleInfo({ regNo: '123456' }, as(a.admin.token)))).toBe('BAD_REG');
    expect(await codeOf(fleet.registry.fetchVehicleInfo({ regNo: 'ZZZ99Z' }, as(a.admin.token)))).toBe('NOT_FOUND');
    expect(await codeOf(fleet.registry.fetchVehicleInfo({ regNo: 'ABC123' }, as(a.driver.token)))).toBe(
      'ROOT_OR_ADMIN_REQUIRED',
    );
  });

  it('shows an installation from devices.installations.v1 as state.imei and device_type and clears them when the installation ends', async () => {
    const vehicle = await call(fleet.vehicles.createVehicle(vehicleRequest({}), as(a.admin.token)));
    const odometerAt = await call(
      fleet.vehicles.setOdometer(odometerRequest(vehicle.id, { valueKm: 5000 }), as(a.admin.token)),
    );
    expect(odometerAt.state?.odometer).toBe(5000);
    const imei = `35${String(Date.now()).slice(-13)}`;
    const installationId = Number(String(Date.now()).slice(-9)) + vehicle.id;
    const installedTsMs = Date.now() - 60_000;
    const installation = {
      installationId,
      deviceId: installationId,
      imei,
      vehicleId: vehicle.id,
      organizationId: a.organizationId,
      installedTsMs,
      removedTsMs: 0,
      removalReason: '',
      deviceType: 'FMB920',
    };
    await producer.publish(TOPICS.devicesInstallations, String(installation.deviceId), {
      installation,
      changedTsMs: Date.now(),
      version: 1,
    });
    await eventually(async () => {
      const installed = await call(fleet.vehicles.getVehicle({ id: vehicle.id }, as(a.admin.token)));
      expect([installed.state?.imei, installed.deviceType]).toEqual([imei, 'FMB920']);
    }, 60_000);

    const removedTsMs = Date.now();
    const ended = { ...installation, removedTsMs, removalReason: 'UNINSTALLED' };
    await producer.publish(TOPICS.devicesInstallations, String(installation.deviceId), {
      installation: ended,
      changedTsMs: removedTsMs,
      version: 2,
    });
    await eventually(async () => {
      const after = await call(fleet.vehicles.getVehicle({ id: vehicle.id }, as(a.admin.token)));
      expect(after.state).toEqual({ imei: '', odometer: 0 });
      expect(after.deviceType).toBe('');
    }, 60_000);

    // The installation remains the odometer's reference for the time the device was in the vehicle.
    const retro = await codeOf(
      fleet.vehicles.setOdometer(
        {
          id: vehicle.id,
          valueKm: 4000,
          recordedTimeMs: installedTsMs + 1000,
          fromTimeMs: 0,
          applyRetroactive: true,
          ignoreRedis: false,
          confirmedHigh: false,
          forced: false,
        },
        as(a.admin.token),
      ),
    );
    expect(retro).toBe('OK');
  });
});
