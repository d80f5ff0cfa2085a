import { describe, expect, it } from 'vitest';

import { defaultEcoRange, ecoPeriodOf, ecoRangeProblem, MAX_RANGE_DAYS } from './eco-range';
import { dayjs } from '../../../lib/dates';

describe(defaultEcoRange.name, () => {
  it('is today and the six days before it, in Stockholm', () => {
    expect(defaultEcoRange(Date.parse('2026-11-23T06:45:00Z'))).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    // 23:30 UTC on 31 October is already 1 November in Stockholm.
    expect(defaultEcoRange(Date.parse('2026-10-31T23:30:00Z'))).toEqual({ from: '2026-10-26', to: '2026-11-01' });
  });

  it('crosses a year', () => {
    expect(defaultEcoRange(Date.parse('2027-01-03T12:00:00Z'))).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
});

describe(ecoPeriodOf.name, () => {
  it('covers the chosen days from Stockholm midnight to the midnight after the last day', () => {
    expect(ecoPeriodOf({ from: '2026-11-17', to: '2026-11-23' })).toEqual({
      fromMs: Date.parse('2026-11-17T00:00:00+01:00'),
      toMs: Date.parse('2026-11-24T00:00:00+01:00'),
    });
  });

  it('keeps the days whole across a DST change', () => {
    expect(ecoPeriodOf({ from: '2026-03-29', to: '2026-03-29' })).toEqual({
      fromMs: Date.parse('2026-03-29T00:00:00+01:00'),
      toMs: Date.parse('2026-03-30T00:00:00+02:00'),
    });
  });

  it('is null for a bad range', () => {
    expect(ecoPeriodOf({ from: '2026-11-23', to: '2026-11-22' })).toBeNull();
  });
});

describe(ecoRangeProblem.name, () => {
  it('accepts a single day and the longest range', () => {
    expect(ecoRangeProblem({ from: '2026-11-23', to: '2026-11-23' })).toBeNull();
    const last = dayjs
      .utc('2024-01-01')
      .add(MAX_RANGE_DAYS - 1, 'day')
      .format('YYYY-MM-DD');
    expect(ecoRangeProblem({ from: '2024-01-01', to: last })).toBeNull();
  });

  it('refuses an end before the start and a range over the longest', () => {
    expect(ecoRangeProblem({ from: '2026-11-23', to: '2026-11-22' })).toBe('ORDER');
    const tooFar = dayjs.utc('2024-01-01').add(MAX_RANGE_DAYS, 'day').format('YYYY-MM-DD');
    expect(ecoRangeProblem({ from: '2024-01-01', to: tooFar })).toBe('TOO_LONG');
  });

  it('keeps the longest range within what the API answers (367 days)', () => {
    const period = ecoPeriodOf({ from: '2024-01-01', to: '2024-12-31' });
    expect(period && period.toMs - period.fromMs).toBeLessThanOrEqual(367 * 24 * 3_600_000);
  });
});
