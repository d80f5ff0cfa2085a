// Trips grouped by the Europe/Stockholm day they start in (spec 02 §2.1): a trip past midnight stays in the day it
// started, and a day is a calendar day whatever its length (23 or 25 hours at the DST changes).
import 'dayjs/locale/sv';

import type { JournalEntry } from '../api/types';
import { dayjs, stockholmTime } from '../../../lib/dates';

export interface DayGroup<T> {
  /** YYYY-MM-DD in Stockholm. */
  day: string;
  trips: T[];
}

export function stockholmDay(ms: number): string {
  return stockholmTime(ms).day;
}

/** Groups in the order the days first appear (the journal answers oldest first), trips in their given order. */
export function groupByDay<T extends Pick<JournalEntry, 'trip'>>(entries: readonly T[]): DayGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const day = stockholmDay(entry.trip.timestamp_start_ms);
    const trips = groups.get(day);
    if (trips) trips.push(entry);
    else groups.set(day, [entry]);
  }
  return [...groups].map(([day, trips]) => ({ day, trips }));
}

/** "Måndag 23 november 2026" (Swedish day and month names), "Monday 23 November 2026" in English. */
export function dayLabel(day: string, lang: string): string {
  const text = dayjs(day)
    .locale(lang.startsWith('en') ? 'en' : 'sv')
    .format('dddd D MMMM YYYY');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface DayTotals {
  count: number;
  distanceM: number;
}

/** Trips and metres per Stockholm start day. */
export function dayTotals(entries: readonly Pick<JournalEntry, 'trip'>[]): Map<string, DayTotals> {
  const totals = new Map<string, DayTotals>();
  for (const entry of entries) {
    const day = stockholmDay(entry.trip.timestamp_start_ms);
    const sum = totals.get(day) ?? { count: 0, distanceM: 0 };
    totals.set(day, { count: sum.count + 1, distanceM: sum.distanceM + entry.trip.odometer_max });
  }
  return totals;
}
