import { randomInt } from 'node:crypto';

import { journalEventsV1, TOPICS, tollsEventsV1, tollsV1 } from '@fleetlog/contracts';
import {
  as,
  authClients,
  call,
  codeOf,
  createTenant,
  demoRoot,
  useBeforeAll,
  useKafkaCollector,
} from '@fleetlog/testing';

import { fromSweref99tm, toSweref99tm } from '../src/geometry/sweref99tm';
import { CONTROL_POINTS } from '../src/stations/stations';
import { type Fix, through, useTollsHarness } from './support/tolls-harness';

// Toll editing (tolls.v1.TollsService) with real tokens: the tolls service in-process behind real auth, fleet and
// devices, positions in devices' store, trips handed to the service's own journal.trips.v1 handler (its consumers
// stay off) or given by ResetTripTolls, the answers compared with tolls.trip-charges.v1.

const TRIP_BASE = 9_100_000_000;

/** Fixes driving south to north over Sundsvallsbron around `utc` (an infrastructure fee: 9 for a car). */
function overSundsvall(utc: string) {
  const sundsvall = CONTROL_POINTS.find((point) => point.city === 'sundsvall')!;
  const bridge = toSweref99tm(sundsvall.lat, sundsvall.lon);
  const ms = Date.parse(utc);
  return [
    { tsMs: ms - 60_000, ...fromSweref99tm({ e: bridge.e, n: bridge.n + 1_500 }) },
    { tsMs: ms + 60_000, ...fromSweref99tm({ e: bridge.e, n: bridge.n - 1_500 }) },
  ];
}

