// The months of attestation in Europe/Stockholm (spec 02 §5): the driver attests one of the last three months; the
// payroll screen reviews months up to the previous one, which it starts at.
import { APP_TIME_ZONE, dayjs } from '../../../lib/dates';
import type { MonthRef } from '../api/types';

/** How many months the attest menu offers: this one and the two before it. */
export const ATTEST_MONTH_CHOICES = 3;

const index = (ref: MonthRef) => ref.year * 12 + (ref.month - 1);
const fromIndex = (i: number): MonthRef => ({ year: Math.floor(i / 12), month: (i % 12) + 1 });

export function addMonths(ref: MonthRef, count: number): MonthRef {
  return fromIndex(index(ref) + count);
}

export const sameMonth = (a: MonthRef, b: MonthRef): boolean => index(a) === index(b);

/** The Stockholm month an instant falls in. */
export function monthAt(ms: number): MonthRef {
  const at = dayjs(ms).tz(APP_TIME_ZONE);
  return { year: at.year(), month: at.month() + 1 };
}

/** This month, the previous one and the one before it, newest first. */
export function attestMonthOptions(nowMs: number): MonthRef[] {
  const current = monthAt(nowMs);
  return Array.from({ length: ATTEST_MONTH_CHOICES }, (_, i) => addMonths(current, -i));
}

/** The latest month the payroll screen offers, and its default: the previous month. */
export function latestPayrollMonth(nowMs: number): MonthRef {
  return addMonths(monthAt(nowMs), -1);
}

export function isPayrollMonthAllowed(ref: MonthRef, nowMs: number): boolean {
  return index(ref) <= index(latestPayrollMonth(nowMs));
}

/** The month's [fromTsMs, toTsMs) in Stockholm time, as the journal is searched. */
export function monthRange(ref: MonthRef): { fromTsMs: number; toTsMs: number } {
  const first = (m: MonthRef) => dayjs.tz(`${m.year}-${String(m.month).padStart(2, '0')}-01`, APP_TIME_ZONE);
  return { fromTsMs: first(ref).valueOf(), toTsMs: first(addMonths(ref, 1)).valueOf() };
}

/** "mars 2026" (Swedish month names), "March 2026" in English. */
export function formatMonth(ref: MonthRef, lang: string): string {
  return new Intl.DateTimeFormat(lang.startsWith('en') ? 'en-GB' : 'sv-SE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(ref.year, ref.month - 1, 1));
}

/** YYYY-MM, for keys and test ids. */
export const monthKey = (ref: MonthRef): string => `${ref.year}-${String(ref.month).padStart(2, '0')}`;
