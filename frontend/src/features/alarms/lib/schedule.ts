// The weekly schedule that arms an alarm (spec 03 §3 "Schedule day entries", §9): days 1 (Monday) to 7, each active
// or not, with times HHmm on the wire and HH:mm in the form.
import type { ScheduleDay } from '../api/types';

export const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const MAX_TIMES_PER_DAY = 24;
/** The API's last minute of a day (HHmm allows no 24:00). */
export const END_OF_DAY = '23:59';

export interface TimeRange {
  start: string;
  stop: string;
}
export interface DayForm {
  dayOfWeek: number;
  active: boolean;
  times: TimeRange[];
}

const ALL_DAY: TimeRange = { start: '00:00', stop: END_OF_DAY };

/** Every alarm but the driving schedule is armed all week, all day. */
export function allWeekSchedule(): DayForm[] {
  return DAYS.map((dayOfWeek) => ({ dayOfWeek, active: true, times: [{ ...ALL_DAY }] }));
}

/** The driving-schedule alarm's default: Monday–Friday 00:00–06:00 and 17:00–23:59, weekends all day. */
export function drivingScheduleDefault(): DayForm[] {
  return DAYS.map((dayOfWeek) => ({
    dayOfWeek,
    active: true,
    times:
      dayOfWeek <= 5
        ? [
            { start: '00:00', stop: '06:00' },
            { start: '17:00', stop: END_OF_DAY },
          ]
        : [{ ...ALL_DAY }],
  }));
}

export const defaultSchedule = (alarmName: string): DayForm[] =>
  alarmName === 'DRIVING_SCHEDULE' ? drivingScheduleDefault() : allWeekSchedule();

const display = (hhmm: string) => `${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}`;
const wire = (hhmm: string) => hhmm.replace(':', '');

/** A saved schedule in the form; days it lacks are inactive. An empty one is the name's default. */
export function scheduleForm(days: readonly ScheduleDay[], alarmName: string): DayForm[] {
  if (days.length === 0) return defaultSchedule(alarmName);
  return DAYS.map((dayOfWeek) => {
    const day = days.find((d) => d.dayOfWeek === dayOfWeek);
    const times = (day?.times ?? []).map((t) => ({ start: display(t.start), stop: display(t.stop) }));
    return { dayOfWeek, active: day?.active ?? false, times: times.length ? times : [{ ...ALL_DAY }] };
  });
}

export function scheduleBody(days: readonly DayForm[]): ScheduleDay[] {
  return days.map((d) => ({
    dayOfWeek: d.dayOfWeek,
    active: d.active,
    times: d.times.map((t) => ({ start: wire(t.start), stop: wire(t.stop) })),
  }));
}

/** The days whose times are not each a start before its stop (the API refuses them). */
export function scheduleProblems(days: readonly DayForm[]): number[] {
  return days.filter((d) => d.active && d.times.some((t) => t.start >= t.stop)).map((d) => d.dayOfWeek);
}

// The form's choices: every 5 minutes, and the day's last minute as a stop.
const steps = (from: number, to: number) =>
  Array.from({ length: (to - from) / 5 + 1 }, (_, i) => {
    const m = from + i * 5;
    return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  });
export const START_TIMES: readonly string[] = steps(0, 23 * 60 + 55);
export const STOP_TIMES: readonly string[] = [...steps(5, 23 * 60 + 55), END_OF_DAY];
