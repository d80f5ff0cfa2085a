import type { ScheduleDay } from '../settings/setting-fields';

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The weekday (1 Monday – 7 Sunday) and the time HHmm of a moment in a time zone. */
export function localWeekTime(ms: number, timeZone: string): { dayOfWeek: number; hhmm: string } {
  const parts = formatIn(timeZone).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { dayOfWeek: WEEKDAYS[part('weekday')] ?? 1, hhmm: `${part('hour')}${part('minute')}` };
}

/**
 * Whether an alarm's weekly schedule arms it at a moment, in the organisation's time zone: an active day with a time
 * from start to stop (stop included, so 2359 is the day's end). An empty schedule arms it always.
 */
export function isArmed(schedule: readonly ScheduleDay[], ms: number, timeZone = 'Europe/Stockholm'): boolean {
  if (schedule.length === 0) return true;
  const { dayOfWeek, hhmm } = localWeekTime(ms, timeZone);
  const day = schedule.find((d) => d.dayOfWeek === dayOfWeek);
  if (!day?.active) return false;
  return day.times.some(({ start, stop }) => start <= hhmm && hhmm <= stop);
}