describe('tolls: toll editing in the journal (TollsService)', () => {
  const h = useTollsHarness();
  const tolls = h.tolls;
  const people = useBeforeAll(async () => {
    const clients = await authClients(h.auth.grpcUrl);
    try {
      const root = await demoRoot(clients);
      const tenant = await createTenant(clients, root.token);
      const other = await createTenant(clients, root.token);
      return { root, tenant, other };
    } finally {
      await clients.close();
    }
  });
  const charges = useKafkaCollector(TOPICS.tollsTripCharges, 'tolls-editing-test');
  const unit = useBeforeAll(() => h.addUnit(people.tenant.organizationId, people.root.token));
  const storePositions = (fixes: Fix[]) => h.storePositions(unit.id, people.tenant.organizationId, fixes);

  let versions = 0;
  /** The trip as the journal holds it (tenant's organisation, the unit's IMEI, a second around the fixes). */
  const facts = (tripId: number, vehicleId: number, fixes: Fix[], change: Partial<tollsV1.TripFacts> = {}) =>
    tollsV1.TripFacts.fromPartial({
      tripId,
      journalVersion: (versions += 1),
      organizationId: people.tenant.organizationId,
      vehicleId,
      imei: unit.imei,
      startTsMs: fixes[0].tsMs - 1_000,
      stopTsMs: fixes[fixes.length - 1].tsMs + 1_000,
      status: 'NONE',
      ...change,
    });
  /** A trip announced on journal.trips.v1 (handed to the service's handler); answers its first charges. */
  const announce = async (
    tripId: number,
    vehicleId: number,
    fixes: Fix[],
    status = 'NONE',
    privacy: Pick<journalEventsV1.TripChanged, 'purpose' | 'driverUserId'> = { purpose: 'BUSINESS', driverUserId: 0 },
  ) => {
    await storePositions(fixes);
    const trip = facts(tripId, vehicleId, fixes, { status });
    await tolls.trips.handle(
      journalEventsV1.TripChanged.fromPartial({
        tripId,
        version: trip.journalVersion,
        organizationId: trip.organizationId,
        vehicleId,
        imei: trip.imei,
        startTsMs: trip.startTsMs,
        stopTsMs: trip.stopTsMs,
        status,
        ...privacy,
      }),
    );
    return chargesOf(tripId);
  };

  const chargesOf = async (tripId: number, after = 0): Promise<tollsEventsV1.TripCharges> =>
    charges.waitFor(({ message }) => Number(message.tripId) === tripId && Number(message.version) > after);
  const prices = (event: tollsEventsV1.TripCharges) =>
    event.passages.map((passage) => [
      passage.stationName,
      passage.price + passage.priceInfra,
      passage.overridePrice ?? passage.overridePriceInfra ?? null,
      passage.isActive,
    ]);
  const storedAmounts = async (tripId: number) =>
    (
      await tolls.orm.em
        .fork()
        .execute<Array<{ amount_sek: number }>>(
          `select "amount_sek" from "tolls"."passages" where "trip_id" = ? order by "ts_ms", "id"`,
          [tripId],
        )
    ).map((row) => row.amount_sek);
  const publishedFor = (tripId: number) =>
    charges.received.filter(({ message }) => Number(message.tripId) === tripId).length;

  const newVehicle = () => 9_000_000_000 + randomInt(0, 90_000_000);
  const newTrip = () => TRIP_BASE + randomInt(0, 800_000_000);
  const override = (passageId: number, change: Partial<tollsV1.OverridePassageRequest>) =>
    tollsV1.OverridePassageRequest.fromPartial({ passageId, ...change });

  it('lets ADMIN of the organisation and ROOT edit; refuses a driver, and hides the trip from another organisation', async () => {
    const { tenant, other, root } = people;
    const vehicleId = newVehicle();
    const tripId = newTrip();
    // Tuesday 17 November 2026, high season: Danvikstull 07:05, Skanstullsbron 07:40 local.
    const fixes = [
      ...through('stockholm', '272', '2026-11-17T06:05:00Z'),
      ...through('stockholm', '292', '2026-11-17T06:40:00Z'),
    ];
    const first = await announce(tripId, vehicleId, fixes);
    const [danvikstull] = first.passages;
    const service = tolls.service;

    // A driver: the platform's admin-only code, whatever is asked.
    const driver = as(tenant.driver.token);
    expect(await codeOf(service.overridePassage(override(danvikstull.passageId, { overrideSek: 1 }), driver))).toBe(
      'ROOT_OR_ADMIN_REQUIRED',
    );
    expect(await codeOf(service.restorePassages({ tripId, congestion: true, infra: true }, driver))).toBe(
      'ROOT_OR_ADMIN_REQUIRED',
    );
    expect(await codeOf(service.resetTripTolls(facts(tripId, vehicleId, fixes), driver))).toBe(
      'ROOT_OR_ADMIN_REQUIRED',
    );

    // Another organisation's ADMIN: the passage and the trip do not exist for it.
    const stranger = as(other.admin.token);
    expect(await codeOf(service.overridePassage(override(danvikstull.passageId, { overrideSek: 1 }), stranger))).toBe(
      'PASSAGE_MISSING',
    );
    expect(await codeOf(service.restorePassages({ tripId, congestion: true, infra: true }, stranger))).toBe(
      'JOURNAL_MISSING',
    );
    expect(await codeOf(service.resetTripTolls(facts(tripId, vehicleId, fixes), stranger))).toBe('JOURNAL_MISSING');
    // Facts claiming the stranger's organisation do not reach a trip tolls holds for another.
    expect(
      await codeOf(
        service.resetTripTolls(facts(tripId, vehicleId, fixes, { organizationId: other.organizationId }), stranger),
      ),
    ).toBe('JOURNAL_MISSING');
    expect(
      await codeOf(service.overridePassage(override(987_654_321_000, { overrideSek: 1 }), as(tenant.admin.token))),
    ).toBe('PASSAGE_MISSING');
    expect(publishedFor(tripId)).toBe(1);

    // The organisation's ADMIN and ROOT may; each answer is the trip's charges as published.
    const byAdmin = await call(
      service.overridePassage(override(danvikstull.passageId, { overrideSek: 20 }), as(tenant.admin.token)),
    );
    expect(byAdmin).toEqual(await chargesOf(tripId, Number(first.version)));
    expect([byAdmin.congestionTaxSek, byAdmin.congestionTaxSekOverride]).toEqual([90, 65]);
    const byRoot = await call(
      service.overridePassage(override(danvikstull.passageId, { clearOverride: true }), as(root.token)),
    );
    expect(byRoot).toEqual(await chargesOf(tripId, Number(byAdmin.version)));
    expect([byRoot.congestionTaxSek, byRoot.congestionTaxSekOverride]).toEqual([90, undefined]);
  });

  it('refuses everyone but its driver the passages of a private trip, a passage named by its id included', async () => {
    const { tenant, root } = people;
    const vehicleId = newVehicle();
    const tripId = newTrip();
    // Thursday 19 November 2026, 07:05 local: the driver's private drive through Danvikstull.
    const fixes = through('stockholm', '272', '2026-11-19T06:05:00Z');
    const privately = { purpose: 'PRIVATE', driverUserId: tenant.driver.userId };
    const first = await announce(tripId, vehicleId, fixes, 'NONE', privately);
    expect(prices(first)).toEqual([['Danvikstull', 45, null, true]]);
    const [passage] = first.passages;
    for (const caller of [as(tenant.admin.token), as(root.token)]) {
      expect(await codeOf(tolls.service.overridePassage(override(passage.passageId, { overrideSek: 0 }), caller))).toBe(
        'PRIVATE_TRIP_DIFFERENT_USER',
      );
      expect(await codeOf(tolls.service.restorePassages({ tripId, congestion: true, infra: true }, caller))).toBe(
        'PRIVATE_TRIP_DIFFERENT_USER',
      );
      expect(
        await codeOf(tolls.service.resetTripTolls(facts(tripId, vehicleId, fixes, { ...privately }), caller)),
      ).toBe('PRIVATE_TRIP_DIFFERENT_USER');
    }
    expect(publishedFor(tripId)).toBe(1);
    expect(await storedAmounts(tripId)).toEqual([45]);
  });

  it("changes only the overridden passage's trip: the day's other trips keep their amounts", async () => {
    const vehicleId = newVehicle();
    const morning = newTrip();
    const evening = newTrip();
    const late = newTrip();
    // Wednesday 18 November 2026, cap 135: morning 45 + 45, evening 45, late 0 (the cap reached).
    const morningFixes = [
      ...through('stockholm', '272', '2026-11-18T06:05:00Z'),
      ...through('stockholm', '292', '2026-11-18T06:40:00Z'),
    ];
    const eveningFixes = through('stockholm', '292', '2026-11-18T15:10:00Z');
    const lateFixes = through('stockholm', '272', '2026-11-18T16:20:00Z');
    const first = await announce(morning, vehicleId, morningFixes);
    await announce(evening, vehicleId, eveningFixes);
    await announce(late, vehicleId, lateFixes);
    expect([...(await storedAmounts(evening)), ...(await storedAmounts(late))]).toEqual([45, 0]);
    const eveningEvents = publishedFor(evening) + publishedFor(late);
    const admin = as(people.tenant.admin.token);
    const [danvikstull, skanstullsbron] = first.passages;

    const overridden = await call(
      tolls.service.overridePassage(override(danvikstull.passageId, { overrideSek: 0 }), admin),
    );
    expect(prices(overridden)).toEqual([
      ['Danvikstull', 45, 0, true],
      ['Skanstullsbron', 45, null, true],
    ]);
    expect([overridden.congestionTaxSek, overridden.congestionTaxSekOverride]).toEqual([90, 45]);

    // Removed: it counts for nothing in this trip; the evening trip is not given what the cap now leaves.
    const removed = await call(
      tolls.service.overridePassage(override(skanstullsbron.passageId, { isActive: false }), admin),
    );
    expect([removed.congestionTaxSek, removed.congestionTaxCount, removed.congestionTaxSekOverride]).toEqual([
      45, 1, 0,
    ]);
    expect(prices(removed)[1]).toEqual(['Skanstullsbron', 45, null, false]);
    expect([...(await storedAmounts(evening)), ...(await storedAmounts(late))]).toEqual([45, 0]);
    expect(publishedFor(evening) + publishedFor(late)).toBe(eveningEvents);

    // Back again, then every congestion-tax passage as computed.
    const back = await call(
      tolls.service.overridePassage(override(skanstullsbron.passageId, { isActive: true }), admin),
    );
    expect([back.congestionTaxSek, back.congestionTaxCount]).toEqual([90, 2]);
    const restored = await call(
      tolls.service.restorePassages({ tripId: morning, congestion: true, infra: false }, admin),
    );
    expect(prices(restored)).toEqual([
      ['Danvikstull', 45, null, true],
      ['Skanstullsbron', 45, null, true],
    ]);
    expect([restored.congestionTaxSek, restored.congestionTaxSekOverride]).toEqual([90, undefined]);
    expect(restored).toEqual(await chargesOf(morning, Number(back.version)));
    expect([...(await storedAmounts(evening)), ...(await storedAmounts(late))]).toEqual([45, 0]);
  });

  it('restores the chosen kind only: congestion tax and infrastructure fees apart', async () => {
    const vehicleId = newVehicle();
    const tripId = newTrip();
    // Thursday 19 November 2026: Danvikstull 07:05 local (45), then (a GPS jump between) Sundsvallsbron (9).
    const fixes = [...through('stockholm', '272', '2026-11-19T06:05:00Z'), ...overSundsvall('2026-11-19T06:10:00Z')];
    const first = await announce(tripId, vehicleId, fixes);
    expect(prices(first)).toEqual([
      ['Danvikstull', 45, null, true],
      [expect.any(String), 9, null, true],
    ]);
    const admin = as(people.tenant.admin.token);
    const [danvikstull, bridge] = first.passages;
    await call(tolls.service.overridePassage(override(danvikstull.passageId, { overrideSek: 5 }), admin));
    const edited = await call(
      tolls.service.overridePassage(override(bridge.passageId, { overrideSek: 1, isActive: false }), admin),
    );
    expect(prices(edited)).toEqual([
      ['Danvikstull', 45, 5, true],
      [bridge.stationName, 9, 1, false],
    ]);
    expect([edited.infraTaxSek, edited.infraTaxCount, edited.infraTaxSekOverride]).toEqual([0, 0, undefined]);

    const congestion = await call(tolls.service.restorePassages({ tripId, congestion: true, infra: false }, admin));
    expect(prices(congestion)).toEqual([
      ['Danvikstull', 45, null, true],
      [bridge.stationName, 9, 1, false],
    ]);
    const infra = await call(tolls.service.restorePassages({ tripId, congestion: false, infra: true }, admin));
    expect(prices(infra)).toEqual([
      ['Danvikstull', 45, null, true],
      [bridge.stationName, 9, null, true],
    ]);
    expect([infra.congestionTaxSek, infra.infraTaxSek, infra.infraTaxCount]).toEqual([45, 9, 1]);
  });

  it("resets a trip on its path with the stations as now overridden, dropping the trip's overrides", async () => {
    const vehicleId = newVehicle();
    const tripId = newTrip();
    // Friday 20 November 2026: Danvikstull 07:05, then (a GPS jump between, so the way back west crosses nothing)
    // Liljeholmsbron 07:08 local.
    const fixes = [
      ...through('stockholm', '272', '2026-11-20T06:05:00Z'),
      ...through('stockholm', '311', '2026-11-20T06:07:40Z'),
    ];
    const first = await announce(tripId, vehicleId, fixes);
    expect(prices(first).map((row) => row[0])).toEqual(['Danvikstull', 'Liljeholmsbron']);
    const admin = as(people.tenant.admin.token);
    const edited = await call(
      tolls.service.overridePassage(override(first.passages[0].passageId, { overrideSek: 3 }), admin),
    );

    // The analyser moves Liljeholmsbron's gantries 200 m north, off the trip's path.
    const em = tolls.orm.em.fork();
    const moved = CONTROL_POINTS.filter((point) => point.name === 'Liljeholmsbron');
    try {
      for (const point of moved) {
        const at = toSweref99tm(point.lat, point.lon);
        await em.execute(
          `insert into "tolls"."station_overrides" ("station_id", "sweref99tm_e", "sweref99tm_n")
           values (?, ?, ?) on conflict ("station_id") do update set "sweref99tm_n" = excluded."sweref99tm_n"`,
          [`stockholm-${point.cpNumber}`, at.e, at.n + 200],
        );
      }
      const reset = await call(tolls.service.resetTripTolls(facts(tripId, vehicleId, fixes), admin));
      expect(prices(reset)).toEqual([['Danvikstull', 45, null, true]]);
      expect([reset.congestionTaxSek, reset.congestionTaxCount, reset.congestionTaxSekOverride]).toEqual([
        45,
        1,
        undefined,
      ]);
      expect(reset).toEqual(await chargesOf(tripId, Number(edited.version)));
    } finally {
      await em.execute(`delete from "tolls"."station_overrides" where "station_id" = any(?::text[])`, [
        `{${moved.map((point) => `"stockholm-${point.cpNumber}"`).join(',')}}`,
      ]);
    }
  });

  it('charges a trip tolls never saw when it is reset (ROOT), with the journal version it carries', async () => {
    const vehicleId = newVehicle();
    const tripId = newTrip();
    const fixes = through('stockholm', '292', '2026-11-23T07:10:00Z'); // Monday 8:10 local
    await storePositions(fixes);
    const trip = facts(tripId, vehicleId, fixes);
    const reset = await call(tolls.service.resetTripTolls(trip, as(people.root.token)));
    expect(prices(reset)).toEqual([['Skanstullsbron', 45, null, true]]);
    expect(reset).toMatchObject({ tripId, vehicleId, organizationId: people.tenant.organizationId });
    expect(reset).toEqual(await chargesOf(tripId));
    const [row] = await tolls.orm.em
      .fork()
      .execute<Array<{ journal_version: string }>>(
        `select "journal_version" from "tolls"."trips" where "trip_id" = ?`,
        [tripId],
      );
    expect(Number(row.journal_version)).toBe(trip.journalVersion);
  });

  it('refuses to edit a CHECKED, LOCKED or DONE trip (TRIP_ATTESTED), and a negative or contradictory override', async () => {
    const vehicleId = newVehicle();
    const checked = newTrip();
    const open = newTrip();
    const checkedFixes = through('stockholm', '272', '2026-11-24T06:05:00Z');
    const openFixes = through('stockholm', '272', '2026-11-24T09:05:00Z');
    const first = await announce(checked, vehicleId, checkedFixes, 'CHECKED');
    const admin = as(people.tenant.admin.token);
    const passageId = first.passages[0].passageId;
    expect(await codeOf(tolls.service.overridePassage(override(passageId, { overrideSek: 1 }), admin))).toBe(
      'TRIP_ATTESTED',
    );
    expect(await codeOf(tolls.service.restorePassages({ tripId: checked, congestion: true, infra: true }, admin))).toBe(
      'TRIP_ATTESTED',
    );
    expect(await codeOf(tolls.service.resetTripTolls(facts(checked, vehicleId, checkedFixes), admin))).toBe(
      'TRIP_ATTESTED',
    );
    // The journal's copy frozen while tolls still holds it open: refused too.
    const second = await announce(open, vehicleId, openFixes);
    expect(
      await codeOf(tolls.service.resetTripTolls(facts(open, vehicleId, openFixes, { status: 'DONE' }), admin)),
    ).toBe('TRIP_ATTESTED');
    expect(publishedFor(checked)).toBe(1);

    const openPassage = second.passages[0].passageId;
    expect(await codeOf(tolls.service.overridePassage(override(openPassage, { overrideSek: -1 }), admin))).toBe(
      'MISFORMATTED_FIELDS',
    );
    expect(
      await codeOf(
        tolls.service.overridePassage(override(openPassage, { overrideSek: 1, clearOverride: true }), admin),
      ),
    ).toBe('MISFORMATTED_FIELDS');
    expect(publishedFor(open)).toBe(1);
  });
});
