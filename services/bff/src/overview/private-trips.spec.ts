import type { devicesV1 } from '@fleetlog/contracts';

import { LatestTripsModel, privatePosition } from './private-trips';

const DRIVER = 7;
const OTHER = 8;
/** A vehicle's latest trip as journal.latest-trips.v1 carries it. */
const latest = (vehicleId: number, version: number, purpose = 'PRIVATE_AUTO', open = false, driverUserId = DRIVER) => ({
  vehicleId,
  open,
  purpose,
  driverUserId,
  version,
});

describe(LatestTripsModel.name, () => {
  it("hides a vehicle whose latest trip is private, open or closed, from everyone but the trip's driver", () => {
    const model = new LatestTripsModel();
    model.apply(latest(1, 10, 'PRIVATE', true));
    model.apply(latest(2, 10, 'PRIVATE_AUTO', false));
    model.apply(latest(3, 10, 'PRIVATE', false));
    model.apply(latest(4, 10, 'BUSINESS', false));
    model.apply(latest(5, 10, 'BUSINESS_CUSTOMER', true));
    expect([1, 2, 3, 4, 5, 6].map((vehicle) => model.hiddenFrom(vehicle, OTHER))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([1, 2, 3].map((vehicle) => model.hiddenFrom(vehicle, DRIVER))).toEqual([false, false, false]);
  });

  it('keeps the vehicle hidden once its private trip closed, until a trip that is not private is its latest', () => {
    const model = new LatestTripsModel();
    model.apply(latest(1, 10, 'PRIVATE_AUTO', true));
    model.apply(latest(1, 20, 'PRIVATE_AUTO', false)); // closed where it stands now
    expect(model.hiddenFrom(1, OTHER)).toBe(true);
    model.apply(latest(1, 30, 'BUSINESS', true)); // it drives on, on business
    expect(model.hiddenFrom(1, OTHER)).toBe(false);
    model.apply(latest(1, 40, 'BUSINESS', false));
    expect(model.hiddenFrom(1, OTHER)).toBe(false);
  });

  it('follows a purpose or driver changed later, and ignores a change not newer than what it holds', () => {
    const model = new LatestTripsModel();
    model.apply(latest(1, 10, 'PRIVATE_AUTO'));
    model.apply(latest(1, 20, 'BUSINESS')); // its driver made it a business trip
    expect(model.hiddenFrom(1, OTHER)).toBe(false);
    model.apply(latest(1, 15, 'PRIVATE_AUTO')); // redelivered late
    model.apply(latest(1, 20, 'PRIVATE')); // not newer
    expect(model.hiddenFrom(1, OTHER)).toBe(false);
    model.apply(latest(1, 30, 'PRIVATE'));
    expect(model.hiddenFrom(1, OTHER)).toBe(true);
    model.apply(latest(1, 40, 'PRIVATE', false, OTHER)); // an administrator gave the trip another driver
    expect([model.hiddenFrom(1, OTHER), model.hiddenFrom(1, DRIVER)]).toEqual([false, true]);
  });

  it('tells which changes change who may see the vehicle', () => {
    const model = new LatestTripsModel();
    expect(model.apply(latest(1, 10, 'BUSINESS', true))).toBe(false); // shown before, shown now
    expect(model.apply(latest(1, 20, 'PRIVATE_AUTO', true))).toBe(true);
    expect(model.apply(latest(1, 30, 'PRIVATE_AUTO', false))).toBe(false); // closed, still its driver's alone
    expect(model.apply(latest(1, 25, 'BUSINESS', false))).toBe(false); // older: ignored
    expect(model.apply(latest(1, 40, 'PRIVATE', false, OTHER))).toBe(true);
    expect(model.apply(latest(1, 50, 'BUSINESS', true, OTHER))).toBe(true);
  });

  it('takes a snapshot of the private latest trips: a held one it lacks is no longer private, unless changed since', () => {
    const model = new LatestTripsModel();
    model.apply(latest(1, 100)); // its change to business was missed
    model.apply(latest(2, 900)); // private after the snapshot was taken
    const changed = model.applySnapshot(
      [
        {
          vehicleId: 3,
          organizationId: 1,
          open: false,
          tripId: 30,
          purpose: 'PRIVATE',
          driverUserId: DRIVER,
          startTsMs: 50,
          version: 60,
        },
        {
          vehicleId: 4,
          organizationId: 1,
          open: true,
          tripId: 0,
          purpose: 'PRIVATE_AUTO',
          driverUserId: 0,
          startTsMs: 50,
          version: 70,
        },
      ],
      500,
    );
    expect([1, 2, 3, 4].map((vehicle) => model.hiddenFrom(vehicle, OTHER))).toEqual([false, true, true, true]);
    expect(model.hiddenFrom(3, DRIVER)).toBe(false);
    // A private trip without a known driver is hidden from everyone.
    expect(model.hiddenFrom(4, DRIVER)).toBe(true);
    expect(changed.sort()).toEqual([1, 3, 4]);
  });

  it('masks the position as 0,0 without speed or heading, keeping the times', () => {
    const position = {
      vehicleId: 1,
      organizationId: 2,
      deviceId: 3,
      hasFix: true,
      timestampMs: 1_000,
      latitude: 59.3,
      longitude: 18.1,
      angleDeg: 90,
      speedKmh: 70,
      satellites: 9,
      hdop: 0.8,
      ignition: true,
      movement: true,
      lastSeenMs: 1_000,
      receivedTsMs: 1_100,
    } satisfies devicesV1.VehiclePosition;
    expect(privatePosition(position)).toMatchObject({
      latitude: 0,
      longitude: 0,
      speedKmh: 0,
      angleDeg: 0,
      satellites: 0,
      timestampMs: 1_000,
      lastSeenMs: 1_000,
      ignition: true,
    });
  });
});
