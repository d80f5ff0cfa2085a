import { type journalV1, TOPICS, tollsEventsV1 } from '@fleetlog/contracts';
import {
  as,
  call,
  createAccount,
  createTenant,
  eventually,
  type TestTenant,
  useBeforeAll,
  useKafkaCollector,
} from '@fleetlog/testing';

import { useJournalHarness } from './support/journal-harness';

jest.setTimeout(120_000);

const HOUR_MS = 3_600_000;
// A Tuesday in November (UTC+1 in Stockholm, high season).
const DAY = Date.parse('2026-11-10T00:00:00+01:00');

/** A passage as tolls publishes it: a Stockholm congestion-tax station unless `infra` names a bridge fee. */
function passage(
  passageId: number,
  timestampMs: number,
  amount: number,
  changes: Partial<tollsEventsV1.TollPassage> & { infra?: boolean } = {},
): tollsEventsV1.TollPassage {
  const { infra, ...rest } = changes;
  return tollsEventsV1.TollPassage.fromPartial({
    passageId,
    stationId: infra ? 'sundsvall' : 'stockholm-12',
    stationName: infra ? 'Sundsvallsbron' : 'Danvikstull',
    city: infra ? 'sundsvall' : 'stockholm',
    cpNumber: infra ? '' : '12',
    stationLatitude: infra ? 62.38 : 59.313,
    stationLongitude: infra ? 17.33 : 18.103,
    timestampMs,
    localTime: '',
    latitude: 59.3131,
    longitude: 18.1032,
    price: infra ? 0 : amount,
    priceInfra: infra ? amount : 0,
    isActive: true,
    tax: infra ? 'infrastructure' : 'congestion',
    ...rest,
  });
}

/**
 * tolls.trip-charges.v1 → the journal (issue 9): the trips' congestion tax and infrastructure fee, by version (an
 * older state or a redelivery changes nothing), only for trips the journal holds, never published again as
 * TripChanged; summed over a merged entry; the passages withheld from another driver's private trip.
 */
