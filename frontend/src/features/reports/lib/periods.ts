// Report periods as the API takes them: [fromTsMs, toTsMs) over whole days of the app's time zone.
import { APP_TIME_ZONE, dayjs } from '../../../lib/dates';

export interface ReportPeriod {
  fromTsMs: number;
  toTsMs: number;
}

/** A calendar month (1–12) in Stockholm time. */
export function monthPeriod(year: number, month: number): ReportPeriod {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const next = dayjs.utc(first).add(1, 'month').format('YYYY-MM-DD');
  return { fromTsMs: dayjs.tz(first, APP_TIME_ZONE).valueOf(), toTsMs: dayjs.tz(next, APP_TIME_ZONE).valueOf() };
}

/** Whole days from `from` to `to` (YYYY-MM-DD, inclusive); null when the order is wrong. */
export function daysPeriod(from: string, to: string): ReportPeriod | null {
  const fromTsMs = dayjs.tz(from, APP_TIME_ZONE).valueOf();
  const toTsMs = dayjs.tz(dayjs.utc(to).add(1, 'day').format('YYYY-MM-DD'), APP_TIME_ZONE).valueOf();
  return Number.isFinite(fromTsMs) && Number.isFinite(toTsMs) && fromTsMs < toTsMs ? { fromTsMs, toTsMs } : null;
}

/** The default of a report without a page period: the start of this month to the end of today. */
export function monthToDate(nowMs: number): { from: string; to: string } {
  const today = dayjs(nowMs).tz(APP_TIME_ZONE);
  return { from: today.startOf('month').format('YYYY-MM-DD'), to: today.format('YYYY-MM-DD') };
}

/** A byte count as people read it: "850 B", "12.4 kB", "3.1 MB". */
export function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toLocaleString(language === 'en' ? 'en-GB' : 'sv-SE', { maximumFractionDigits: digits })} ${units[unit]}`;
}
