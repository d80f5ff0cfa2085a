import { describe, expect, it } from 'vitest';

import { initialFilters } from './initial-filters';

const VEHICLES = [11, 12, 13];
const DRIVERS = [7, 8];
const params = (query: string) => new URLSearchParams(query);
const anna = { defaultVehicles: [], currentVehicle: [13], permittedVehicles: [12, 13] };

describe(initialFilters.name, () => {
  it('preselects the vehicle and driver of the query parameters', () => {
    expect(initialFilters(params('vehicleId=12'), VEHICLES, DRIVERS, anna)).toEqual({
      vehicleIds: [12],
      driverIds: [],
    });
    expect(initialFilters(params('vehicleId=12&userId=8'), VEHICLES, DRIVERS, anna)).toEqual({
      vehicleIds: [12],
      driverIds: [8],
    });
    // A driver alone: that driver's trips in every vehicle.
    expect(initialFilters(params('userId=8'), VEHICLES, DRIVERS, anna)).toEqual({ vehicleIds: [], driverIds: [8] });
  });

  it('falls back to the default vehicle: default, current, permitted, else the first', () => {
    expect(initialFilters(params(''), VEHICLES, DRIVERS, anna)).toEqual({ vehicleIds: [13], driverIds: [] });
    expect(initialFilters(params(''), VEHICLES, DRIVERS, { ...anna, defaultVehicles: [11] }).vehicleIds).toEqual([11]);
    expect(initialFilters(params(''), VEHICLES, DRIVERS, null).vehicleIds).toEqual([11]);
    expect(initialFilters(params(''), [], DRIVERS, anna).vehicleIds).toEqual([]);
  });

  it('ignores parameters that name nothing on offer', () => {
    expect(initialFilters(params('vehicleId=99&userId=x'), VEHICLES, DRIVERS, anna)).toEqual({
      vehicleIds: [13],
      driverIds: [],
    });
  });
});
