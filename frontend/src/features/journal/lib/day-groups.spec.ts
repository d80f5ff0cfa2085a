import { describe, expect, it } from 'vitest';

import { journalEntry } from './journal-entry.testing';
import { dayLabel, dayTotals, groupByDay, stockholmDay } from './day-groups';

const at = (iso: string) => journalEntry({ trip: { timestamp_start_ms: Date.parse(iso) } });

describe(groupByDay.name, () => {
  it('groups trips by the Stockholm day they start in, in the order given', () => {
    const trips = [
      at('2026-11-09T06:30:00Z'), // 07:30 Monday
      at('2026-11-09T16:00:00Z'), // 17:00 Monday
      at('2026-11-10T08:00:00Z'), // 09:00 Tuesday
    ];
    expect(groupByDay(trips)).toEqual([
      { day: '2026-11-09', trips: [trips[0], trips[1]] },
      { day: '2026-11-10', trips: [trips[2]] },
    ]);
  });

  it('keeps a trip that spans midnight in the day it started', () => {
    const late = journalEntry({
      trip: {
        timestamp_start_ms: Date.parse('2026-11-10T23:40:00+01:00'),
        timestamp_stop_ms: Date.parse('2026-11-11T00:25:00+01:00'),
      },
    });
    const next = at('2026-11-11T06:00:00+01:00');
    expect(groupByDay([late, next]).map((g) => [g.day, g.trips.length])).toEqual([
      ['2026-11-10', 1],
      ['2026-11-11', 1],
    ]);
  });

  it('uses Stockholm days, not UTC days: 00:30 local is still the previous day in UTC', () => {
    // 23:30 UTC on 9 November is 00:30 on 10 November in Stockholm (CET, UTC+1).
    expect(stockholmDay(Date.parse('2026-11-09T23:30:00Z'))).toBe('2026-11-10');
  });

  it('keeps the 23-hour and 25-hour days of the DST changes whole', () => {
    // 29 March 2026: clocks go 02:00 → 03:00 (CET → CEST). 25 October 2026: 03:00 → 02:00 (CEST → CET).
    const trips = [
      at('2026-03-28T23:10:00Z'), // 00:10 CET, 29 March
      at('2026-03-29T21:50:00Z'), // 23:50 CEST, 29 March
      at('2026-03-29T22:10:00Z'), // 00:10 CEST, 30 March
      at('2026-10-24T22:30:00Z'), // 00:30 CEST, 25 October
      at('2026-10-25T22:59:00Z'), // 23:59 CET, 25 October
      at('2026-10-25T23:01:00Z'), // 00:01 CET, 26 October
    ];
    expect(groupByDay(trips).map((g) => [g.day, g.trips.length])).toEqual([
      ['2026-03-29', 2],
      ['2026-03-30', 1],
      ['2026-10-25', 2],
      ['2026-10-26', 1],
    ]);
  });

  it('answers no groups for no trips', () => {
    expect(groupByDay([])).toEqual([]);
  });
});

describe(dayTotals.name, () => {
  it('counts the trips and metres of each day', () => {
    const a = journalEntry({
      trip: { timestamp_start_ms: Date.parse('2026-11-09T07:00:00+01:00'), odometer_max: 1200 },
    });
    const b = journalEntry({
      trip: { timestamp_start_ms: Date.parse('2026-11-09T23:50:00+01:00'), odometer_max: 800 },
    });
    const c = journalEntry({ trip: { timestamp_start_ms: Date.parse('2026-11-10T00:10:00+01:00'), odometer_max: 50 } });
    expect(Object.fromEntries(dayTotals([a, b, c]))).toEqual({
      '2026-11-09': { count: 2, distanceM: 2000 },
      '2026-11-10': { count: 1, distanceM: 50 },
    });
  });
});

describe(dayLabel.name, () => {
  it('names the day and month in Swedish by default and in English when asked', () => {
    expect(dayLabel('2026-11-23', 'sv')).toBe('Måndag 23 november 2026');
    expect(dayLabel('2026-03-29', 'sv')).toBe('Söndag 29 mars 2026');
    expect(dayLabel('2026-11-23', 'en')).toBe('Monday 23 November 2026');
  });
});
