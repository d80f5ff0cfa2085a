import { type journalV1, TOPICS } from '@fleetlog/contracts';
import {
  as,
  call,
  codeOf,
  createTenant,
  eventually,
  type TestTenant,
  useBeforeAll,
  useKafkaCollector,
} from '@fleetlog/testing';

import { useJournalHarness } from './support/journal-harness';

jest.setTimeout(120_000);

const HOUR_MS = 3_600_000;
// A Tuesday in October (UTC+2 in Stockholm).
const TUESDAY = Date.parse('2026-10-13T00:00:00+02:00');

/**
 * The superadmin's trip tools (spec 02 §2.4, §3 "Override history entry", "Move-trips request", "New trip form", §5,
 * §6): create, override with history, move one trip or an interval, delete, a vehicle's history; each ROOT's only,
 * each change an event, a refusal changing nothing.
 */
describe('JournalService: the superadmin trip tools (gRPC)', () => {
  const { clients, root, journal, announceVehicle, trip, statusesOf } = useJournalHarness();
  const tripEvents = useKafkaCollector(TOPICS.journalTrips, 'journal-trip-admin');

  interface Fleet {
    tenant: TestTenant;
    car: number;
    van: number;
    elsewhereVan: number;
    elsewhere: TestTenant;
  }

  const fleet = useBeforeAll(async (): Promise<Fleet> => {
    const tenant = await createTenant(clients, root.token);
    const elsewhere = await createTenant(clients, root.token);
    const car = await announceVehicle(tenant.organizationId, 'ROT111', { permitted: [tenant.driver.userId] });
    const van = await announceVehicle(tenant.organizationId, 'ROT222', { anyDriver: true });
    const elsewhereVan = await announceVehicle(elsewhere.organizationId, 'ROT333', { anyDriver: true });
    return { tenant, car, van, elsewhereVan, elsewhere };
  });

  const service = () => journal.service;
  const byId = async (id: number) => {
    const answer = await call(service().getTrips({ journalIds: [id], includeCoordinates: false }, as(root.token)));
    return answer.entries?.[0];
  };
  const imei = () => `35${String(Math.floor(Math.random() * 1e13)).padStart(13, '0')}`;
  const newTrip = (vehicleId: number, startMs: number, extra: Partial<journalV1.CreateTripRequest> = {}) => ({
    vehicleId,
    imei: imei(),
    userId: 0,
    timestampStartMs: startMs,
    timestampStopMs: startMs + HOUR_MS,
    tripOdometerMax: 42_000,
    startAddress: '',
    stopAddress: '',
    description: '',
    purpose: 'BUSINESS',
    ...extra,
  });

  it('lets only the superadmin create a trip, stored as detected ones are and published', async () => {
    const { tenant, car } = fleet;
    const request = newTrip(car, TUESDAY + 8 * HOUR_MS, {
      userId: tenant.driver.userId,
      startLat: 59.33,
      startLon: 18.06,
      stopLat: 59.86,
      stopLon: 17.64,
      startAddress: 'Kontoret',
      stopAddress: 'Uppsala',
      description: 'Inmatad resa',
    });
    expect(await codeOf(service().createTrip(request, as(tenant.admin.token)))).toBe('ROOT_REQUIRED');
    expect(await codeOf(service().createTrip(request, as(tenant.driver.token)))).toBe('ROOT_REQUIRED');
    // The driver must belong to the vehicle's organisation (or an organisation above or below it): the vehicle's
    // being found does not vouch for the person named beside it (issue 18).
    const { elsewhere } = fleet;
    expect(await codeOf(service().createTrip({ ...request, userId: elsewhere.driver.userId }, as(root.token)))).toBe(
      'USER_MISSING',
    );

    const created = await call(service().createTrip(request, as(root.token)));
    expect(created).toMatchObject({
      organizationId: tenant.organizationId,
      status: 'NONE',
      purpose: 'BUSINESS',
      description: 'Inmatad resa',
      startAddress: 'Kontoret',
      stopAddress: 'Uppsala',
      odometerMax: 42_000,
      timestampStartMs: TUESDAY + 8 * HOUR_MS,
      timestampStopMs: TUESDAY + 9 * HOUR_MS,
      imei: request.imei,
      vehicle: { vehicleId: car, registry: 'ROT111' },
    });
    expect(created.driver?.id).toBe(tenant.driver.userId);
    // The driver finds it in the journal.
    const listed = await call(
      service().listJournal(
        {
          fromTsMs: TUESDAY,
          toTsMs: TUESDAY + 24 * HOUR_MS,
          vehicleIds: [car],
          driverIds: [],
          vehicleOrganizationIds: [],
          size: 0,
          includeCoordinates: false,
          pageSize: 0,
        },
        as(tenant.driver.token),
      ),
    );
    expect((listed.entries ?? []).map((entry) => Number(entry.journalId))).toContain(Number(created.journalId));
    await eventually(async () => {
      expect(tripEvents.received.some(({ key }) => key === String(created.journalId))).toBe(true);
    }, 30_000);
  });

  it('refuses a new trip the form does not allow, storing nothing', async () => {
    const { car, tenant } = fleet;
    const start = TUESDAY + 20 * HOUR_MS;
    const cases: Array<[Partial<journalV1.CreateTripRequest>, string]> = [
      [{ vehicleId: 0 }, 'MISSING_FIELDS'],
      [{ imei: '' }, 'MISSING_FIELDS'],
      [{ imei: '12ab' }, 'MISFORMATTED_FIELDS'],
      [{ timestampStartMs: 0 }, 'MISSING_FIELDS'],
      [{ timestampStopMs: start - 1 }, 'BAD_TIMESTAMP'],
      [{ purpose: '' }, 'MISSING_FIELDS'],
      [{ purpose: 'PRIVATE_AUTO' }, 'BAD_PURPOSE'],
      [{ tripOdometerMax: 2_000_000_000 }, 'ODOMETER_TOO_LARGE'],
      [{ startLat: 91, startLon: 18 }, 'MISFORMATTED_FIELDS'],
      [{ vehicleId: 999_999_999_999 }, 'VEHICLE_MISSING'],
      [{ userId: 999_999_999_999 }, 'USER_MISSING'],
    ];
    for (const [change, code] of cases) {
      expect([change, await codeOf(service().createTrip(newTrip(car, start, change), as(root.token)))]).toEqual([
        change,
        code,
      ]);
    }
    const [row] = await journal.orm.em
      .fork()
      .execute<Array<{ count: string }>>(
        `select count(*) as "count" from "journal"."trips" where "vehicle_id" = ? and "start_at" = ?`,
        [car, new Date(start).toISOString()],
      );
    expect(Number(row.count)).toBe(0);
    // The same device cannot have two trips starting at the same time.
    const first = newTrip(car, start);
    await call(service().createTrip(first, as(root.token)));
    expect(await codeOf(service().createTrip({ ...first }, as(root.token)))).toBe('MISFORMATTED_FIELDS');
    expect(tenant.organizationId).toBeGreaterThan(0);
  });

  it('overrides times, distance and addresses, keeping the history from the trip as detected', async () => {
    const { tenant, car } = fleet;
    const start = TUESDAY + 2 * 24 * HOUR_MS + 7 * HOUR_MS;
    const id = await trip(car, tenant.organizationId, tenant.driver.userId, start);
    const update = (token: string, change: Partial<journalV1.UpdateTripRequest>) =>
      service().updateTrip({ journalId: id, privateConfirmed: false, ...change }, as(token));

    expect(await codeOf(update(tenant.admin.token, { timestampStartMs: start - 60_000 }))).toBe('ROOT_REQUIRED');
    expect(await codeOf(update(tenant.driver.token, { overrideStart: 'Hemma' }))).toBe('ROOT_REQUIRED');
    expect(await codeOf(update(root.token, { timestampStopMs: start - 1 }))).toBe('BAD_TIMESTAMP');
    expect(await codeOf(update(root.token, { odometerMax: 1_600_000_000 }))).toBe('ODOMETER_TOO_LARGE');
    expect(await call(service().getOverrideHistory({ journalId: id }, as(root.token)))).toEqual({ entries: [] });

    const changed = await call(
      update(root.token, { timestampStartMs: start - 300_000, odometerMax: 6_100, overrideStart: 'Garaget' }),
    );
    expect(changed).toMatchObject({
      timestampStartMs: start - 300_000,
      odometerMax: 6_100,
      startAddress: 'Garaget',
      startAddressOverridden: true,
      stopAddress: 'Solna torg',
      stopAddressOverridden: false,
    });
    expect(Number(changed.overrideTsMs)).toBeGreaterThan(0);

    // An empty address clears the override: the resolved address shows again.
    const cleared = await call(update(root.token, { overrideStart: '' }));
    expect(cleared).toMatchObject({ startAddress: 'Kungsgatan 1', startAddressOverridden: false });

    const history = (await call(service().getOverrideHistory({ journalId: id }, as(root.token)))).entries ?? [];
    expect(history).toHaveLength(3);
    expect(history[0]).toMatchObject({
      overrideTsMs: 0,
      overrideTuId: 0,
      timestampStartMs: start,
      tripOdometerMax: 5_400,
      overrideStartAddress: '',
    });
    expect(history[1]).toMatchObject({
      overrideTuId: root.userId,
      timestampStartMs: start - 300_000,
      tripOdometerMax: 6_100,
      overrideStartAddress: 'Garaget',
    });
    expect(history[2]).toMatchObject({ overrideStartAddress: '', tripOdometerMax: 6_100 });
    expect(await codeOf(service().getOverrideHistory({ journalId: id }, as(tenant.admin.token)))).toBe('ROOT_REQUIRED');

    // An attested trip keeps its times and distance.
    await journal.orm.em.fork().execute(`update "journal"."trips" set "status" = 'LOCKED' where "id" = ?`, [id]);
    expect(await codeOf(update(root.token, { odometerMax: 7_000 }))).toBe('TRIP_ATTESTED');
    expect((await byId(id))?.odometerMax).toBe(6_100);
  });

  it("keeps another driver's private trip to its day in the override history, as the journal does", async () => {
    // Issue 18 finding 3: the history answered ROOT the exact times the journal hides (spec 02 §5).
    const { tenant, car } = fleet;
    const day = Date.parse('2026-11-12T00:00:00+01:00');
    const start = day + 19 * HOUR_MS;
    const id = await trip(car, tenant.organizationId, tenant.driver.userId, start, 'PRIVATE', 'Middag');
    await call(
      service().updateTrip(
        { journalId: id, privateConfirmed: false, odometerMax: 6_000, overrideStop: 'Hemadressen' },
        as(root.token),
      ),
    );
    const history = (await call(service().getOverrideHistory({ journalId: id }, as(root.token)))).entries ?? [];
    expect(history).toHaveLength(2);
    for (const row of history) {
      expect(row).toMatchObject({
        timestampStartMs: day,
        timestampStopMs: day,
        overrideStartAddress: '',
        overrideStopAddress: '',
      });
    }
    // The distances stay, as in the journal (the month's private kilometres are everyone's business).
    expect(history.map((row) => row.tripOdometerMax)).toEqual([5_400, 6_000]);
    // The journal entry and its history agree on what is withheld.
    const entry = await byId(id);
    expect(entry).toMatchObject({ privateHidden: true, timestampStartMs: day, stopAddress: '' });
  });

  it('lets an administrator give a trip another driver of the organisation, or none', async () => {
    const { tenant, car, elsewhere } = fleet;
    const id = await trip(car, tenant.organizationId, tenant.driver.userId, TUESDAY + 3 * 24 * HOUR_MS);
    const update = (token: string, userId: number) =>
      service().updateTrip({ journalId: id, privateConfirmed: false, userId }, as(token));
    expect(await codeOf(update(tenant.driver.token, 0))).toBe('ROOT_OR_ADMIN_REQUIRED');
    expect(await codeOf(update(tenant.admin.token, elsewhere.driver.userId))).toBe('USER_MISSING');
    // ROOT sees every organisation, but a trip's driver is of the trip's organisation or one in line with it.
    expect(await codeOf(update(root.token, elsewhere.driver.userId))).toBe('USER_MISSING');
    // A driver learns nothing of which users exist: refused for its role whatever the id.
    expect(await codeOf(update(tenant.driver.token, 2_000_000_000))).toBe('ROOT_OR_ADMIN_REQUIRED');
    expect((await call(update(tenant.admin.token, tenant.admin.userId))).driver?.id).toBe(tenant.admin.userId);
    expect((await call(update(tenant.admin.token, 0))).driver).toBeUndefined();
  });

  it('moves one trip to another vehicle, organisation and driver; refuses its own vehicle and attested trips', async () => {
    const { tenant, car, elsewhereVan, elsewhere } = fleet;
    const id = await trip(car, tenant.organizationId, tenant.driver.userId, TUESDAY + 4 * 24 * HOUR_MS);
    const move = (token: string, vehicleId: number, driverId = 0) =>
      service().moveTrip({ journalId: id, vehicleId, driverId }, as(token));
    expect(await codeOf(move(tenant.admin.token, elsewhereVan))).toBe('ROOT_REQUIRED');
    expect(await codeOf(move(root.token, car))).toBe('MISFORMATTED_FIELDS');
    expect(await codeOf(move(root.token, 999_999_999_999))).toBe('VEHICLE_MISSING');

    expect(await codeOf(move(root.token, elsewhereVan, tenant.driver.userId))).toBe('USER_MISSING');
    const moved = await call(move(root.token, elsewhereVan, elsewhere.driver.userId));
    expect(moved).toMatchObject({ organizationId: elsewhere.organizationId, vehicle: { vehicleId: elsewhereVan } });
    expect(moved.driver?.id).toBe(elsewhere.driver.userId);
    // The first organisation no longer sees it; the other one does.
    expect(
      (await call(service().getTrips({ journalIds: [id], includeCoordinates: false }, as(tenant.admin.token))))
        .entries ?? [],
    ).toEqual([]);
    expect(
      (await call(service().getTrips({ journalIds: [id], includeCoordinates: false }, as(elsewhere.admin.token))))
        .entries?.[0]?.journalId,
    ).toBe(id);
    await eventually(async () => {
      const last = tripEvents.received.filter(({ key }) => key === String(id)).at(-1);
      expect(last?.message).toMatchObject({ vehicleId: elsewhereVan, organizationId: elsewhere.organizationId });
    }, 30_000);

    await journal.orm.em.fork().execute(`update "journal"."trips" set "status" = 'DONE' where "id" = ?`, [id]);
    expect(await codeOf(service().moveTrip({ journalId: id, vehicleId: fleet.van, driverId: 0 }, as(root.token)))).toBe(
      'TRIP_ATTESTED',
    );
  });

  it('moves the trips that end inside an interval, all or none', async () => {
    const { tenant, van, elsewhereVan } = fleet;
    const day = TUESDAY + 5 * 24 * HOUR_MS;
    // Starts before the interval but ends inside it: moves. Ends after it: stays.
    const before = await trip(van, tenant.organizationId, null, day + 7 * HOUR_MS);
    const inside = await trip(van, tenant.organizationId, null, day + 9 * HOUR_MS);
    const after = await trip(van, tenant.organizationId, null, day + 11 * HOUR_MS);
    const interval = { fromTsMs: day + 7 * HOUR_MS + 600_000, toTsMs: day + 11 * HOUR_MS + 600_000 };
    const request = { ...interval, sourceVehicleId: van, targetVehicleId: elsewhereVan, targetDriverId: 0 };

    // An attested trip in the interval keeps every trip where it is.
    await journal.orm.em.fork().execute(`update "journal"."trips" set "status" = 'LOCKED' where "id" = ?`, [inside]);
    expect(await codeOf(service().moveTrips(request, as(root.token)))).toBe('MOVE_TRIPS_FAILED');
    expect(await vehiclesOf([before, inside, after])).toEqual([van, van, van]);

    await journal.orm.em.fork().execute(`update "journal"."trips" set "status" = 'NONE' where "id" = ?`, [inside]);
    expect(await codeOf(service().moveTrips(request, as(tenant.admin.token)))).toBe('ROOT_REQUIRED');
    expect(await codeOf(service().moveTrips({ ...request, toTsMs: 0 }, as(root.token)))).toBe('BAD_TIMESTAMP');
    expect(
      await codeOf(service().moveTrips({ ...request, targetDriverId: tenant.driver.userId }, as(root.token))),
    ).toBe('USER_MISSING');
    expect(await vehiclesOf([before, inside, after])).toEqual([van, van, van]);
    const moved = await call(service().moveTrips(request, as(root.token)));
    expect((moved.entries ?? []).map((entry) => Number(entry.journalId))).toEqual([before, inside]);
    expect(await vehiclesOf([before, inside, after])).toEqual([elsewhereVan, elsewhereVan, van]);
    expect(await statusesOf([before, inside, after])).toEqual(['NONE', 'NONE', 'NONE']);
  });

  it('deletes a trip (a merged entry with its trips), and a vehicle its whole history', async () => {
    const { tenant, car, van } = fleet;
    const day = TUESDAY + 6 * 24 * HOUR_MS;
    const first = await trip(car, tenant.organizationId, tenant.driver.userId, day + 8 * HOUR_MS);
    const second = await trip(car, tenant.organizationId, tenant.driver.userId, day + 9 * HOUR_MS);
    await call(service().mergeTrips({ journalIds: [first, second] }, as(tenant.driver.token)));
    expect(await codeOf(service().deleteTrip({ journalId: first }, as(tenant.admin.token)))).toBe('ROOT_REQUIRED');
    const deleted = await call(service().deleteTrip({ journalId: first }, as(root.token)));
    expect(deleted.mergedTripsId?.map(Number)).toEqual([first, second]);
    expect(await byId(first)).toBeUndefined();
    expect(await byId(second)).toBeUndefined();
    expect(await codeOf(service().deleteTrip({ journalId: first }, as(root.token)))).toBe('JOURNAL_MISSING');
    await eventually(async () => {
      const last = tripEvents.received.filter(({ key }) => key === String(second)).at(-1);
      expect(last?.message).toMatchObject({ deleted: true });
    }, 30_000);

    const kept = await trip(van, tenant.organizationId, null, day + 10 * HOUR_MS);
    const history = await Promise.all(
      [12, 13, 14].map((hour) => trip(car, tenant.organizationId, null, day + hour * HOUR_MS)),
    );
    expect(await codeOf(service().deleteVehicleTrips({ vehicleId: car }, as(tenant.admin.token)))).toBe(
      'ROOT_REQUIRED',
    );
    expect(await codeOf(service().deleteVehicleTrips({ vehicleId: 999_999_999_999 }, as(root.token)))).toBe(
      'VEHICLE_MISSING',
    );
    const answer = await call(service().deleteVehicleTrips({ vehicleId: car }, as(root.token)));
    expect(answer.deleted).toBeGreaterThanOrEqual(3);
    for (const id of history) expect(await byId(id)).toBeUndefined();
    expect(await byId(kept)).toBeDefined();
  });

  async function vehiclesOf(ids: readonly number[]): Promise<number[]> {
    const rows = await journal.orm.em
      .fork()
      .execute<Array<{ id: string; vehicle_id: string }>>(
        `select "id", "vehicle_id" from "journal"."trips" where "id" in (?)`,
        [ids],
      );
    return ids.map((id) => Number(rows.find((row) => Number(row.id) === id)!.vehicle_id));
  }
});
