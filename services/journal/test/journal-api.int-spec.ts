import { type journalV1, TOPICS } from '@fleetlog/contracts';
import {
  as,
  call,
  codeOf,
  createAccount,
  createTenant,
  eventually,
  type TestTenant,
  useBeforeAll,
  useKafkaCollector,
} from '@fleetlog/testing';

import { useJournalHarness } from './support/journal-harness';

jest.setTimeout(120_000);

const DAY_MS = 86_400_000;
// A Monday in November (UTC+1 in Stockholm).
const MONDAY = Date.parse('2026-11-09T00:00:00+01:00');

/**
 * journal.v1.JournalService against auth (the callers' current rights) and the journal's own tables: who reads which
 * trips (spec 02 §6), the privacy of another driver's private trip (§5), and the changes of §4 with their events.
 */
describe('JournalService (gRPC)', () => {
  const { clients, root, journal, announceVehicle, trip } = useJournalHarness();
  const tripEvents = useKafkaCollector(TOPICS.journalTrips, 'journal-api-trips');

  interface Fleet {
    tenant: TestTenant;
    otherDriver: Awaited<ReturnType<typeof createAccount>>;
    car: number;
    van: number;
  }

  const fleet = useBeforeAll(async (): Promise<Fleet> => {
    const tenant = await createTenant(clients, root.token);
    const otherDriver = await createAccount(clients, tenant.admin, { roles: ['DRIVER'] });
    // The car is the driver's; the van is shared by every driver of the organisation.
    const car = await announceVehicle(tenant.organizationId, 'ABC123', { permitted: [tenant.driver.userId] });
    const van = await announceVehicle(tenant.organizationId, 'VAN456', { anyDriver: true });
    return { tenant, otherDriver, car, van };
  });

  const list = (token: string, request: Partial<journalV1.ListJournalRequest>, organizationId?: number) =>
    call(
      journal.service.listJournal(
        {
          fromTsMs: MONDAY,
          toTsMs: MONDAY + 7 * DAY_MS,
          vehicleIds: [],
          driverIds: [],
          vehicleOrganizationIds: [],
          size: 0,
          includeCoordinates: false,
          pageSize: 0,
          ...request,
        },
        as(token, organizationId),
      ),
    ).then((answer) => answer.entries ?? []);

  const update = (token: string, request: Partial<journalV1.UpdateTripRequest> & { journalId: number }) =>
    journal.service.updateTrip({ privateConfirmed: false, ...request }, as(token));

  it('gives each role the trips it may read: driver its own and its vehicles, admin its organisation', async () => {
    const { tenant, otherDriver, car, van } = fleet;
    const own = await trip(car, tenant.organizationId, tenant.driver.userId, MONDAY + 8 * 3_600_000);
    const shared = await trip(van, tenant.organizationId, otherDriver.userId, MONDAY + 9 * 3_600_000);
    const othersInCar = await trip(car, tenant.organizationId, otherDriver.userId, MONDAY + 10 * 3_600_000);
    const elsewhere = await createTenant(clients, root.token);
    const foreign = await trip(car, elsewhere.organizationId, elsewhere.driver.userId, MONDAY + 11 * 3_600_000);

    const ids = (entries: journalV1.JournalEntry[]) => entries.map((entry) => Number(entry.journalId));
    expect(ids(await list(tenant.driver.token, { vehicleIds: [car, van] }))).toEqual([own, shared, othersInCar]);
    // The other driver may drive only the van, and sees its own trip in the car.
    expect(ids(await list(otherDriver.token, { vehicleIds: [car, van] }))).toEqual([shared, othersInCar]);
    expect(ids(await list(tenant.admin.token, { vehicleIds: [car, van] }))).toEqual([own, shared, othersInCar]);
    expect(ids(await list(elsewhere.admin.token, { vehicleIds: [car, van] }))).toEqual([foreign]);
    // The superadmin reads every organisation, or the chosen one.
    expect(ids(await list(root.token, { vehicleIds: [car, van] }))).toEqual([own, shared, othersInCar, foreign]);
    expect(ids(await list(root.token, { vehicleIds: [car, van] }, elsewhere.organizationId))).toEqual([foreign]);
    // Filters: driver, range.
    expect(ids(await list(tenant.admin.token, { vehicleIds: [car], driverIds: [otherDriver.userId] }))).toEqual([
      othersInCar,
    ]);
    expect(ids(await list(tenant.admin.token, { vehicleIds: [car, van], toTsMs: MONDAY + 9 * 3_600_000 }))).toEqual([
      own,
    ]);
    // The vehicles of organisations (the reports' "all vehicles"): the vehicle's organisation now, beside those named.
    const byOrganization = { vehicleOrganizationIds: [tenant.organizationId] };
    expect(ids(await list(tenant.admin.token, byOrganization))).toEqual([own, shared, othersInCar]);
    expect(ids(await list(root.token, byOrganization))).toEqual([own, shared, othersInCar, foreign]);
    expect(ids(await list(root.token, { vehicleOrganizationIds: [elsewhere.organizationId] }))).toEqual([]);
    expect(
      ids(await list(root.token, { vehicleIds: [van], vehicleOrganizationIds: [elsewhere.organizationId] })),
    ).toEqual([shared]);

    const [entry] = await list(tenant.driver.token, { vehicleIds: [car], driverIds: [tenant.driver.userId] });
    expect(entry).toMatchObject({
      status: 'NONE',
      purpose: 'BUSINESS',
      description: 'Kundbesök',
      startAddress: 'Kungsgatan 1',
      odometerMax: 5400,
      timestampStartMs: MONDAY + 8 * 3_600_000,
      timestampStopMs: MONDAY + 8 * 3_600_000 + 1_200_000,
      vehicle: { vehicleId: car, registry: 'ABC123', displayName: 'ABC123 bil' },
      privateHidden: false,
    });
    expect(entry.driver?.id).toBe(tenant.driver.userId);
  });

  it("hides another driver's private trip: its day stays, times, places and description go", async () => {
    const { tenant, otherDriver, van } = fleet;
    const start = MONDAY + DAY_MS + 15 * 3_600_000;
    const id = await trip(van, tenant.organizationId, otherDriver.userId, start, 'PRIVATE');
    const seenBy = async (token: string) =>
      (await list(token, { vehicleIds: [van], includeCoordinates: true })).find(
        (entry) => Number(entry.journalId) === id,
      )!;

    const hidden = await seenBy(tenant.admin.token);
    expect(hidden).toMatchObject({
      privateHidden: true,
      description: '',
      startAddress: '',
      stopAddress: '',
      start: { latitude: 0, longitude: 0 },
      coords: [],
      // Midnight of its Stockholm day.
      timestampStartMs: MONDAY + DAY_MS,
      timestampStopMs: MONDAY + DAY_MS,
      odometerMax: 5400,
    });
    expect(await seenBy(tenant.driver.token)).toMatchObject({ privateHidden: true, description: '' });
    const own = await seenBy(otherDriver.token);
    expect(own).toMatchObject({ privateHidden: false, description: 'Kundbesök', timestampStartMs: start });
    expect(own.coords).toHaveLength(2);
  });

  it('applies the driver and administrator changes and publishes each one', async () => {
    const { tenant, car } = fleet;
    const id = await trip(car, tenant.organizationId, tenant.driver.userId, MONDAY + 2 * DAY_MS + 7 * 3_600_000);

    const described = await call(update(tenant.driver.token, { journalId: id, description: 'Leverans' }));
    expect(described.description).toBe('Leverans');
    const confirmed = await call(update(tenant.driver.token, { journalId: id, lightAttested: true }));
    expect([confirmed.status, confirmed.lightAttested]).toEqual(['CHECKED', true]);
    expect(await codeOf(update(tenant.driver.token, { journalId: id, description: 'x' }))).toBe('TRIP_ATTESTED');
    expect(await codeOf(update(tenant.admin.token, { journalId: id, lightAttested: false }))).toBe('OWN_TRIPS_ONLY');
    const commented = await call(update(tenant.admin.token, { journalId: id, adminComment: 'Kolla adressen' }));
    expect(commented.adminComment).toBe('Kolla adressen');
    expect(await codeOf(update(tenant.driver.token, { journalId: id, adminComment: 'x' }))).toBe(
      'ROOT_OR_ADMIN_REQUIRED',
    );

    const reopened = await call(
      update(tenant.driver.token, { journalId: id, lightAttested: false, purpose: 'PRIVATE' }),
    );
    expect([reopened.status, reopened.purpose]).toEqual(['NONE', 'PRIVATE']);
    expect(await codeOf(update(tenant.driver.token, { journalId: id, purpose: 'BUSINESS' }))).toBe(
      'PRIVATE_IRREVERSIBLE',
    );

    // Every change went out as TripChanged with a growing version.
    const versions = await eventually(async () => {
      const seen = tripEvents.received.filter(({ key }) => key === String(id)).map(({ message }) => message);
      if (seen.length < 4) throw new Error(`${seen.length} events so far`);
      return seen;
    }, 30_000);
    expect(versions.map((event) => Number(event.version))).toEqual(
      [...versions.map((event) => Number(event.version))].sort((a, b) => a - b),
    );
    expect(versions.at(-1)).toMatchObject({ status: 'NONE', purpose: 'PRIVATE', tripId: id });
  });

  it("lets the trip's driver dismiss its developer flags, and nobody else", async () => {
    const { tenant, car } = fleet;
    const id = await trip(car, tenant.organizationId, tenant.driver.userId, MONDAY + 3 * DAY_MS + 7 * 3_600_000);
    await journal.orm.em
      .fork()
      .execute(`update "journal"."trips" set "dev_comment" = '{INCOMPATIBLE_PURPOSES}' where "id" = ?`, [id]);
    expect(await codeOf(update(tenant.admin.token, { journalId: id, dismissDevComment: true }))).toBe('OWN_TRIPS_ONLY');
    const listed = await list(tenant.driver.token, { vehicleIds: [car] });
    expect(listed.find((entry) => Number(entry.journalId) === id)?.devComment).toEqual(['INCOMPATIBLE_PURPOSES']);
    const dismissed = await call(update(tenant.driver.token, { journalId: id, dismissDevComment: true }));
    expect(dismissed.devComment ?? []).toEqual([]);
  });

  it('refuses what the rules refuse, and answers missing for a trip out of reach', async () => {
    const { tenant, otherDriver, car, van } = fleet;
    const id = await trip(van, tenant.organizationId, tenant.driver.userId, MONDAY + 3 * DAY_MS + 7 * 3_600_000);
    expect(await codeOf(update(otherDriver.token, { journalId: id, description: 'x' }))).toBe('OWN_TRIPS_ONLY');
    expect(await codeOf(update(tenant.admin.token, { journalId: id, purpose: 'PRIVATE' }))).toBe(
      'PRIVATE_NOT_CONFIRMED',
    );
    expect(
      (await call(update(tenant.admin.token, { journalId: id, purpose: 'PRIVATE', privateConfirmed: true }))).purpose,
    ).toBe('PRIVATE');
    expect(await codeOf(update(tenant.admin.token, { journalId: id, description: 'x' }))).toBe(
      'PRIVATE_TRIP_DIFFERENT_USER',
    );
    // Another organisation's trip, and the other driver's trip in a car it may not drive, do not exist for them.
    const elsewhere = await createTenant(clients, root.token);
    expect(await codeOf(update(elsewhere.admin.token, { journalId: id, adminComment: 'x' }))).toBe('JOURNAL_MISSING');
    const inCar = await trip(car, tenant.organizationId, tenant.driver.userId, MONDAY + 3 * DAY_MS + 9 * 3_600_000);
    expect(await codeOf(update(otherDriver.token, { journalId: inCar, description: 'x' }))).toBe('JOURNAL_MISSING');
    expect(await codeOf(update(tenant.driver.token, { journalId: 999_999_999, description: 'x' }))).toBe(
      'JOURNAL_MISSING',
    );
  });

  it('answers Bad timestamp for a missing, reversed or over-long range', async () => {
    const { tenant } = fleet;
    for (const range of [
      { fromTsMs: 0 },
      { toTsMs: 0 },
      { fromTsMs: MONDAY, toTsMs: MONDAY - 1 },
      { fromTsMs: MONDAY, toTsMs: MONDAY + 400 * DAY_MS },
    ]) {
      expect(
        await codeOf(
          journal.service.listJournal(
            {
              fromTsMs: MONDAY,
              toTsMs: MONDAY + DAY_MS,
              vehicleIds: [],
              driverIds: [],
              vehicleOrganizationIds: [],
              size: 0,
              includeCoordinates: false,
              pageSize: 0,
              ...range,
            },
            as(tenant.admin.token),
          ),
        ),
      ).toBe('BAD_TIMESTAMP');
    }
  });

  it('merges consecutive trips into one entry and splits them again, each change published', async () => {
    const { tenant, otherDriver, van } = fleet;
    const day = MONDAY + 4 * DAY_MS;
    const driverTrip = (hour: number, description: string) =>
      trip(van, tenant.organizationId, tenant.driver.userId, day + hour * 3_600_000, 'BUSINESS', description);
    const first = await driverTrip(7, '');
    const second = await driverTrip(8, 'Leverans');
    const third = await driverTrip(9, 'Lager');
    const late = await driverTrip(13, '');
    const merge = (token: string, journalIds: number[], description?: string) =>
      journal.service.mergeTrips({ journalIds, description }, as(token));

    // Not the next trip, too far apart, not one's own.
    expect(await codeOf(merge(tenant.driver.token, [first, third]))).toBe('TRIPS_NOT_CONNECTED');
    expect(await codeOf(merge(tenant.driver.token, [third, late]))).toBe('TRIPS_NOT_CONNECTED');
    expect(await codeOf(merge(otherDriver.token, [first, second]))).toBe('OWN_TRIPS_ONLY');

    const merged = await call(merge(tenant.driver.token, [second, first]));
    expect(merged).toMatchObject({
      journalId: first,
      merged: true,
      mergedTripsId: [first, second],
      description: 'Leverans',
      odometerMax: 10_800,
      timestampStopMs: day + 8 * 3_600_000 + 1_200_000,
    });
    // A merged entry merges with its next trip; the description chosen wins.
    const three = await call(merge(tenant.admin.token, [first, third], 'Leverans och lager'));
    expect(three).toMatchObject({ mergedTripsId: [first, second, third], odometerMax: 16_200 });
    expect(three.description).toBe('Leverans och lager');
    const listed = (await list(tenant.driver.token, { vehicleIds: [van], fromTsMs: day, toTsMs: day + DAY_MS })).map(
      (entry) => Number(entry.journalId),
    );
    expect(listed).toEqual([first, late]);

    const split = await call(journal.service.unmergeTrips({ journalId: first }, as(tenant.driver.token)));
    expect((split.entries ?? []).map((entry) => [Number(entry.journalId), entry.odometerMax, entry.merged])).toEqual([
      [first, 5400, false],
      [second, 5400, false],
      [third, 5400, false],
    ]);
    expect(await codeOf(journal.service.unmergeTrips({ journalId: first }, as(tenant.driver.token)))).toBe(
      'TRIPS_NOT_CONNECTED',
    );
    // The trips inside went out deleted while merged, and back when split.
    const secondEvents = await eventually(async () => {
      const seen = tripEvents.received.filter(({ key }) => key === String(second)).map(({ message }) => message);
      if (seen.length < 2) throw new Error(`${seen.length} events of the second trip so far`);
      return seen;
    }, 30_000);
    expect(secondEvents.map((event) => event.deleted)).toEqual([true, false]);
  });

  it('answers a page at a time, each saying where the next begins', async () => {
    const { tenant, car } = fleet;
    const day = MONDAY + 5 * DAY_MS;
    const ids: number[] = [];
    // Two trips at the same instant: the id orders them, and no page boundary loses or repeats one.
    for (const hour of [6, 7, 7, 8, 9])
      ids.push(await trip(car, tenant.organizationId, tenant.driver.userId, day + hour * 3_600_000));
    const seen: number[] = [];
    let after: journalV1.PageCursor | undefined;
    let pages = 0;
    do {
      const answer = await call(
        journal.service.listJournal(
          {
            fromTsMs: day,
            toTsMs: day + DAY_MS,
            vehicleIds: [car],
            driverIds: [],
            vehicleOrganizationIds: [],
            size: 0,
            includeCoordinates: false,
            pageSize: 2,
            after,
          },
          as(tenant.admin.token),
        ),
      );
      seen.push(...(answer.entries ?? []).map((entry) => Number(entry.journalId)));
      after = answer.next;
      pages += 1;
    } while (after && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(ids);
  });

  it("ends a page before gRPC's message limit when the trips carry long texts", async () => {
    const { tenant } = fleet;
    const van = await announceVehicle(tenant.organizationId, 'LNG100', { anyDriver: true });
    const day = MONDAY + 6 * DAY_MS;
    // 3,000 trips with 1,000-character comments: some 3.3 MB, more than one answer may carry.
    await journal.orm.em.fork().execute(
      `insert into "journal"."trips" ("organization_id", "vehicle_id", "device_id", "imei", "start_at", "stop_at",
         "start_latitude", "start_longitude", "stop_latitude", "stop_longitude", "distance_m", "path_distance_m",
         "fix_count", "ignition_based", "purpose", "admin_comment")
       select ?, ?, 1, 'long-' || ?::text, to_timestamp(?::bigint / 1000.0) + i * interval '20 seconds',
         to_timestamp(?::bigint / 1000.0) + i * interval '20 seconds' + interval '10 seconds',
         59.3, 18.0, 59.31, 18.01, 900, 900, 5, true, 'BUSINESS', repeat('å', 1000)
       from generate_series(0, 2999) as i`,
      [tenant.organizationId, van, van, day, day],
    );
    const sizes: number[] = [];
    let after: journalV1.PageCursor | undefined;
    do {
      const answer = await call(
        journal.service.listJournal(
          {
            fromTsMs: day,
            toTsMs: day + DAY_MS,
            vehicleIds: [van],
            driverIds: [],
            vehicleOrganizationIds: [],
            size: 0,
            includeCoordinates: true,
            pageSize: 0,
            after,
          },
          as(tenant.admin.token),
        ),
      );
      sizes.push((answer.entries ?? []).length);
      after = answer.next;
    } while (after && sizes.length < 10);
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(3000);
  });
});
