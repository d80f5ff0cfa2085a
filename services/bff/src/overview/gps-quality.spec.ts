import { gpsQuality } from './gps-quality';

describe(gpsQuality.name, () => {
  it('is 0 without a fix, whatever the satellites say', () => {
    expect(gpsQuality({ hasFix: false, satellites: 12, hdop: 0.8 })).toBe(0);
    expect(gpsQuality({ hasFix: false, satellites: 0, hdop: 0.8 })).toBe(0);
  });

  it('scores a fix without a satellite count (Queclink @Track) by its HDOP alone, 1 without one', () => {
    expect(gpsQuality({ hasFix: true, satellites: 0, hdop: 1 })).toBe(5);
    expect(gpsQuality({ hasFix: true, satellites: 0, hdop: 4 })).toBe(3);
    expect(gpsQuality({ hasFix: true, satellites: 0, hdop: 25 })).toBe(0);
    expect(gpsQuality({ hasFix: true, satellites: 0, hdop: null })).toBe(1);
  });

  it.each([
    [1, 1],
    [3, 1],
    [4, 2],
    [5, 2],
    [6, 3],
    [7, 3],
    [8, 4],
    [9, 4],
    [10, 5],
    [18, 5],
  ])('%i satellites with an ideal HDOP score %i', (satellites, score) => {
    expect(gpsQuality({ hasFix: true, satellites, hdop: 0.9 })).toBe(score);
  });

  it.each([
    [1.0, 5],
    [1.5, 4],
    [2.0, 4],
    [2.1, 3],
    [5.0, 3],
    [7, 2],
    [10, 2],
    [15, 1],
    [20, 1],
    [25, 0],
  ])('HDOP %f caps 12 satellites at %i', (hdop, score) => {
    expect(gpsQuality({ hasFix: true, satellites: 12, hdop })).toBe(score);
  });

  it('never raises a score through a good HDOP: few satellites stay low', () => {
    expect(gpsQuality({ hasFix: true, satellites: 4, hdop: 0.5 })).toBe(2);
  });

  it('decides by satellites alone when the device reports no HDOP (or a meaningless one)', () => {
    expect(gpsQuality({ hasFix: true, satellites: 9 })).toBe(4);
    expect(gpsQuality({ hasFix: true, satellites: 9, hdop: null })).toBe(4);
    expect(gpsQuality({ hasFix: true, satellites: 9, hdop: 0 })).toBe(4);
  });

  it('matches the spec colours: green (above 3) needs 8 satellites and HDOP ≤ 2', () => {
    expect(gpsQuality({ hasFix: true, satellites: 8, hdop: 2 })).toBeGreaterThan(3);
    expect(gpsQuality({ hasFix: true, satellites: 8, hdop: 2.5 })).toBeLessThanOrEqual(3);
    expect(gpsQuality({ hasFix: true, satellites: 7, hdop: 1 })).toBeLessThanOrEqual(3);
  });
});
