import { describe, expect, it } from 'vitest';

import { chooseDefaultVehicle } from './default-vehicle';

describe('chooseDefaultVehicle', () => {
  it('prefers default, then checked-in, then permitted vehicles, else the first', () => {
    const ids = [1, 2, 3, 4];
    expect(chooseDefaultVehicle(ids, { defaultVehicles: [3], currentVehicle: [2], permittedVehicles: [4] })).toBe(3);
    expect(chooseDefaultVehicle(ids, { defaultVehicles: [9], currentVehicle: [2], permittedVehicles: [4] })).toBe(2);
    expect(chooseDefaultVehicle(ids, { permittedVehicles: [4] })).toBe(4);
    expect(chooseDefaultVehicle(ids, null)).toBe(1);
    expect(chooseDefaultVehicle([], null)).toBeNull();
  });
});
