import { journalEventsV1, TOPICS } from '@fleetlog/contracts';
import { as, call, eventually, KafkaTestProducer, unique, useBeforeAll } from '@fleetlog/testing';

import { useAuthHarness } from './support/auth-harness';
import { createRoot, createTenant } from './support/tenants';

/** journal.trips.v1 → the driver's lastSeenDriving (spec 01 §3 user lifecycle): the latest stop, never going back. */
describe("a driver's lastSeenDriving follows the journal's trips", () => {
  const h = useAuthHarness({ AUTH_CONSUME_TRIPS: 'true', AUTH_TRIPS_GROUP_ID: unique('auth.journal-trips.test') });
  const root = useBeforeAll(() => createRoot(h));
  const tenant = useBeforeAll(() => createTenant(h, root));
  const producer = useBeforeAll(async () => new KafkaTestProducer(h.config.KAFKA_BROKERS), {
    close: (p) => p.stop(),
  });
  let nextTrip = Date.now() * 1000;

  const trip = (stopTsMs: number, changes: Partial<journalEventsV1.TripChanged> = {}) =>
    // One key: one partition, so the events arrive in the order sent.
    producer.publish(
      TOPICS.journalTrips,
      `driver-${tenant.driver.userId}`,
      journalEventsV1.TripChanged.fromPartial({
        tripId: nextTrip++,
        version: 1,
        organizationId: tenant.organizationId,
        vehicleId: 4711,
        startTsMs: stopTsMs - 1_200_000,
        stopTsMs,
        driverUserId: tenant.driver.userId,
        ...changes,
      }),
    );

  const lastSeenDriving = async (): Promise<number | null> => {
    const [row] = await h.orm.em
      .fork()
      .execute<Array<{ ms: string | null }>>(
        `select (extract(epoch from "last_seen_driving") * 1000)::bigint as "ms" from "auth"."users" where "id" = ?`,
        [tenant.driver.userId],
      );
    return row.ms === null ? null : Number(row.ms);
  };

  it('takes the latest stop of the trips the user drove, and ignores older, deleted and other drivers’ trips', async () => {
    expect(await lastSeenDriving()).toBeNull();
    const stop = Date.parse('2026-11-20T16:40:00Z');
    await trip(stop);
    await eventually(async () => {
      if ((await lastSeenDriving()) !== stop) throw new Error('not applied yet');
    }, 20_000);
    // An older trip (a late record), a later one deleted, a later one of another driver; then a marker, later still.
    await trip(stop - 86_400_000);
    await trip(stop + 3_600_000, { deleted: true });
    await trip(stop + 7_200_000, { driverUserId: tenant.admin.userId });
    const marker = stop + 60_000;
    await trip(marker);
    await eventually(async () => {
      if ((await lastSeenDriving()) !== marker) throw new Error('the marker is not applied yet');
    }, 20_000);
    const seen = await call(h.users.getUser({ id: tenant.driver.userId }, as(tenant.admin.token)));
    expect(Number(seen.lastSeenDriving)).toBe(marker);
  });
});
