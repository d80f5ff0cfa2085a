import { fleetEventsV1, fleetV1, TOPICS } from '@fleetlog/contracts';
import { createTenant, eventually, type TestTenant, useBeforeAll, useKafkaCollector } from '@fleetlog/testing';

import { useJournalHarness } from './support/journal-harness';

jest.setTimeout(120_000);

const HOUR_MS = 3_600_000;
// A Wednesday in September (UTC+2 in Stockholm).
const DAY = Date.parse('2026-09-16T00:00:00+02:00');

/**
 * The vehicles' odometer calibrations in the journal (issue 8: "distance from the device odometer ... with the
 * vehicle's calibration"; "a retroactive odometer calibration recomputes the distances it covers"): fleet's
 * VehicleChanged carries the readings; trips get odometer readings from them, and a retroactive reading rescales the
 * trips between it and its neighbours, confirmed trips as they are, each change a TripChanged.
 */
describe('odometer calibrations over the trips (fleet.vehicles.v1 → journal)', () => {
  const { clients, root, journal, producer, announceVehicle, trip } = useJournalHarness();
  const tripEvents = useKafkaCollector(TOPICS.journalTrips, 'journal-odometer-readings');

  const setup = useBeforeAll(async (): Promise<{ tenant: TestTenant; vehicleId: number }> => {
    const tenant = await createTenant(clients, root.token);
    const vehicleId = await announceVehicle(tenant.organizationId, 'ODO123', { anyDriver: true });
    return { tenant, vehicleId };
  });

  let version = 1;
  const readings: fleetEventsV1.OdometerReading[] = [];
  const readingId = () => 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000);

  /** Fleet's next VehicleChanged of the vehicle with the readings so far; resolves once the journal holds them. */
  async function calibrate(valueKm: number, atMs: number, retroactive: boolean): Promise<void> {
    const reading = { readingId: readingId(), valueKm, recordedTimeMs: atMs, applyRetroactive: retroactive };
    readings.push(reading);
    version += 1;
    await producer.publish(
      TOPICS.fleetVehicles,
      String(setup.vehicleId),
      fleetEventsV1.VehicleChanged.fromPartial({
        vehicle: fleetV1.Vehicle.fromPartial({
          id: setup.vehicleId,
          vehicleId: setup.vehicleId,
          organizationId: setup.tenant.organizationId,
          registry: 'ODO123',
          displayName: 'ODO123 bil',
          defaultTripType: 'BUSINESS',
          benefitType: 'WORK',
          permitAnyDriver: true,
        }),
        changedTsMs: Date.now(),
        version,
        odometerReadings: [...readings].sort((a, b) => Number(a.recordedTimeMs) - Number(b.recordedTimeMs)),
      }),
    );
    await eventually(async () => {
      const rows = await journal.orm.em
        .fork()
        .execute(`select 1 from "journal"."odometer_readings" where "reading_id" = ?`, [reading.readingId]);
      if (rows.length === 0) throw new Error('reading not applied yet');
    }, 30_000);
  }

  async function tripsOf(ids: readonly number[]) {
    const rows = await journal.orm.em
      .fork()
      .execute<
        Array<{ id: string; distance_m: number; odometer_start_m: string | null; odometer_stop_m: string | null }>
      >(`select "id", "distance_m", "odometer_start_m", "odometer_stop_m" from "journal"."trips" where "id" in (?)`, [
        ids,
      ]);
    return ids.map((id) => {
      const row = rows.find((candidate) => Number(candidate.id) === id)!;
      return {
        distanceM: row.distance_m,
        startM: row.odometer_start_m === null ? null : Number(row.odometer_start_m),
        stopM: row.odometer_stop_m === null ? null : Number(row.odometer_stop_m),
      };
    });
  }

  it('gives trips their odometer readings and rescales the trips a retroactive reading covers', async () => {
    const { tenant, vehicleId } = setup;
    // Three trips of 5.4 km (20 minutes each) in the morning; the second is confirmed by its driver.
    const [first, confirmed, third] = await Promise.all(
      [8, 9, 10].map((hour) => trip(vehicleId, tenant.organizationId, null, DAY + hour * HOUR_MS)),
    );
    await journal.orm.em
      .fork()
      .execute(`update "journal"."trips" set "status" = 'CHECKED' where "id" = ?`, [confirmed]);
    // The afternoon trip comes after the retroactive reading.
    const afternoon = await trip(vehicleId, tenant.organizationId, null, DAY + 14 * HOUR_MS);

    await calibrate(10_000, DAY + 7 * HOUR_MS, false);
    // The calibration gave every free trip after it its readings, the kept trip its own (none).
    expect(await tripsOf([first, confirmed, third, afternoon])).toEqual([
      { distanceM: 5_400, startM: 10_000_000, stopM: 10_005_400 },
      { distanceM: 5_400, startM: null, stopM: null },
      { distanceM: 5_400, startM: 10_010_800, stopM: 10_016_200 },
      { distanceM: 5_400, startM: 10_016_200, stopM: 10_021_600 },
    ]);

    // At noon the odometer said 10,020 km: the morning's trips drove 20 km, not 16.2. The confirmed trip keeps its
    // 5.4 km; the two free ones share the other 14.6 km in proportion.
    await calibrate(10_020, DAY + 12 * HOUR_MS, true);
    expect(await tripsOf([first, confirmed, third, afternoon])).toEqual([
      { distanceM: 7_300, startM: 10_000_000, stopM: 10_007_300 },
      { distanceM: 5_400, startM: null, stopM: null },
      { distanceM: 7_300, startM: 10_012_700, stopM: 10_020_000 },
      { distanceM: 5_400, startM: 10_020_000, stopM: 10_025_400 },
    ]);
    await eventually(async () => {
      const last = tripEvents.received.filter(({ key }) => key === String(third)).at(-1);
      expect(last?.message).toMatchObject({ distanceM: 7_300 });
    }, 30_000);

    // The same readings again (a replayed event) change nothing.
    version += 1;
    await producer.publish(
      TOPICS.fleetVehicles,
      String(vehicleId),
      fleetEventsV1.VehicleChanged.fromPartial({
        vehicle: fleetV1.Vehicle.fromPartial({
          id: vehicleId,
          vehicleId,
          organizationId: tenant.organizationId,
          registry: 'ODO123',
          defaultTripType: 'BUSINESS',
        }),
        changedTsMs: Date.now(),
        version,
        odometerReadings: readings,
      }),
    );
    // A retroactive reading ten times off (trips missing, not mismeasured) leaves the distances as they are.
    await calibrate(10_500, DAY + 16 * HOUR_MS, true);
    expect((await tripsOf([afternoon]))[0].distanceM).toBe(5_400);
    expect((await tripsOf([first, third])).map((row) => row.distanceM)).toEqual([7_300, 7_300]);
  });
});
