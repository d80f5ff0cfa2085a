import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const APP_TIME_ZONE = 'Europe/Stockholm';

export function formatDateTime(ms: number): string {
  return dayjs(ms).tz(APP_TIME_ZONE).format('YYYY-MM-DD HH:mm');
}

export function formatDate(ms: number): string {
  return dayjs(ms).tz(APP_TIME_ZONE).format('YYYY-MM-DD');
}

// File-name friendly timestamp, e.g. 2025-03-01_14-05-09.
export function fileTimestamp(ms: number): string {
  return dayjs(ms).tz(APP_TIME_ZONE).format('YYYY-MM-DD_HH-mm-ss');
}

// dayjs's timezone plugin builds an Intl.DateTimeFormat on every .tz() call (about 0.5 ms each); lists of hundreds
// of trips read their Stockholm days and times through this one formatter instead.
const stockholmFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: APP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export interface StockholmTime {
  /** YYYY-MM-DD */
  day: string;
  /** HH:mm */
  time: string;
  /** Day and month without leading zeros, "24/11". */
  dayMonth: string;
}

export function stockholmTime(ms: number): StockholmTime {
  const part: Record<string, string> = {};
  for (const { type, value } of stockholmFormat.formatToParts(ms)) part[type] = value;
  return {
    day: `${part.year}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}`,
    dayMonth: `${Number(part.day)}/${Number(part.month)}`,
  };
}

export { dayjs };
