import { describe, expect, it } from 'vitest';

import {
  addMonths,
  attestMonthOptions,
  formatMonth,
  isPayrollMonthAllowed,
  latestPayrollMonth,
  monthAt,
  monthRange,
} from './attest-months';

const at = (iso: string) => Date.parse(iso);

describe(attestMonthOptions.name, () => {
  it('offers this month, the previous one and the one before, newest first', () => {
    expect(attestMonthOptions(at('2026-03-15T12:00:00+01:00'))).toEqual([
      { year: 2026, month: 3 },
      { year: 2026, month: 2 },
      { year: 2026, month: 1 },
    ]);
  });

  it('crosses the year back', () => {
    expect(attestMonthOptions(at('2026-02-01T08:00:00+01:00'))).toEqual([
      { year: 2026, month: 2 },
      { year: 2026, month: 1 },
      { year: 2025, month: 12 },
    ]);
  });

  it('counts months in Stockholm time: 23:30 UTC on the last of January is already February', () => {
    expect(monthAt(at('2026-01-31T23:30:00Z'))).toEqual({ year: 2026, month: 2 });
    expect(attestMonthOptions(at('2026-01-31T23:30:00Z'))[0]).toEqual({ year: 2026, month: 2 });
  });
});

describe(latestPayrollMonth.name, () => {
  const now = at('2026-01-10T10:00:00+01:00');

  it('is the previous month, also across the new year', () => {
    expect(latestPayrollMonth(now)).toEqual({ year: 2025, month: 12 });
  });

  it('allows no month after the previous one', () => {
    expect(isPayrollMonthAllowed({ year: 2025, month: 12 }, now)).toBe(true);
    expect(isPayrollMonthAllowed({ year: 2024, month: 6 }, now)).toBe(true);
    expect(isPayrollMonthAllowed({ year: 2026, month: 1 }, now)).toBe(false);
    expect(isPayrollMonthAllowed({ year: 2026, month: 5 }, now)).toBe(false);
  });
});

describe(monthRange.name, () => {
  it('is the Stockholm month, through the change to summer time', () => {
    const range = monthRange({ year: 2026, month: 3 });
    expect(new Date(range.fromTsMs).toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(new Date(range.toTsMs).toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });

  it('ends December at the new year', () => {
    const range = monthRange({ year: 2025, month: 12 });
    expect(new Date(range.toTsMs).toISOString()).toBe('2025-12-31T23:00:00.000Z');
  });
});

describe(addMonths.name, () => {
  it('steps over years both ways', () => {
    expect(addMonths({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -13)).toEqual({ year: 2024, month: 12 });
  });
});

describe(formatMonth.name, () => {
  it('names the month in Swedish, or in English', () => {
    expect(formatMonth({ year: 2026, month: 3 }, 'sv')).toBe('mars 2026');
    expect(formatMonth({ year: 2026, month: 3 }, 'en')).toBe('March 2026');
  });
});
