// Passage times are Europe/Stockholm wall-clock times: a calendar date and the hour and started minute (07:00:59
// is 07:00). The rules never need an instant: the tariffs, the calendar and the windows all read the wall clock,
// and a daylight-saving change falls at night, when nothing is charged.

export interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  hour: number;
  minute: number;
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `YYYY-MM-DDTHH:mm[:ss]` without an offset as a local time, or null when it is not one. */
export function parseLocalTime(text: string): LocalTime | null {
  const match = LOCAL_TIME.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00'] = match;
  const date = `${year}-${month}-${day}`;
  if (!isCalendarDate(date) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  return { date, hour: Number(hour), minute: Number(minute) };
}

function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** Minutes since local midnight. */
export function minuteOfDay(time: LocalTime): number {
  return time.hour * 60 + time.minute;
}

/** Minutes from `from` to `to`, both on the same date or adjacent dates (wall clock, no DST correction). */
export function minutesBetween(from: LocalTime, to: LocalTime): number {
  const days = (Date.parse(`${to.date}T00:00:00Z`) - Date.parse(`${from.date}T00:00:00Z`)) / 86_400_000;
  return days * 1440 + minuteOfDay(to) - minuteOfDay(from);
}

export function compareLocalTimes(a: LocalTime, b: LocalTime): number {
  return a.date === b.date ? minuteOfDay(a) - minuteOfDay(b) : a.date < b.date ? -1 : 1;
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function addDays(date: string, days: number): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return parsed.toISOString().slice(0, 10);
}

const STOCKHOLM = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Europe/Stockholm wall-clock text `YYYY-MM-DDTHH:mm:ss` (seconds truncated). */
export function localTimeText(epochMs: number): string {
  const parts = Object.fromEntries(
    STOCKHOLM.formatToParts(new Date(Math.floor(epochMs / 1000) * 1000)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** An instant as the local time the rules read. */
export function localTimeOf(epochMs: number): LocalTime {
  return parseLocalTime(localTimeText(epochMs))!;
}
