import type { devicesV1 } from '@fleetlog/contracts';

import { OpenTripsModel, privatePosition } from './private-trips';

const DRIVER = 7;
const OTHER = 8;
const trip = (vehicleId: number, version: number, purpose = 'PRIVATE_AUTO', open = true) => ({
  vehicleId,
  open,
  purpose,
  driverUserId: DRIVER,
  version,
});

describe('OpenTripsModel (private mode on the map)', () => {
  it("hides a vehicle on a private trip from everyone but the trip's driver", () => {
    const model = new OpenTripsModel();
    model.apply(trip(1, 10, 'PRIVATE'));
    model.apply(trip(2, 10, 'PRIVATE_AUTO'));
    model.apply(trip(3, 10, 'BUSINESS'));
    expect([1, 2, 3, 4].map((vehicle) => model.hiddenFrom(vehicle, OTHER))).toEqual([true, true, false, false]);
    expect([1, 2].map((vehicle) => model.hiddenFrom(vehicle, DRIVER))).toEqual([false, false]);
  });

  it('shows the vehicle again when the trip ends, and ignores a change older than what it holds', () => {
    const model = new OpenTripsModel();
    model.apply(trip(1, 10));
    model.apply(trip(1, 20, 'PRIVATE_AUTO', false));
    expect(model.hiddenFrom(1, OTHER)).toBe(false);
    model.apply(trip(1, 15)); // the opening redelivered late
    expect(model.hiddenFrom(1, OTHER)).toBe(false);
    model.apply(trip(1, 30));
    expect(model.hiddenFrom(1, OTHER)).toBe(true);
  });

  it('takes a snapshot: its trips open, a held trip it lacks closed unless a newer change came meanwhile', () => {
    const model = new OpenTripsModel();
    model.apply(trip(1, 100)); // its end was missed
    model.apply(trip(2, 900)); // opened after the snapshot was taken
    model.applySnapshot(
      [{ vehicleId: 3, organizationId: 1, purpose: 'PRIVATE', driverUserId: DRIVER, startTsMs: 50, version: 60 }],
      500,
    );
    expect([1, 2, 3].map((vehicle) => model.hiddenFrom(vehicle, OTHER))).toEqual([false, true, true]);
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