describe('toll charges on the trips (tolls.trip-charges.v1 → journal)', () => {
  const { clients, root, journal, producer, announceVehicle, trip } = useJournalHarness();
  const tripEvents = useKafkaCollector(TOPICS.journalTrips, 'journal-trip-charges');

  const setup = useBeforeAll(
    async (): Promise<{
      tenant: TestTenant;
      otherDriver: Awaited<ReturnType<typeof createAccount>>;
      vehicleId: number;
    }> => {
      const tenant = await createTenant(clients, root.token);
      const otherDriver = await createAccount(clients, tenant.admin, { roles: ['DRIVER'] });
      const vehicleId = await announceVehicle(tenant.organizationId, 'TOL123', { anyDriver: true });
      return { tenant, otherDriver, vehicleId };
    },
  );

  // Versions are milliseconds of a change, as tolls gives them: above any a shared broker may hold for these trip ids.
  const BASE_VERSION = Date.now();
  const charges = (tripId: number, version: number, changes: Partial<tollsEventsV1.TripCharges> = {}) =>
    tollsEventsV1.TripCharges.fromPartial({
      tripId,
      version: BASE_VERSION + version,
      organizationId: setup.tenant.organizationId,
      vehicleId: setup.vehicleId,
      computedTsMs: Date.now(),
      ...changes,
    });

  /** Publishes the events (keyed by `key`, the first's trip by default) and waits until the journal took the last. */
  async function publish(events: tollsEventsV1.TripCharges[], key = String(events[0].tripId)): Promise<void> {
    for (const event of events) await producer.publish(TOPICS.tollsTripCharges, key, event);
    const last = events.at(-1)!;
    await eventually(async () => {
      const [row] = await journal.orm.em
        .fork()
        .execute<Array<{ tolls_version: string }>>(`select "tolls_version" from "journal"."trips" where "id" = ?`, [
          last.tripId,
        ]);
      if (Number(row?.tolls_version) !== last.version) throw new Error('charges not applied yet');
    }, 30_000);
  }

  /**
   * A barrier behind events already published under `key`: another trip's charges on the same key (the same
   * partition, so taken after them), applied once the journal has handled everything before it.
   */
  let barrierVersion = 1;
  async function barrier(key: string): Promise<void> {
    const sentinel = await trip(setup.vehicleId, setup.tenant.organizationId, null, DAY + 23 * HOUR_MS);
    await publish([charges(sentinel, (barrierVersion += 1))], key);
  }

  const entryOf = async (token: string, id: number): Promise<journalV1.JournalEntry> => {
    const answer = await call(journal.service.getTrips({ journalIds: [id], includeCoordinates: false }, as(token)));
    return answer.entries!.find((entry) => Number(entry.journalId) === id)!;
  };

  it('takes the newest charges of a trip, ignores older and repeated ones, and publishes nothing', async () => {
    const { tenant, vehicleId } = setup;
    const id = await trip(vehicleId, tenant.organizationId, tenant.driver.userId, DAY + 7 * HOUR_MS);
    const later = DAY + 7 * HOUR_MS + 600_000;
    const earlier = DAY + 7 * HOUR_MS + 60_000;

    // Version 10: two congestion-tax passages (given out of order) and a bridge, the later passage overridden to 0.
    const v10 = charges(id, 10, {
      congestionTaxSek: 90,
      congestionTaxSekOverride: 45,
      congestionTaxCount: 2,
      infraTaxSek: 9,
      infraTaxCount: 1,
      passages: [
        passage(2, later, 45, { overridePrice: 0 }),
        passage(1, earlier, 45),
        passage(3, later + 60_000, 9, { infra: true }),
      ],
    });
    await publish([v10]);
    const entry = await entryOf(tenant.driver.token, id);
    expect(entry).toMatchObject({
      // As computed, and as charged after the override.
      congestionTaxSek: 90,
      congestionTaxSekOverride: 45,
      congestionTaxCount: 2,
      infraTaxSek: 9,
      infraTaxCount: 1,
    });
    expect(entry.infraTaxSekOverride).toBeUndefined();
    expect(entry.tollPassages.map((p) => [p.passageId, p.timestampMs, p.price, p.priceInfra, p.tax])).toEqual([
      [1, earlier, 45, 0, 'congestion'],
      [2, later, 45, 0, 'congestion'],
      [3, later + 60_000, 0, 9, 'infrastructure'],
    ]);
    expect(entry.tollPassages[1]).toMatchObject({
      stationName: 'Danvikstull',
      stationLatitude: 59.313,
      stationLongitude: 18.103,
      overridePrice: 0,
      isActive: true,
    });

    // An older version, then the same version again with other amounts (a redelivery): neither changes the trip.
    await producer.publish(TOPICS.tollsTripCharges, String(id), charges(id, 9, { congestionTaxSek: 999 }));
    await producer.publish(TOPICS.tollsTripCharges, String(id), v10);
    await producer.publish(TOPICS.tollsTripCharges, String(id), charges(id, 10, { congestionTaxSek: 777 }));
    await barrier(String(id));
    expect(await entryOf(tenant.driver.token, id)).toMatchObject({
      congestionTaxSek: 90,
      congestionTaxSekOverride: 45,
      infraTaxSek: 9,
    });

    // A newer version replaces the whole state (the override reset: no computed sum beside it).
    await publish([
      charges(id, 11, {
        congestionTaxSek: 90,
        congestionTaxCount: 2,
        passages: [passage(1, earlier, 45), passage(2, later, 45)],
      }),
    ]);
    const reset = await entryOf(tenant.driver.token, id);
    expect(reset).toMatchObject({ congestionTaxSek: 90, infraTaxSek: 0 });
    expect(reset.congestionTaxSekOverride).toBeUndefined();
    expect(reset.tollPassages.map((p) => p.passageId)).toEqual([1, 2]);

    // A deleted trip's charges: nothing left.
    await publish([charges(id, 12, { deleted: true, congestionTaxSek: 45, passages: [passage(1, earlier, 45)] })]);
    expect(await entryOf(tenant.driver.token, id)).toMatchObject({
      congestionTaxSek: 0,
      congestionTaxCount: 0,
      tollPassages: [],
    });

    // The charges are the journal's to show, not a change of the trip: no TripChanged went out (tolls consumes them).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(tripEvents.received.filter(({ key }) => key === String(id))).toEqual([]);
  });

  it('skips the charges of a trip it does not hold and goes on with the next', async () => {
    const unknown = 9_000_000_000_000 + Math.floor(Math.random() * 1_000_000);
    await producer.publish(
      TOPICS.tollsTripCharges,
      String(unknown),
      charges(unknown, 5, { congestionTaxSek: 45, passages: [passage(1, DAY, 45)] }),
    );
    await barrier(String(unknown));
    const rows = await journal.orm.em.fork().execute(`select 1 from "journal"."trips" where "id" = ?`, [unknown]);
    expect(rows).toEqual([]);
  });

  it('sums a merged entry and lists its passages in time order', async () => {
    const { tenant, vehicleId } = setup;
    const first = await trip(vehicleId, tenant.organizationId, tenant.driver.userId, DAY + 16 * HOUR_MS);
    const second = await trip(vehicleId, tenant.organizationId, tenant.driver.userId, DAY + 17 * HOUR_MS);
    await publish([
      charges(first, 100, {
        congestionTaxSek: 45,
        congestionTaxCount: 1,
        passages: [passage(11, DAY + 16 * HOUR_MS + 300_000, 45)],
      }),
    ]);
    await publish([
      charges(second, 100, {
        congestionTaxSek: 30,
        congestionTaxSekOverride: 20,
        congestionTaxCount: 1,
        infraTaxSek: 9,
        infraTaxCount: 1,
        passages: [
          passage(22, DAY + 17 * HOUR_MS + 900_000, 9, { infra: true }),
          passage(21, DAY + 17 * HOUR_MS + 300_000, 30, { overridePrice: 20 }),
        ],
      }),
    ]);

    const merged = await call(journal.service.mergeTrips({ journalIds: [first, second] }, as(tenant.driver.token)));
    expect(merged).toMatchObject({
      mergedTripsId: [first, second],
      // 45 + 30 as computed, 45 + 20 as charged.
      congestionTaxSek: 75,
      congestionTaxSekOverride: 65,
      congestionTaxCount: 2,
      infraTaxSek: 9,
      infraTaxCount: 1,
    });
    expect(merged.infraTaxSekOverride).toBeUndefined();
    expect(merged.tollPassages.map((p) => p.passageId)).toEqual([11, 21, 22]);
    const listed = await call(
      journal.service.listJournal(
        {
          fromTsMs: DAY,
          toTsMs: DAY + 24 * HOUR_MS,
          vehicleIds: [vehicleId],
          driverIds: [],
          vehicleOrganizationIds: [],
          size: 0,
          includeCoordinates: false,
          pageSize: 0,
        },
        as(tenant.admin.token),
      ),
    );
    const entry = listed.entries!.find((candidate) => Number(candidate.journalId) === first)!;
    expect(entry).toMatchObject({ congestionTaxSek: 75, congestionTaxSekOverride: 65, infraTaxSek: 9 });
    expect(entry.tollPassages.map((p) => p.passageId)).toEqual([11, 21, 22]);

    // Split again, each trip has its own.
    const split = await call(journal.service.unmergeTrips({ journalId: first }, as(tenant.driver.token)));
    expect((split.entries ?? []).map((e) => [Number(e.journalId), e.congestionTaxSek, e.tollPassages.length])).toEqual([
      [first, 45, 1],
      [second, 30, 2],
    ]);
  });

  it("keeps another driver's private trip's passages to its driver; the sums stay, as its distance does", async () => {
    const { tenant, otherDriver, vehicleId } = setup;
    const id = await trip(vehicleId, tenant.organizationId, otherDriver.userId, DAY + 20 * HOUR_MS, 'PRIVATE');
    await publish([
      charges(id, 7, {
        congestionTaxSek: 11,
        congestionTaxCount: 1,
        passages: [passage(31, DAY + 20 * HOUR_MS + 60_000, 11)],
      }),
    ]);
    const hidden = await entryOf(tenant.admin.token, id);
    expect(hidden).toMatchObject({
      privateHidden: true,
      congestionTaxSek: 11,
      congestionTaxCount: 1,
      tollPassages: [],
    });
    const own = await entryOf(otherDriver.token, id);
    expect(own.privateHidden).toBe(false);
    expect(own.tollPassages.map((p) => p.passageId)).toEqual([31]);
  });
});
