// The week the work schedule page edits (times as HH:mm), what it sends (HHmm), and the checks the journal makes
// before it stores a week (services/journal schedule-rules): each stop after its start, a day's times not
// overlapping, an active day with working hours. Checked here first so a mistake is shown on its day.
import type { ScheduleTripType, WorkSchedule, WorkScheduleRequest } from '../api/types';
import { displayOf, END_OF_DAY, minutesOf, snapToStep, toApiTime, toDisplayTime } from './schedule-times';

export interface TimeRange {
  start: string;
  stop: string;
}

export interface DayDraft {
  /** 1 (Monday) to 7 (Sunday). */
  dayOfWeek: number;
  active: boolean;
  times: TimeRange[];
}

export interface WeekDraft {
  tripType: ScheduleTripType;
  days: DayDraft[];
}

export type DayProblem = 'NO_TIMES' | 'STOP_NOT_AFTER_START' | 'OVERLAP';

/** A day has its hours and at most one more range (the page offers a second one, e.g. around lunch). */
export const MAX_TIMES_PER_DAY = 2;
/** Spec 03 §9: the default working day. */
export const DEFAULT_TIME: TimeRange = { start: '08:00', stop: '17:00' };

const byStart = (a: TimeRange, b: TimeRange) => minutesOf(a.start) - minutesOf(b.start);

export function weekDraft(schedule: Pick<WorkSchedule, 'tripType' | 'daysList'>): WeekDraft {
  return {
    tripType: schedule.tripType,
    days: [...schedule.daysList]
      .sort((a, b) => a.dayOfWeek - b.dayOfWeek)
      .map((day) => ({
        dayOfWeek: day.dayOfWeek,
        active: day.active,
        times: day.times.map((time) => ({ start: toDisplayTime(time.start), stop: toDisplayTime(time.stop) })),
      })),
  };
}

/** The PATCH body: the whole week and the trip type, times in order. */
export function scheduleRequest(week: WeekDraft): WorkScheduleRequest {
  return {
    tripType: week.tripType,
    daysList: week.days.map((day) => ({
      dayOfWeek: day.dayOfWeek,
      active: day.active,
      times: [...day.times].sort(byStart).map((time) => ({ start: toApiTime(time.start), stop: toApiTime(time.stop) })),
    })),
  };
}

export function dayProblem(day: DayDraft): DayProblem | null {
  if (day.active && day.times.length === 0) return 'NO_TIMES';
  if (day.times.some((time) => minutesOf(time.stop) <= minutesOf(time.start))) return 'STOP_NOT_AFTER_START';
  const sorted = [...day.times].sort(byStart);
  if (sorted.some((time, i) => i > 0 && minutesOf(time.start) < minutesOf(sorted[i - 1].stop))) return 'OVERLAP';
  return null;
}

/** The days that cannot be sent, by day of the week. */
export function weekProblems(week: WeekDraft): Map<number, DayProblem> {
  return new Map(
    week.days.flatMap((day) => {
      const problem = dayProblem(day);
      return problem ? [[day.dayOfWeek, problem] as const] : [];
    }),
  );
}

/** Switching a day on gives it the default hours when it has none. */
export function withActive(day: DayDraft, active: boolean): DayDraft {
  return { ...day, active, times: active && day.times.length === 0 ? [DEFAULT_TIME] : day.times };
}

export function withTime(day: DayDraft, index: number, change: Partial<TimeRange>): DayDraft {
  return { ...day, times: day.times.map((time, i) => (i === index ? { ...time, ...change } : time)) };
}

/** A further range after the day's last one: an hour later, two hours long, within the day. */
export function withAddedTime(day: DayDraft): DayDraft {
  if (day.times.length >= MAX_TIMES_PER_DAY) return day;
  const last = day.times.reduce((latest, time) => Math.max(latest, minutesOf(time.stop)), 0);
  const start = snapToStep(Math.min(last + 60, minutesOf('23:00')));
  const stop = Math.min(start + 120, minutesOf(END_OF_DAY));
  return { ...day, times: [...day.times, { start: displayOf(start), stop: displayOf(stop) }] };
}

export function withoutTime(day: DayDraft, index: number): DayDraft {
  return { ...day, times: day.times.filter((_, i) => i !== index) };
}

export function sameWeek(a: WeekDraft, b: WeekDraft): boolean {
  return JSON.stringify(scheduleRequest(a)) === JSON.stringify(scheduleRequest(b));
}
