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

export { dayjs };
