import { describe, expect, it } from 'vitest';

import { needsHighConfirmation, odometerRequest, parseOdometer, readingTimeMs } from './odometer';

describe('parseOdometer', () => {
  it('accepts digits from 0 to 1,500,000', () => {
    expect(parseOdometer('0')).toEqual({ ok: true, valueKm: 0 });
    expect(parseOdometer(' 1500000 ')).toEqual({ ok: true, valueKm: 1_500_000 });
  });

  it('rejects anything but digits', () => {
    for (const t of ['-1', '12.5', '1 000', 'abc', '1e5'])
      expect(parseOdometer(t)).toEqual({ ok: false, error: 'digitsOnly' });
    expect(parseOdometer('')).toEqual({ ok: false, error: 'required' });
  });

  it('rejects values above 1,500,000', () => {
    expect(parseOdometer('1500001')).toEqual({ ok: false, error: 'tooLarge' });
  });
});

describe('needsHighConfirmation', () => {
  it('asks above 900,000 only', () => {
    expect(needsHighConfirmation(900_000)).toBe(false);
    expect(needsHighConfirmation(900_001)).toBe(true);
  });
});

describe('readingTimeMs', () => {
  it('reads Stockholm time and snaps to 5 minutes', () => {
    expect(readingTimeMs('2025-06-01', '10:07')).toBe(Date.UTC(2025, 5, 1, 8, 5));
    expect(readingTimeMs('2025-01-15', '23:55')).toBe(Date.UTC(2025, 0, 15, 22, 55));
    expect(readingTimeMs('', '10:00')).toBeUndefined();
  });
});

describe('odometerRequest', () => {
  const base = { valueText: '1000', date: '2025-06-01', time: '10:00', forced: false };
  it('applies now when calibrating from the current time', () => {
    const r = odometerRequest({ ...base, calibrateFromTime: true }, 1000, 123, false);
    expect(r).toMatchObject({ applyRetroactive: false, fromTimeMs: 123 });
    expect(r.recordedTimeMs).toBeUndefined();
  });
  it('applies retroactively from the chosen time otherwise', () => {
    const r = odometerRequest({ ...base, calibrateFromTime: false }, 1000, 123, true);
    const at = Date.UTC(2025, 5, 1, 8, 0);
    expect(r).toMatchObject({ applyRetroactive: true, recordedTimeMs: at, fromTimeMs: at, confirmedHigh: true });
  });
});
