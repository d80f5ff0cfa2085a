import { randomUUID } from 'node:crypto';

import { type devicesEventsV1, TOPICS } from '@fleetlog/contracts';
import { eventuallyAccepted, useBeforeAll, useKafkaTestProducer } from '@fleetlog/testing';

import { as, call, codeOf, useFleet } from './support/fleet-harness';
import { createTenant, vehicleRequest } from './support/tenants';

// The status travels through Kafka; the polling deadlines decide when a wait has failed.
jest.setTimeout(90_000);

describe('devices.status.v1 on the vehicle', () => {
  const suffix = randomUUID().slice(0, 8);
  const { auth, fleet, root } = useFleet(() => ({
    FLEET_DEVICE_STATUS_GROUP_ID: `fleet-test-device-status-${suffix}`,
  }));
  const a = useBeforeAll(() => createTenant(auth, root));
  const producer = useKafkaTestProducer('fleet-status-test');
  let deviceSerial = Number(String(Date.now()).slice(-9));

  function statusOf(
    vehicleId: number,
    deviceId: number,
    version: number,
    fields: { seenMs: number; battery?: number; frequencyS?: number },
  ): devicesEventsV1.DeviceStatusChanged {
    return {
      deviceId,
      imei: `35${String(deviceId).padStart(13, '0')}`,
      organizationId: a.organizationId,
      vehicleId,
      status: {
        timestampMs: fields.seenMs - 500,
        serverTimestampMs: fields.seenMs,
        uplinkLoss: false,
        latestBatteryLevel: fields.battery,
        latestSeenPositiveSpeed: 0,
      },
      reportedFrequencyS: fields.frequencyS,
      version,
    };
  }

  const publish = (event: devicesEventsV1.DeviceStatusChanged) =>
    producer.publish(TOPICS.devicesStatus, String(event.deviceId), event);

  const read = (id: number) => call(fleet.vehicles.getVehicle({ id }, as(a.admin.token)));

  it('shows last seen, battery and the latest frequency; an older status does not overwrite them', async () => {
    const vehicle = await call(fleet.vehicles.createVehicle(vehicleRequest({}), as(a.admin.token)));
    expect(vehicle.lastSeen).toBe(0);
    const deviceId = (deviceSerial += 1);
    const seenMs = Date.now() - 1000;
    await publish(statusOf(vehicle.id, deviceId, 5, { seenMs, battery: 17, frequencyS: 12 * 3600 }));
    const seen = await eventuallyAccepted(
      () => read(vehicle.id),
      (v) => v.lastSeen === seenMs,
      30_000,
    );
    expect(seen).toMatchObject({ lastSeen: seenMs, batteryPercentage: 17, latestResponseFrequency: 12 });

    // A replay of an older version, then a newer one: only the newer one applies.
    await publish(statusOf(vehicle.id, deviceId, 4, { seenMs: seenMs + 5000, battery: 90 }));
    await publish(statusOf(vehicle.id, deviceId, 6, { seenMs: seenMs + 9000, battery: 16 }));
    const newer = await eventuallyAccepted(
      () => read(vehicle.id),
      (v) => v.lastSeen === seenMs + 9000,
      30_000,
    );
    expect(newer).toMatchObject({ lastSeen: seenMs + 9000, batteryPercentage: 16, latestResponseFrequency: 12 });
  });

  it('ends a pending frequency change when the device reports the selected frequency', async () => {
    const vehicle = await call(fleet.vehicles.createVehicle(vehicleRequest({}), as(a.admin.token)));
    const deviceId = (deviceSerial += 1);
    await publish(statusOf(vehicle.id, deviceId, 1, { seenMs: Date.now(), frequencyS: 24 * 3600 }));
    await eventuallyAccepted(
      () => read(vehicle.id),
      (v) => v.latestResponseFrequency === 24,
      30_000,
    );
    // Drivers may not change it (spec 02 §6); the admin's choice is pending until the device reports it.
    const change = { id: vehicle.id, hours: 6, batteryWarningAcknowledged: false };
    expect(await codeOf(fleet.vehicles.setResponseFrequency(change, as(a.driver.token)))).toBe(
      'ROOT_OR_ADMIN_REQUIRED',
    );
    const pending = await call(fleet.vehicles.setResponseFrequency(change, as(a.admin.token)));
    expect(pending).toMatchObject({ selectedResponseFrequency: 6, latestResponseFrequency: 24 });

    await publish(statusOf(vehicle.id, deviceId, 2, { seenMs: Date.now(), frequencyS: 6 * 3600 }));
    const applied = await eventuallyAccepted(
      () => read(vehicle.id),
      (v) => v.latestResponseFrequency === 6,
      30_000,
    );
    expect(applied).toMatchObject({ selectedResponseFrequency: 6, latestResponseFrequency: 6 });
  });
});
