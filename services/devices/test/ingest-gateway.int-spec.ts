import { randomUUID } from 'node:crypto';

import { deadLetterTopic, TOPICS } from '@fleetlog/contracts';
import { demoRoot, gatewayAccepts, startGatewayProcess, useBeforeAll, useKafkaCollector } from '@fleetlog/testing';

import { useDevicesHarness } from './support/devices-harness';
import { codec8Frame, TeltonikaTracker } from './support/codec8';
import { addUnit } from './support/tenants';
import { positionsOf, until } from './support/telemetry';

jest.setTimeout(120_000);

// Issue 18, finding 1, end to end: a tracker's packet through the real gateway process, Kafka and this service's
// ingest into PostgreSQL. The tracker deletes what the gateway acknowledged, so what was acknowledged must be stored.
describe('a packet the gateway acknowledged', () => {
  const h = useDevicesHarness(() => ({
    env: { INGEST_ENABLED: 'true', INGEST_CONSUMER_GROUP: `devices.ingest.test-${randomUUID().slice(0, 8)}` },
  }));
  // A gateway process of this file's: the path under test runs through its decoder and normaliser.
  const gateway = useBeforeAll(
    () => startGatewayProcess({ GATEWAY_INSTANCE_ID: `gw-ingest-${randomUUID().slice(0, 8)}` }),
    { close: (running) => running.stop() },
  );
  const deadLetters = useKafkaCollector(
    { ...TOPICS.telemetryPositions, name: deadLetterTopic(TOPICS.telemetryPositions.name) },
    'ingest-gateway-dlq',
  );
  const root = useBeforeAll(() => demoRoot(h));

  it('stores both records of a Codec 8 packet when one says 0xFFFF km/h and 0xFFFF°: that speed null, its raw value kept', async () => {
    const device = await addUnit(h, root.token);
    await gatewayAccepts(gateway.ports.teltonika, device.imei);
    const t = Date.now() - 60_000;
    const plausible = { timestampMs: t, latitude: 59.3293, longitude: 18.0686, altitudeM: 20, satellites: 9 };
    const frame = codec8Frame([
      { ...plausible, angleDeg: 90, speedKmh: 42, io1: { 239: 1 }, io4: { 16: 120_000 } },
      { ...plausible, timestampMs: t + 1000, angleDeg: 0xffff, speedKmh: 0xffff, io1: { 239: 1 } },
    ]);
    const tracker = await TeltonikaTracker.connect(gateway.ports.teltonika, device.imei);
    try {
      expect(await tracker.send(frame)).toBe('00000002');
    } finally {
      tracker.close();
    }

    const stored = await until(
      () => positionsOf(h.orm, device.id),
      (rows) => rows.length >= 2,
    );
    expect(stored.map((row) => row.ts)).toEqual([t, t + 1000]);
    const rows = await h.orm.em
      .fork()
      .execute(`select speed_kmh, angle_deg, valid_fix, io from devices.positions where device_id = ? order by ts`, [
        device.id,
      ]);
    expect(rows[0]).toMatchObject({ speed_kmh: 42, angle_deg: 90, valid_fix: true, io: { 239: '1', 16: '120000' } });
    // Physically impossible: unknown, and the tracker's value under the reserved raw keys (README "Telemetry ingest").
    expect(rows[1]).toMatchObject({
      speed_kmh: null,
      angle_deg: null,
      valid_fix: true,
      io: { 239: '1', 1000005: '65535', 1000007: '65535' },
    });
    // Nothing of this device went to the dead-letter topic.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(deadLetters.received.filter((entry) => entry.key === device.imei)).toEqual([]);
  });
});
