import { randomInt } from 'node:crypto';

import { fleetEventsV1, fleetV1, journalEventsV1, TOPICS, tollsEventsV1 } from '@fleetlog/contracts';
import { authClients, demoRoot, useBeforeAll, useKafkaCollector } from '@fleetlog/testing';

import { fromSweref99tm, toSweref99tm } from '../src/geometry/sweref99tm';
import { CONTROL_POINTS } from '../src/stations/stations';
import { type Fix, startTolls, through, useTollsHarness } from './support/tolls-harness';

// The tolls service in-process behind real auth, fleet and devices: positions stored in devices' positions store,
// trips as the journal announces them (handed to the service's own journal.trips.v1 handler: its consumers stay off,
// so the shared test broker's other trips are not computed here), charges read from tolls.trip-charges.v1.

const TRIP_BASE = 9_100_000_000;

// The gantries named below are the western ones of their stations (Danvikstull 272, Skanstullsbron 292), passed
// first by `through`'s west-to-east drives.

describe('tolls: charges of the journal trips', () => {
  const h = useTollsHarness();
  const tolls = h.tolls;
  const root = useBeforeAll(async () => {
    const clients = await authClients(h.auth.grpcUrl);
    try {
      return await demoRoot(clients);
    } finally {
      await clients.close();
    }
  });
  const charges = useKafkaCollector(TOPICS.tollsTripCharges, 'tolls-charges-test');
  const unit = useBeforeAll(() => h.addUnit(root.organizationId, root.token));
  const storePositions = (fixes: Fix[]) => h.storePositions(unit.id, root.organizationId, fixes);

  let versions = 0;
  const tripChanged = (
    tripId: number,
    vehicleId: number,
    fixes: Array<{ tsMs: number }>,
    change: Partial<journalEventsV1.TripChanged> = {},
  ) =>
    journalEventsV1.TripChanged.fromPartial({
      tripId,
      version: (versions += 1),
      organizationId: root.organizationId,
      vehicleId,
      imei: unit.imei,
      startTsMs: fixes[0].tsMs - 1_000,
      stopTsMs: fixes[fixes.length - 1].tsMs + 1_000,
      status: 'NONE',
      ...change,
    });

  /** The newest TripCharges of a trip after `after` (a version), as the journal would apply it. */
  const chargesOf = async (tripId: number, after = 0): Promise<tollsEventsV1.TripCharges> =>
    charges.waitFor(({ message }) => Number(message.tripId) === tripId && Number(message.version) > after);
  const amounts = (event: tollsEventsV1.TripCharges) =>
    event.passages.map((passage) => [passage.stationName, passage.localTime.slice(11, 16), passage.price]);

  const newVehicle = () => 9_000_000_000 + randomInt(0, 90_000_000);
  const newTrip = () => TRIP_BASE + randomInt(0, 800_000_000);

  it('detects a rush-hour trip through the inner city on its stored path and publishes its passages and amounts', async () => {
    const vehicleId = newVehicle();
    const tripId = newTrip();
    // Tuesday 24 November 2026 (high season): Danvikstull 07:05, Skanstullsbron 07:40 local (UTC+1).
    const fixes = [
      ...through('stockholm', '272', '2026-11-24T06:05:00Z'),
      ...through('stockholm', '292', '2026-11-24T06:40:00Z'),
    ];
    await storePositions(fixes);
    await tolls.trips.handle(tripChanged(tripId, vehicleId, fixes));
    const event = await chargesOf(tripId);
    expect(amounts(event)).toEqual([
      ['Danvikstull', '07:05', 45],
      ['Skanstullsbron', '07:40', 45],
    ]);
    expect(event).toMatchObject({
      organizationId: root.organizationId,
      vehicleId,
      deleted: false,
      congestionTaxSek: 90,
      congestionTaxCount: 2,
      infraTaxSek: 0,
      infraTaxCount: 0,
    });
    expect(event.congestionTaxSekOverride).toBeUndefined();
    const [danvikstull] = event.passages;
    expect(danvikstull.stationId).toMatch(/^stockholm-27[12]$/);
    expect(danvikstull.isActive).toBe(true);
    expect(Math.abs(danvikstull.stationLatitude - 59.314)).toBeLessThan(0.001);

    // The same version again (a redelivery) changes nothing: no new charges version is written or published.
    const chargesVersion = async () =>
      (
        await tolls.orm.em
          .fork()
          .execute<Array<{ charges_version: string }>>(
            `select "charges_version" from "tolls"."trips" where "trip_id" = ?`,
            [tripId],
          )
      )[0].charges_version;
    const before = await chargesVersion();
    expect(Number(before)).toBe(Number(event.version));
    await tolls.trips.handle({ ...tripChanged(tripId, vehicleId, fixes), version: versions - 1 });
    expect(await chargesVersion()).toBe(before);
  });

  it("shares the daily maximum between a vehicle's trips in time order and recomputes the day when a trip is deleted", async () => {
    const vehicleId = newVehicle();
    const morning = newTrip();
    const evening = newTrip();
    // Wednesday 25 November 2026, high season, cap 135. Morning: 07:05 and 07:40 (45 + 45). Evening: 16:05, 16:40,
    // 17:10 (45 each): the cap leaves 45 for the first, then 0.
    const morningFixes = [
      ...through('stockholm', '272', '2026-11-25T06:05:00Z'),
      ...through('stockholm', '292', '2026-11-25T06:40:00Z'),
    ];
    const eveningFixes = [
      ...through('stockholm', '292', '2026-11-25T15:05:00Z'),
      ...through('stockholm', '272', '2026-11-25T15:40:00Z'),
      ...through('stockholm', '292', '2026-11-25T16:10:00Z'),
    ];
    await storePositions([...morningFixes, ...eveningFixes]);
    await tolls.trips.handle(tripChanged(morning, vehicleId, morningFixes));
    await tolls.trips.handle(tripChanged(evening, vehicleId, eveningFixes));
    const first = await chargesOf(evening);
    expect(amounts(first).map((row) => row[2])).toEqual([45, 0, 0]);
    expect(first.congestionTaxSek).toBe(45);
    expect((await chargesOf(morning)).congestionTaxSek).toBe(90);

    // The morning trip is deleted: the evening trip bears the whole cap, 135.
    const deleted = tripChanged(morning, vehicleId, morningFixes, { deleted: true });
    await tolls.trips.handle(deleted);
    const gone = await charges.waitFor(({ message }) => Number(message.tripId) === morning && message.deleted);
    expect(gone.passages).toEqual([]);
    const after = await chargesOf(evening, Number(first.version));
    expect(amounts(after).map((row) => row[2])).toEqual([45, 45, 45]);
    expect(after.congestionTaxSek).toBe(135);
  });

  it('keeps the amounts of a CHECKED trip when an earlier trip of its day arrives: the earlier one gets what the maximum leaves', async () => {
    const vehicleId = newVehicle();
    const early = newTrip();
    const checked = newTrip();
    // Thursday 26 November 2026, cap 135. The checked evening trip bears 45 + 45 + 45. A morning trip (07:05, 07:40)
    // found later would take the cap first in time order; the checked trip keeps its 135, so the morning bears 0.
    const earlyFixes = [
      ...through('stockholm', '272', '2026-11-26T06:05:00Z'),
      ...through('stockholm', '292', '2026-11-26T06:40:00Z'),
    ];
    const checkedFixes = [
      ...through('stockholm', '292', '2026-11-26T15:05:00Z'),
      ...through('stockholm', '272', '2026-11-26T15:40:00Z'),
      ...through('stockholm', '292', '2026-11-26T16:10:00Z'),
    ];
    await storePositions([...earlyFixes, ...checkedFixes]);
    await tolls.trips.handle(tripChanged(checked, vehicleId, checkedFixes, { status: 'CHECKED' }));
    expect((await chargesOf(checked)).congestionTaxSek).toBe(135);
    await tolls.trips.handle(tripChanged(early, vehicleId, earlyFixes));
    const morning = await chargesOf(early);
    expect([morning.congestionTaxSek, morning.congestionTaxCount]).toEqual([0, 2]);
    expect(charges.received.filter(({ message }) => Number(message.tripId) === checked)).toHaveLength(1);
  });

  it("charges by the vehicle's class and exemption from fleet: Sundsvallsbron 9 for a car, 20 heavy, 0 exempt", async () => {
    const vehicleId = newVehicle();
    const tripId = newTrip();
    const sundsvall = CONTROL_POINTS.find((point) => point.city === 'sundsvall')!;
    const bridge = toSweref99tm(sundsvall.lat, sundsvall.lon);
    const start = Date.parse('2026-11-22T12:00:00Z'); // a Sunday: the fee has no calendar
    const fixes = [
      { tsMs: start, ...fromSweref99tm({ e: bridge.e, n: bridge.n + 1_500 }) },
      { tsMs: start + 120_000, ...fromSweref99tm({ e: bridge.e, n: bridge.n - 1_500 }) },
    ];
    await storePositions(fixes);
    await tolls.trips.handle(tripChanged(tripId, vehicleId, fixes));
    const car = await chargesOf(tripId);
    expect([car.infraTaxSek, car.infraTaxCount, car.passages[0].priceInfra, car.passages[0].price]).toEqual([
      9, 1, 9, 0,
    ]);

    const announce = async (version: number, vehicle: Partial<fleetV1.Vehicle>) =>
      tolls.vehicles.handle(
        fleetEventsV1.VehicleChanged.fromPartial({
          vehicle: fleetV1.Vehicle.fromPartial({
            id: vehicleId,
            vehicleId,
            organizationId: root.organizationId,
            ...vehicle,
          }),
          version,
          changedTsMs: start - 86_400_000,
        }),
      );
    await announce(1, { tollClass: 'heavy' });
    const heavy = await chargesOf(tripId, Number(car.version));
    expect(heavy.infraTaxSek).toBe(20);
    await announce(2, { tollClass: 'heavy', tollExempt: true });
    const exempt = await chargesOf(tripId, Number(heavy.version));
    expect(exempt.infraTaxSek).toBe(0);
    expect(exempt.infraTaxCount).toBe(1);
    // An older version replayed changes nothing.
    await announce(1, { tollClass: 'car' });
    const [row] = await tolls.orm.em
      .fork()
      .execute<Array<{ toll_class: string; toll_exempt: boolean }>>(
        `select "toll_class", "toll_exempt" from "tolls"."vehicles" where "vehicle_id" = ?`,
        [vehicleId],
      );
    expect(row).toEqual({ toll_class: 'heavy', toll_exempt: true });
  });

  it('detects a trip again when the journal changes its times, and recomputes both vehicles of a moved trip', async () => {
    const first = newVehicle();
    const second = newVehicle();
    const tripId = newTrip();
    const other = newTrip();
    const fixes = [
      ...through('stockholm', '272', '2026-11-27T06:05:00Z'),
      ...through('stockholm', '292', '2026-11-27T06:40:00Z'),
    ];
    await storePositions(fixes);
    await tolls.trips.handle(tripChanged(tripId, first, fixes));
    const whole = await chargesOf(tripId);
    expect(whole.congestionTaxCount).toBe(2);
    // The stop is moved before Skanstullsbron: one passage left.
    await tolls.trips.handle(tripChanged(tripId, first, fixes, { stopTsMs: Date.parse('2026-11-27T06:20:00Z') }));
    const shortened = await chargesOf(tripId, Number(whole.version));
    expect(amounts(shortened)).toEqual([['Danvikstull', '07:05', 45]]);

    // Another trip of the first vehicle that day; moving this trip to the second vehicle changes nothing for it
    // (the cap is not reached), and the moved trip carries the second vehicle.
    await tolls.trips.handle(tripChanged(other, first, through('stockholm', '292', '2026-11-27T10:00:00Z')));
    await tolls.trips.handle(tripChanged(tripId, second, fixes, { stopTsMs: Date.parse('2026-11-27T06:20:00Z') }));
    const moved = await chargesOf(tripId, Number(shortened.version));
    expect([moved.vehicleId, moved.congestionTaxSek]).toEqual([second, 45]);
  });

  it('parks a trip whose path devices cannot give, acknowledges it, and charges it by the retry once devices answers', async () => {
    // A second tolls instance whose positions store does not answer (nothing listens on its address).
    const cut = await startTolls({
      AUTH_GRPC_URL: h.auth.grpcUrl,
      DEVICES_GRPC_URL: '127.0.0.1:1',
      DEVICES_TIMEOUT_MS: '1000',
    });
    const vehicleId = newVehicle();
    const tripId = newTrip();
    // Thursday 19 November 2026: Danvikstull at 07:05 local, 45 kr. (Not a date far ahead: positions beyond the
    // store's premade daily partitions would sit in its default partition and stop pg_partman making that day's.)
    const fixes = through('stockholm', '272', '2026-11-19T06:05:00Z');
    await storePositions(fixes);
    const parked = async () =>
      tolls.orm.em
        .fork()
        .execute<Array<{ journal_version: string; attempts: number; last_error: string }>>(
          `select "journal_version", "attempts", "last_error" from "tolls"."parked_trips" where "trip_id" = ?`,
          [tripId],
        );
    try {
      const event = tripChanged(tripId, vehicleId, fixes);
      // The handler returns (the message is done with) and nothing is charged or published.
      await cut.trips.handle(event);
      const [row] = await parked();
      expect(Number(row.journal_version)).toBe(Number(event.version));
      expect(row.last_error).toMatch(/positions store did not give its path/);
      expect(await cut.orm.em.fork().execute(`select 1 from "tolls"."trips" where "trip_id" = ?`, [tripId])).toEqual(
        [],
      );
      // Not due yet: the retry leaves it; a retry that fails again waits longer.
      await cut.charges.retryParked({ tripIds: [tripId] });
      expect((await parked())[0].attempts).toBe(0);
      const due = `update "tolls"."parked_trips" set "next_attempt_at" = now() where "trip_id" = ?`;
      await tolls.orm.em.fork().execute(due, [tripId]);
      await cut.charges.retryParked({ tripIds: [tripId] });
      expect((await parked())[0].attempts).toBe(1);
    } finally {
      await cut.close();
    }

    // Devices answers the service that retries: the trip is charged and unparked.
    await tolls.orm.em
      .fork()
      .execute(`update "tolls"."parked_trips" set "next_attempt_at" = now() where "trip_id" = ?`, [tripId]);
    await tolls.charges.retryParked({ tripIds: [tripId] });
    const event = await chargesOf(tripId);
    expect(amounts(event)).toEqual([['Danvikstull', '07:05', 45]]);
    expect(await parked()).toEqual([]);
  });
});
