import { type journalEventsV1, TOPICS } from '@fleetlog/contracts';
import { KafkaTestProducer, testEnv, useBeforeAll } from '@fleetlog/testing';
import { Redis } from 'ioredis';

import { LiveClient } from './support/live-client';
import { writeLatestPosition } from './support/latest-positions';
import { eventually, useFullStack } from './support/stack';

interface OverviewItem {
  meta: { vehicle_id: number };
  position: { latitude: number; longitude: number } | null;
  speed_kph: number | null;
}

// Private mode on the map (spec 02 §2.5): while a vehicle is on a trip whose provisional purpose is private, its
// position is 0,0 for everyone but the trip's driver, in the overview, the selected vehicle and the live socket. The
// journal's journal.open-trips.v1 says so; here a change is published as the journal publishes it.
describe('private mode on the map (real auth, fleet, devices, journal, Redis, Kafka)', () => {
  const { stack, fleet } = useFullStack();
  const written: string[] = [];
  const redis = useBeforeAll(async () => new Redis(testEnv().REDIS_URL), {
    close: async (connection) => {
      if (written.length > 0) await connection.del(...written);
      connection.disconnect();
    },
  });
  const producer = useBeforeAll(async () => new KafkaTestProducer(testEnv().KAFKA_BROKERS.split(',')), {
    close: (p) => p.stop(),
  });
  const org = useBeforeAll(() => stack.fixtures.organization('private-map'));
  const driver = useBeforeAll(() => stack.fixtures.user(org));
  const other = useBeforeAll(() => stack.fixtures.user(org));
  const car = useBeforeAll(() => fleet.vehicle(org, { permittedDrivers: [driver.userId, other.userId] }));
  const t0 = Date.now() - 30_000;
  let version = Date.now();

  const place = async (latitude: number, timestampMs: number) => {
    written.push(
      ...(await writeLatestPosition(redis, {
        vehicleId: car.id,
        organizationId: car.organizationId,
        fix: { timestampMs, latitude, longitude: 18.06 },
      })),
    );
  };
  const tripChange = (open: boolean, purpose: string): Promise<void> =>
    producer.publish(TOPICS.journalOpenTrips, String(car.id), {
      vehicleId: car.id,
      organizationId: car.organizationId,
      imei: '350000000000001',
      open,
      purpose,
      driverUserId: driver.userId,
      startTsMs: t0,
      version: ++version,
    } satisfies journalEventsV1.OpenTripChanged);
  /**
   * Publishes the change until `token`'s view shows `latitude`: the BFF's consumer (a group of its own, from the
   * topic's end) may still be joining when the first copy goes out; each copy is a newer version.
   */
  const untilSeen = (open: boolean, purpose: string, token: string, latitude: number) =>
    eventually(
      async () => {
        await tripChange(open, purpose);
        return positionFor(token);
      },
      (position) => position?.latitude === latitude,
      { timeoutMs: 30_000, intervalMs: 300 },
    );
  const positionFor = async (token: string) => {
    const response = await stack.api.get<OverviewItem[]>('/api/overview', { token });
    expect(response.status).toBe(200);
    return response.body.find((item) => item.meta.vehicle_id === car.id)?.position ?? null;
  };

  beforeAll(async () => {
    await place(59.4, t0);
    await eventually(
      () => positionFor(org.admin.token),
      (position) => position?.latitude === 59.4,
    );
  });

  it('shows 0,0 to everyone but the driver while the trip is private, and the position again once it ends', async () => {
    await untilSeen(true, 'PRIVATE_AUTO', org.admin.token, 0);
    expect(await positionFor(org.admin.token)).toMatchObject({ latitude: 0, longitude: 0 });
    expect(await positionFor(other.token)).toMatchObject({ latitude: 0, longitude: 0 });
    expect(await positionFor(stack.fixtures.rootToken)).toMatchObject({ latitude: 0, longitude: 0 });
    expect(await positionFor(driver.token)).toMatchObject({ latitude: 59.4, longitude: 18.06 });
    const selected = await stack.api.get<OverviewItem>(`/api/overview/vehicle/${car.id}`, { token: org.admin.token });
    expect([selected.body.position, selected.body.speed_kph]).toEqual([
      expect.objectContaining({ latitude: 0, longitude: 0 }),
      0,
    ]);

    // The live socket: the other user gets 0,0, the driver the position.
    const watching = new LiveClient(stack.bff.baseUrl);
    const driving = new LiveClient(stack.bff.baseUrl);
    try {
      await watching.authenticate(other.token);
      await driving.authenticate(driver.token);
      await place(59.5, t0 + 1_000);
      const latitudeIn = async (client: LiveClient) =>
        (
          await client.waitFor(
            (message) =>
              message.type === 'positions' && (message.items ?? []).some((item) => item.vehicle_id === car.id),
            'the car moved',
          )
        ).items!.find((item) => item.vehicle_id === car.id)!.position?.latitude;
      expect(await latitudeIn(watching)).toBe(0);
      expect(await latitudeIn(driving)).toBe(59.5);
    } finally {
      watching.close();
      driving.close();
    }

    // A business trip hides nothing; nor does the private trip once it ended.
    await untilSeen(true, 'BUSINESS', org.admin.token, 59.5);
    await untilSeen(true, 'PRIVATE', other.token, 0);
    await untilSeen(false, '', other.token, 59.5);
  });
});
