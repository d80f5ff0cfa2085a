// The date filter of the trips page (spec 02 §2.1): a range of days, a month or a year, in Europe/Stockholm, turned
// into the journal's [fromTsMs, toTsMs) in milliseconds. Default: the start of this month to the end of today.
import { APP_TIME_ZONE, dayjs } from '../../../lib/dates';

export type DateMode = 'range' | 'month' | 'year';

/** Every mode keeps its value, so switching modes back and forth loses nothing. */
export interface DateSelection {
  mode: DateMode;
  /** YYYY-MM-DD */
  from: string;
  /** YYYY-MM-DD, inclusive */
  to: string;
  /** YYYY-MM */
  month: string;
  year: number;
}

export interface TimeRange {
  fromTsMs: number;
  toTsMs: number;
}

export type RangeProblem = 'ORDER' | 'TOO_LONG';

/** The journal answers at most 367 days per request; a leap year fits. */
export const MAX_RANGE_DAYS = 366;

const startOfDayMs = (day: string) => dayjs.tz(day, APP_TIME_ZONE).valueOf();
// Calendar arithmetic on plain dates (UTC), so a DST change cannot shift a day.
const dayAfter = (day: string) => dayjs.utc(day).add(1, 'day').format('YYYY-MM-DD');

export function defaultDateSelection(nowMs: number): DateSelection {
  const today = dayjs(nowMs).tz(APP_TIME_ZONE);
  return {
    mode: 'range',
    from: today.format('YYYY-MM-01'),
    to: today.format('YYYY-MM-DD'),
    month: today.format('YYYY-MM'),
    year: today.year(),
  };
}

export function rangeProblem(selection: DateSelection): RangeProblem | null {
  if (selection.mode !== 'range') return null;
  const days = dayjs.utc(selection.to).diff(dayjs.utc(selection.from), 'day') + 1;
  if (days < 1) return 'ORDER';
  return days > MAX_RANGE_DAYS ? 'TOO_LONG' : null;
}

export function timeRangeOf(selection: DateSelection): TimeRange | null {
  if (rangeProblem(selection)) return null;
  switch (selection.mode) {
    case 'range':
      return { fromTsMs: startOfDayMs(selection.from), toTsMs: startOfDayMs(dayAfter(selection.to)) };
    case 'month': {
      const first = `${selection.month}-01`;
      const next = dayjs.utc(first).add(1, 'month').format('YYYY-MM-DD');
      return { fromTsMs: startOfDayMs(first), toTsMs: startOfDayMs(next) };
    }
    case 'year':
      return { fromTsMs: startOfDayMs(`${selection.year}-01-01`), toTsMs: startOfDayMs(`${selection.year + 1}-01-01`) };
  }
}
