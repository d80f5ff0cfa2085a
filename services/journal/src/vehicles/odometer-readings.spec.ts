import { CALIBRATION_FACTOR_RANGE, calibrationFactor, scaledDistances } from './odometer-readings';

describe('a retroactive calibration over the trips it covers', () => {
  it("scales the free trips so the interval adds up to the odometer's difference, the kept ones as they are", () => {
    // 20 km between the readings; a confirmed trip of 5.4 km stays; two free trips of 5.4 km share 14.6 km.
    expect(calibrationFactor(20_000, 5_400, 10_800)).toBeCloseTo(14_600 / 10_800, 10);
    expect(calibrationFactor(10_000, 0, 10_000)).toBe(1);
  });

  it('leaves the trips alone when no factor in range explains the difference', () => {
    expect(calibrationFactor(20_000, 0, 0)).toBeNull(); // no free trip
    expect(calibrationFactor(5_000, 5_400, 10_800)).toBeNull(); // the kept trips alone exceed it
    expect(calibrationFactor(100_000, 0, 10_000)).toBeNull(); // ten times: trips are missing, not mismeasured
    expect(calibrationFactor(1_000, 0, 10_000)).toBeNull();
    expect(calibrationFactor(CALIBRATION_FACTOR_RANGE.max * 10_000, 0, 10_000)).toBe(CALIBRATION_FACTOR_RANGE.max);
    expect(calibrationFactor(CALIBRATION_FACTOR_RANGE.min * 10_000, 0, 10_000)).toBe(CALIBRATION_FACTOR_RANGE.min);
    expect(calibrationFactor(-1, 0, 10_000)).toBeNull();
  });

  it('scales in whole metres, the total exact', () => {
    const scaled = scaledDistances([5_400, 5_400, 333], 14_600 / 11_133);
    expect(scaled.reduce((sum, distance) => sum + distance, 0)).toBe(14_600);
    expect(scaled.every((distance) => Number.isInteger(distance))).toBe(true);
    // Each rounds up to 2 (6 in all) but 4.5 rounds to 5: the longest gives the metre back.
    expect(scaledDistances([1, 1, 1], 1.5)).toEqual([1, 2, 2]);
    expect(scaledDistances([], 1.2)).toEqual([]);
  });
});
