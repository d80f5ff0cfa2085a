import { randomUUID } from 'node:crypto';

import { journalEventsV1, TOPICS } from '@fleetlog/contracts';
import { eventuallyAccepted, useBeforeAll, useKafkaTestProducer } from '@fleetlog/testing';

import { as, call, useFleet } from './support/fleet-harness';
import { createTenant, odometerRequest, vehicleRequest } from './support/tenants';

jest.setTimeout(90_000);

/** journal.trips.v1 → the vehicle's running odometer (issue 8): the latest calibration plus the trips since. */
describe("a vehicle's running odometer follows the journal's trips", () => {
  const suffix = randomUUID().slice(0, 8);
  const { auth, fleet, root } = useFleet(() => ({
    FLEET_CONSUME_TRIPS: 'true',
    FLEET_TRIPS_GROUP_ID: `fleet-test-journal-trips-${suffix}`,
  }));
  const a = useBeforeAll(() => createTenant(auth, root));
  const producer = useKafkaTestProducer('fleet-trips-test');
  let nextTrip = Date.now() * 1000;

  it('adds the trips that stop after the calibration, takes back a deleted one and ignores replays', async () => {
    const vehicle = await call(fleet.vehicles.createVehicle(vehicleRequest({}), as(a.admin.token)));
    const read = () => call(fleet.vehicles.getVehicle({ id: vehicle.id }, as(a.admin.token)));
    const odometerIs = (km: number) =>
      eventuallyAccepted(read, (v) => Math.abs((v.state?.odometer ?? -1) - km) < 1e-6, 30_000);
    // One key: the events reach fleet in the order sent.
    const publish = (tripId: number, version: number, stopMs: number, distanceM: number, deleted = false) =>
      producer.publish(
        TOPICS.journalTrips,
        `odometer-${vehicle.id}`,
        journalEventsV1.TripChanged.fromPartial({
          tripId,
          version,
          vehicleId: vehicle.id,
          organizationId: a.organizationId,
          startTsMs: stopMs - 600_000,
          stopTsMs: stopMs,
          distanceM,
          deleted,
        }),
      );

    // A trip before any calibration: the odometer stays unknown.
    await publish(nextTrip++, 1, Date.now() - 7_200_000, 5_000);
    const calibratedAt = Date.now();
    const calibrated = await call(
      fleet.vehicles.setOdometer(odometerRequest(vehicle.id, { valueKm: 1000 }), as(a.admin.token)),
    );
    expect(calibrated.state?.odometer).toBe(1000);

    const first = nextTrip++;
    await publish(first, 1, calibratedAt + 60_000, 12_300);
    await odometerIs(1012.3);
    // A trip that stopped before the calibration is in the reading already; the next one counts.
    await publish(nextTrip++, 1, calibratedAt - 3_600_000, 50_000);
    await publish(nextTrip++, 1, calibratedAt + 120_000, 700);
    await odometerIs(1013);
    // The first trip deleted (merged away, or its history deleted), then an old version of it replayed.
    await publish(first, 2, calibratedAt + 60_000, 12_300, true);
    await publish(first, 1, calibratedAt + 60_000, 12_300);
    await publish(nextTrip++, 1, calibratedAt + 180_000, 1_000);
    await odometerIs(1001.7);

    // A new reading replaces the sum; the two trips above stop after it (a few minutes ahead) and still count.
    const recalibrated = await call(
      fleet.vehicles.setOdometer(odometerRequest(vehicle.id, { valueKm: 2000 }), as(a.admin.token)),
    );
    expect(recalibrated.state?.odometer).toBe(2001.7);
  });
});
