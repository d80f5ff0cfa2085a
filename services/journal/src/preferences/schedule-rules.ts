import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

/** Working hours of a day, local time, as HHmm. */
export interface ScheduleTime {
  start: string;
  stop: string;
}

export interface ScheduleDay {
  day: number;
  active: boolean;
  times: ScheduleTime[];
}

export type ScheduleTripType = 'BUSINESS' | 'PRIVATE';

export interface Schedule {
  tripType: ScheduleTripType;
  days: ScheduleDay[];
}

const TIME_ZONE = 'Europe/Stockholm';
const HHMM = /^([01]\d|2[0-3])[0-5]\d$|^2400$/;

/** Spec 03 §9: Monday to Friday 08:00–17:00 active; the weekend not. Trips within it are business. */
export function defaultSchedule(): Schedule {
  return {
    tripType: 'BUSINESS',
    days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      day,
      active: day <= 5,
      times: [{ start: '0800', stop: '1700' }],
    })),
  };
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2));

const invalid = (message: string): never => {
  throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, message);
};

/** A trip type of the schedule: BUSINESS or PRIVATE (a value starting with either, spec 03 §3). */
export function scheduleTripType(value: string): ScheduleTripType {
  if (value.startsWith('BUSINESS')) return 'BUSINESS';
  if (value.startsWith('PRIVATE')) return 'PRIVATE';
  return invalid(`trip type ${JSON.stringify(value)}: BUSINESS or PRIVATE`);
}

/** The week as given: 7 days, Monday to Sunday, each time HHmm with its stop after its start, times not overlapping. */
export function validWeek(days: readonly ScheduleDay[]): ScheduleDay[] {
  if (days.length !== 7) invalid('a week has 7 days');
  return [...days]
    .sort((a, b) => a.day - b.day)
    .map((day, index) => {
      if (day.day !== index + 1) invalid('the days are 1 (Monday) to 7 (Sunday), once each');
      if (day.times.length > 10) invalid(`day ${day.day}: at most 10 times`);
      if (day.active && day.times.length === 0) invalid(`day ${day.day}: an active day has working hours`);
      const times = [...day.times].sort((a, b) => a.start.localeCompare(b.start));
      times.forEach((time, i) => {
        if (!HHMM.test(time.start) || !HHMM.test(time.stop) || time.start === '2400') {
          invalid(`day ${day.day}: times are HHmm`);
        }
        if (minutes(time.stop) <= minutes(time.start))
          invalid(`day ${day.day}: ${time.stop} is not after ${time.start}`);
        if (i > 0 && minutes(time.start) < minutes(times[i - 1].stop)) invalid(`day ${day.day}: times overlap`);
      });
      return { day: day.day, active: day.active, times: times.map(({ start, stop }) => ({ start, stop })) };
    });
}

const localParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Whether the instant falls within the schedule's working hours (its Stockholm weekday and minute of day). */
export function withinWorkingHours(schedule: Schedule, atMs: number): boolean {
  const parts = Object.fromEntries(localParts.formatToParts(new Date(atMs)).map((part) => [part.type, part.value]));
  const day = schedule.days.find((entry) => entry.day === WEEKDAYS[parts.weekday]);
  if (!day?.active) return false;
  const minute = Number(parts.hour) * 60 + Number(parts.minute);
  return day.times.some((time) => minute >= minutes(time.start) && minute < minutes(time.stop));
}
