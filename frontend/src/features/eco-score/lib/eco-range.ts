// The period of the eco score page (spec 02 §2.9, §9): whole Stockholm days, by default the last 7 (today and the
// six before it), turned into the API's [fromMs, toMs) in milliseconds.
import { APP_TIME_ZONE, dayjs } from '../../../lib/dates';

export interface EcoRange {
  /** YYYY-MM-DD */
  from: string;
  /** YYYY-MM-DD, inclusive */
  to: string;
}

export interface EcoPeriod {
  fromMs: number;
  toMs: number;
}

export type EcoRangeProblem = 'ORDER' | 'TOO_LONG';

export const DEFAULT_RANGE_DAYS = 7;
/** The journal answers at most 367 days per request; a leap year fits. */
export const MAX_RANGE_DAYS = 366;

const startOfDayMs = (day: string) => dayjs.tz(day, APP_TIME_ZONE).valueOf();
// Calendar arithmetic on plain dates (UTC), so a DST change cannot shift a day.
const dayAfter = (day: string) => dayjs.utc(day).add(1, 'day').format('YYYY-MM-DD');

export function defaultEcoRange(nowMs: number): EcoRange {
  const today = dayjs(nowMs).tz(APP_TIME_ZONE).format('YYYY-MM-DD');
  const from = dayjs
    .utc(today)
    .subtract(DEFAULT_RANGE_DAYS - 1, 'day')
    .format('YYYY-MM-DD');
  return { from, to: today };
}

export function ecoRangeProblem(range: EcoRange): EcoRangeProblem | null {
  const days = dayjs.utc(range.to).diff(dayjs.utc(range.from), 'day') + 1;
  if (days < 1) return 'ORDER';
  return days > MAX_RANGE_DAYS ? 'TOO_LONG' : null;
}

/** The milliseconds from the first day's Stockholm midnight to the midnight after the last; null for a bad range. */
export function ecoPeriodOf(range: EcoRange): EcoPeriod | null {
  if (ecoRangeProblem(range)) return null;
  return { fromMs: startOfDayMs(range.from), toMs: startOfDayMs(dayAfter(range.to)) };
}
