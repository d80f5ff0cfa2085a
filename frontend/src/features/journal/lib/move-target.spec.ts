import { describe, expect, it } from 'vitest';

import { emptyMoveTarget, isMoveTargetReady, moveTripRequest, moveTripsRequest } from './move-target';

const current = { organizationId: 3, vehicleId: 11 };

describe(isMoveTargetReady.name, () => {
  it('waits for an organisation and a vehicle', () => {
    expect(isMoveTargetReady(emptyMoveTarget(), current)).toBe(false);
    expect(isMoveTargetReady({ organizationId: 4, vehicleId: null, driverId: null }, current)).toBe(false);
    expect(isMoveTargetReady({ organizationId: null, vehicleId: 12, driverId: null }, current)).toBe(false);
  });

  it('refuses the place the trip already is', () => {
    expect(isMoveTargetReady({ organizationId: 3, vehicleId: 11, driverId: 7 }, current)).toBe(false);
    expect(isMoveTargetReady({ organizationId: 3, vehicleId: 12, driverId: null }, current)).toBe(true);
    expect(isMoveTargetReady({ organizationId: 4, vehicleId: 21, driverId: null }, current)).toBe(true);
  });
});

describe(moveTripRequest.name, () => {
  it('sends the vehicle and the driver, null for none', () => {
    expect(moveTripRequest({ organizationId: 3, vehicleId: 12, driverId: null }, current)).toEqual({
      vehicleId: 12,
      driverId: null,
    });
    expect(moveTripRequest({ organizationId: 3, vehicleId: 12, driverId: 9 }, current)).toEqual({
      vehicleId: 12,
      driverId: 9,
    });
    expect(moveTripRequest(emptyMoveTarget(), current)).toBeNull();
  });
});

describe(moveTripsRequest.name, () => {
  const target = { organizationId: 4, vehicleId: 21, driverId: 9 };
  const interval = { from: '2026-11-01T00:00', to: '2026-11-30T23:59' };

  it('needs both times, in order, a source and a ready target', () => {
    expect(moveTripsRequest({ ...interval, from: '' }, target, current)).toBeNull();
    expect(moveTripsRequest({ ...interval, to: '' }, target, current)).toBeNull();
    expect(moveTripsRequest({ from: interval.to, to: interval.from }, target, current)).toBeNull();
    expect(moveTripsRequest(interval, target, null)).toBeNull();
    expect(moveTripsRequest(interval, { ...target, vehicleId: null }, current)).toBeNull();
    expect(moveTripsRequest(interval, { organizationId: 3, vehicleId: 11, driverId: null }, current)).toBeNull();
  });

  it('sends the interval in Stockholm time with source and target', () => {
    expect(moveTripsRequest(interval, target, current)).toEqual({
      fromTsMs: Date.parse('2026-11-01T00:00:00+01:00'),
      toTsMs: Date.parse('2026-11-30T23:59:00+01:00'),
      sourceVehicleId: 11,
      targetVehicleId: 21,
      targetDriverId: 9,
    });
  });
});
