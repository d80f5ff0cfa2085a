import { ServiceKey } from '@fleetlog/access';
import { type journalEventsV1, journalV1, TOPICS } from '@fleetlog/contracts';
import { as, call, createTenant, useBeforeAll, useKafkaCollector } from '@fleetlog/testing';

import { useJournalHarness } from './support/journal-harness';

jest.setTimeout(120_000);

const HOUR_MS = 3_600_000;
// A Thursday in October (UTC+2 in Stockholm).
const THURSDAY = Date.parse('2026-10-15T00:00:00+02:00');

interface HeldLatest {
  trip_id: string | null;
  open: boolean;
  purpose: string;
  driver_user_id: string | null;
  version: string;
}

/**
 * Each vehicle's latest trip (journal.latest-trips.v1, LatestTripService): the map hides a vehicle whose latest trip is
 * another driver's private trip (spec 02 §2.5, §5), so every change that changes which trip is latest, or its
 * purpose or driver, is published: a new trip, a purpose or driver changed later, a merge, a move, a delete. Changes
 * to other trips publish nothing.
 */
describe('the vehicles’ latest trips (journal.latest-trips.v1, LatestTripService)', () => {
  const { clients, root, journal, announceVehicle } = useJournalHarness();
  const latestEvents = useKafkaCollector(TOPICS.journalLatestTrips, 'journal-latest-trips');
  const fleet = useBeforeAll(async () => {
    const tenant = await createTenant(clients, root.token);
    const car = await announceVehicle(tenant.organizationId, 'LAT111', { permitted: [tenant.driver.userId] });
    const van = await announceVehicle(tenant.organizationId, 'LAT222', { anyDriver: true });
    return { tenant, car, van };
  });

  const service = () => journal.service;
  /** The snapshot the BFF starts from, as a platform service asks for it (the internal service key). */
  const snapshot = () =>
    call(
      journal.client
        .getService<journalV1.LatestTripServiceClient>(journalV1.LATEST_TRIP_SERVICE_NAME)
        .snapshotPrivateLatestTrips({}, journal.app.get(ServiceKey).metadata()),
    );
  const create = async (vehicleId: number, startMs: number, purpose: 'BUSINESS' | 'PRIVATE', userId: number) =>
    Number(
      (
        await call(
          service().createTrip(
            {
              vehicleId,
              imei: `35${String(Math.floor(Math.random() * 1e13)).padStart(13, '0')}`,
              userId,
              timestampStartMs: startMs,
              timestampStopMs: startMs + HOUR_MS / 2,
              tripOdometerMax: 12_000,
              startAddress: '',
              stopAddress: '',
              description: '',
              purpose,
            },
            as(root.token),
          ),
        )
      ).journalId,
    );
  const heldFor = async (vehicleId: number): Promise<HeldLatest | undefined> => {
    const [row] = await journal.orm.em
      .fork()
      .execute<HeldLatest[]>(
        `select "trip_id", "open", "purpose", "driver_user_id", "version" from "journal"."latest_trips" where "vehicle_id" = ?`,
        [vehicleId],
      );
    return row;
  };
  /** The vehicle's latest trip as held, and the event that published it. */
  const latestOf = async (vehicleId: number) => {
    const held = await heldFor(vehicleId);
    const event = await latestEvents.waitFor(
      ({ key, message }) => key === String(vehicleId) && message.version === Number(held?.version),
      30_000,
    );
    return { held, event };
  };
  const published = (vehicleId: number) => latestEvents.received.filter(({ key }) => key === String(vehicleId));

  it('publishes a new latest trip, a purpose or driver changed later, and nothing for an earlier trip', async () => {
    const { tenant, car } = fleet;
    const evening = await create(car, THURSDAY + 18 * HOUR_MS, 'BUSINESS', tenant.driver.userId);
    const first = await latestOf(car);
    expect(first.event).toMatchObject<Partial<journalEventsV1.LatestTripChanged>>({
      vehicleId: car,
      organizationId: tenant.organizationId,
      open: false,
      tripId: evening,
      purpose: 'BUSINESS',
      driverUserId: tenant.driver.userId,
      startTsMs: THURSDAY + 18 * HOUR_MS,
    });

    // An earlier trip, and a change to it, leave the latest as it is.
    const morning = await create(car, THURSDAY + 8 * HOUR_MS, 'BUSINESS', tenant.driver.userId);
    await call(
      service().updateTrip(
        { journalId: morning, purpose: 'PRIVATE', privateConfirmed: false },
        as(tenant.driver.token),
      ),
    );
    expect(await heldFor(car)).toEqual(first.held);

    // Its driver marks the latest trip private: published, and in the snapshot of private latest trips.
    await call(
      service().updateTrip(
        { journalId: evening, purpose: 'PRIVATE', privateConfirmed: false },
        as(tenant.driver.token),
      ),
    );
    const marked = await latestOf(car);
    expect(marked.event).toMatchObject({ tripId: evening, purpose: 'PRIVATE', driverUserId: tenant.driver.userId });
    expect(marked.event.version).toBeGreaterThan(first.event.version);
    expect((await snapshot()).trips).toContainEqual(
      expect.objectContaining({ vehicleId: car, tripId: evening, purpose: 'PRIVATE', version: marked.event.version }),
    );

    // An administrator gives it another driver: published.
    await call(
      service().updateTrip(
        { journalId: evening, userId: tenant.admin.userId, privateConfirmed: false },
        as(root.token),
      ),
    );
    expect((await latestOf(car)).event).toMatchObject({ tripId: evening, driverUserId: tenant.admin.userId });
    expect(published(car)).toHaveLength(3);
  });

  it('follows the latest trip through a merge, a move and a delete, for every vehicle concerned', async () => {
    const { tenant, car, van } = fleet;
    const day = THURSDAY + 2 * 24 * HOUR_MS;
    const driver = tenant.driver.userId;
    const first = await create(car, day + 9 * HOUR_MS, 'BUSINESS', driver);
    const second = await create(car, day + 10 * HOUR_MS, 'BUSINESS', driver);
    expect((await latestOf(car)).event).toMatchObject({ tripId: second, purpose: 'BUSINESS' });

    // Merged, the second is inside the first: the merged entry (its first trip) is the latest.
    await call(service().mergeTrips({ journalIds: [first, second] }, as(tenant.driver.token)));
    expect((await latestOf(car)).event).toMatchObject({ tripId: first });

    // A private trip after it, moved to the van: the car's latest is the merged entry again, the van's the trip.
    const late = await create(car, day + 14 * HOUR_MS, 'PRIVATE', driver);
    expect((await latestOf(car)).event).toMatchObject({ tripId: late, purpose: 'PRIVATE' });
    await call(service().moveTrip({ journalId: late, vehicleId: van, driverId: driver }, as(root.token)));
    expect((await latestOf(car)).event).toMatchObject({ tripId: first, purpose: 'BUSINESS' });
    expect((await latestOf(van)).event).toMatchObject({ tripId: late, purpose: 'PRIVATE', driverUserId: driver });

    // Deleted, the van has no trip left: published as none, and out of the snapshot.
    await call(service().deleteTrip({ journalId: late }, as(root.token)));
    const none = await latestOf(van);
    expect(none.event).toMatchObject({ tripId: 0, open: false, purpose: '', driverUserId: 0 });
    expect(((await snapshot()).trips ?? []).some((trip) => trip.vehicleId === van)).toBe(false);
  });
});
