import { describe, expect, it } from 'vitest';

import { defaultDateSelection, MAX_RANGE_DAYS, rangeProblem, timeRangeOf, type DateSelection } from './search-range';

const base = defaultDateSelection(Date.parse('2026-11-23T06:45:00Z'));
const select = (changes: Partial<DateSelection>): DateSelection => ({ ...base, ...changes });

describe(defaultDateSelection.name, () => {
  it('starts with the range from the first of this month to today, in Stockholm', () => {
    expect(base).toEqual({ mode: 'range', from: '2026-11-01', to: '2026-11-23', month: '2026-11', year: 2026 });
    // 23:30 UTC on 31 October is already 1 November in Stockholm.
    expect(defaultDateSelection(Date.parse('2026-10-31T23:30:00Z'))).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-01',
      month: '2026-11',
    });
  });
});

describe(timeRangeOf.name, () => {
  it('covers the chosen days from Stockholm midnight to the midnight after the last day', () => {
    expect(timeRangeOf(base)).toEqual({
      fromTsMs: Date.parse('2026-11-01T00:00:00+01:00'),
      toTsMs: Date.parse('2026-11-24T00:00:00+01:00'),
    });
  });

  it('keeps the days whole across a DST change', () => {
    expect(timeRangeOf(select({ from: '2026-03-29', to: '2026-03-29' }))).toEqual({
      fromTsMs: Date.parse('2026-03-29T00:00:00+01:00'),
      toTsMs: Date.parse('2026-03-30T00:00:00+02:00'),
    });
    expect(timeRangeOf(select({ from: '2026-10-25', to: '2026-10-25' }))).toEqual({
      fromTsMs: Date.parse('2026-10-25T00:00:00+02:00'),
      toTsMs: Date.parse('2026-10-26T00:00:00+01:00'),
    });
  });

  it('covers a whole month or year', () => {
    expect(timeRangeOf(select({ mode: 'month', month: '2026-03' }))).toEqual({
      fromTsMs: Date.parse('2026-03-01T00:00:00+01:00'),
      toTsMs: Date.parse('2026-04-01T00:00:00+02:00'),
    });
    expect(timeRangeOf(select({ mode: 'month', month: '2026-12' }))).toEqual({
      fromTsMs: Date.parse('2026-12-01T00:00:00+01:00'),
      toTsMs: Date.parse('2027-01-01T00:00:00+01:00'),
    });
    expect(timeRangeOf(select({ mode: 'year', year: 2028 }))).toEqual({
      fromTsMs: Date.parse('2028-01-01T00:00:00+01:00'),
      toTsMs: Date.parse('2029-01-01T00:00:00+01:00'),
    });
  });

  it('refuses a range ending before it starts or longer than the journal answers', () => {
    expect(rangeProblem(select({ from: '2026-11-10', to: '2026-11-09' }))).toBe('ORDER');
    expect(timeRangeOf(select({ from: '2026-11-10', to: '2026-11-09' }))).toBeNull();
    expect(MAX_RANGE_DAYS).toBe(366);
    expect(rangeProblem(select({ from: '2028-01-01', to: '2028-12-31' }))).toBeNull(); // a leap year
    expect(rangeProblem(select({ from: '2026-01-01', to: '2027-01-02' }))).toBe('TOO_LONG');
    // Month and year modes never overrun.
    expect(rangeProblem(select({ mode: 'year', from: '2026-11-10', to: '2026-11-09' }))).toBeNull();
  });
});
