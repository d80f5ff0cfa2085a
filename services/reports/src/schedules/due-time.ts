// When a schedule runs and which month it reports: pure functions of the schedule's day, zone and run hour. Local
// times become instants through Intl (the runtime's zone database), never hand-written daylight-saving rules.

import { wallClock } from '../render/format/zoned-time';

/** What of a schedule decides its runs. */
export interface ScheduleClock {
  /** 1–31; a day past the month's end is the month's last day. */
  dayOfMonth: number;
  zoneId: string;
}

/** One run of a schedule: when it is due and the previous calendar month it reports, in the schedule's zone. */
export interface ScheduleRun {
  dueMs: number;
  /** 'YYYY/MM' (spec 02 §9's month format), the key of the run in schedule_runs. */
  period: string;
  /** The first instant of the period's month in the zone. */
  fromTsMs: number;
  /** The first instant of the due month in the zone (exclusive end of the period). */
  toTsMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  return format;
}

interface LocalFields {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The zone's wall clock at an instant, as Intl formats it (the costly step: see offsetAt). */
function askedFields(zone: string, ms: number): LocalFields {
  const fields: Record<string, number> = {};
  for (const part of formatFor(zone).formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year!,
    month: fields.month!,
    day: fields.day!,
    hour: fields.hour!,
    minute: fields.minute!,
    second: fields.second!,
  };
}

/** The zone's wall clock at an instant: the instant shifted by the zone's offset then. */
function localFields(zone: string, ms: number): LocalFields {
  return wallClock(ms, offsetAt(zone, ms));
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;
/** Offsets asked, by zone and UTC quarter hour (bounded: emptied when full). */
const offsets = new Map<string, number>();
const OFFSETS_KEPT = 10_000;

/**
 * The zone's offset from UTC at an instant (ms; Stockholm in summer: +2 h). Zones change their offsets on quarter
 * hours of UTC (whole hours, and the :30 and :45 offsets), so the offset asked once holds for the instant's whole
 * quarter hour: a schedule list asks Intl a few times instead of a dozen times per schedule.
 */
function offsetAt(zone: string, ms: number): number {
  const key = `${zone}|${Math.floor(ms / QUARTER_HOUR_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const local = askedFields(zone, ms);
    const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
    offset = asUtc - Math.floor(ms / 1000) * 1000;
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * The instant of a local wall-clock time in a zone. The candidates are the wall time less the zone's offset a day
 * before and a day after (a zone changes its offset at most once in two days): the earlier one that shows that wall
 * time (a time repeated in autumn is its first occurrence); in a spring-forward gap, none does and the time is read
 * with the offset before the change, which lands after the gap as clocks do.
 */
export function zonedInstant(zone: string, year: number, month: number, day: number, hour = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour);
  const before = wall - offsetAt(zone, wall - DAY_MS);
  const after = wall - offsetAt(zone, wall + DAY_MS);
  const shows = (instant: number) => instant + offsetAt(zone, instant) === wall;
  const matching = [before, after].filter(shows);
  return matching.length ? Math.min(...matching) : before;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The year and month (1–12) `delta` months from the given one. */
function addMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The schedule's run in a given (local) month: due on its day (or the month's last) at `runHour` local time. */
export function runInMonth(schedule: ScheduleClock, year: number, month: number, runHour: number): ScheduleRun {
  const day = Math.min(schedule.dayOfMonth, daysInMonth(year, month));
  const previous = addMonths(year, month, -1);
  return {
    dueMs: zonedInstant(schedule.zoneId, year, month, day, runHour),
    period: `${previous.year}/${String(previous.month).padStart(2, '0')}`,
    fromTsMs: zonedInstant(schedule.zoneId, previous.year, previous.month, 1),
    toTsMs: zonedInstant(schedule.zoneId, year, month, 1),
  };
}

/** The latest run due at or before `nowMs` (this local month's if its time has come, else last month's). */
export function latestDueRun(schedule: ScheduleClock, nowMs: number, runHour: number): ScheduleRun {
  const local = localFields(schedule.zoneId, nowMs);
  const current = runInMonth(schedule, local.year, local.month, runHour);
  if (current.dueMs <= nowMs) return current;
  const previous = addMonths(local.year, local.month, -1);
  return runInMonth(schedule, previous.year, previous.month, runHour);
}

/** The first run due after `nowMs`. */
export function nextRun(schedule: ScheduleClock, nowMs: number, runHour: number): ScheduleRun {
  const local = localFields(schedule.zoneId, nowMs);
  const current = runInMonth(schedule, local.year, local.month, runHour);
  if (current.dueMs > nowMs) return current;
  const next = addMonths(local.year, local.month, 1);
  return runInMonth(schedule, next.year, next.month, runHour);
}
