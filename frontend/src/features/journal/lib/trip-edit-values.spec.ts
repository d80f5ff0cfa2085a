import { describe, expect, it } from 'vitest';

import {
  formatOdometerKm,
  fromDateTimeInput,
  isShortDistance,
  kmToMetres,
  metresToKmInput,
  SHORT_TRIP_M,
  toDateTimeInput,
} from './trip-edit-values';

describe(kmToMetres.name, () => {
  it('reads km with a decimal comma or point as whole metres', () => {
    expect(kmToMetres('12,5')).toBe(12_500);
    expect(kmToMetres('12.5')).toBe(12_500);
    expect(kmToMetres(' 0,15 ')).toBe(150);
    expect(kmToMetres('3')).toBe(3000);
    expect(kmToMetres('.25')).toBe(250);
    expect(kmToMetres('1,2345')).toBe(1235);
    expect(kmToMetres('1 234,5')).toBe(1_234_500);
  });

  it('refuses what is not a distance', () => {
    for (const text of ['', '  ', 'abc', '-1', '1,2,3', '1e3', '1500001']) expect(kmToMetres(text)).toBeNull();
    expect(kmToMetres('1500000')).toBe(1_500_000_000);
  });
});

describe(isShortDistance.name, () => {
  it('asks below 200 m only', () => {
    expect(SHORT_TRIP_M).toBe(200);
    expect(isShortDistance(199)).toBe(true);
    expect(isShortDistance(0)).toBe(true);
    expect(isShortDistance(200)).toBe(false);
  });
});

describe(metresToKmInput.name, () => {
  it('shows metres × 0.001 with two decimals in the language', () => {
    expect(metresToKmInput(5400, 'sv')).toBe('5,40');
    expect(metresToKmInput(5400, 'en')).toBe('5.40');
    expect(metresToKmInput(12_345, 'sv')).toBe('12,35');
  });
});

describe(fromDateTimeInput.name, () => {
  it('reads the field in Stockholm time, summer and winter', () => {
    expect(fromDateTimeInput('2026-11-20T08:00')).toBe(Date.parse('2026-11-20T08:00:00+01:00'));
    expect(fromDateTimeInput('2026-07-01T23:30')).toBe(Date.parse('2026-07-01T23:30:00+02:00'));
  });

  it('answers null for an empty or broken value', () => {
    expect(fromDateTimeInput('')).toBeNull();
    expect(fromDateTimeInput('2026-11-20')).toBeNull();
    expect(fromDateTimeInput('20/11/2026 08:00')).toBeNull();
  });

  it('is the inverse of toDateTimeInput', () => {
    const ms = Date.parse('2026-03-29T01:59:00+01:00');
    expect(toDateTimeInput(ms)).toBe('2026-03-29T01:59');
    expect(fromDateTimeInput(toDateTimeInput(ms))).toBe(ms);
  });
});

describe(formatOdometerKm.name, () => {
  it('shows whole km, and a dash without a reading', () => {
    expect(formatOdometerKm(12_345_678, 'sv')).toBe('12\u00a0346 km');
    expect(formatOdometerKm(12_345_678, 'en')).toBe('12,346 km');
    expect(formatOdometerKm(0, 'sv')).toBe('–');
  });
});
