// Dates and times in a report's IANA time zone through Intl (the zone database of the runtime): no hand-written
// daylight-saving rules, so a trip across the last Sunday of October shows its real local times.

export interface LocalTime {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number;
  minute: number;
}

/** Zones the runtime knows, once asked (the runtime's zone database does not change while it runs). */
const knownZones = new Set<string>();

/** Whether the runtime knows the zone (an unknown one makes Intl throw). */
export function isTimeZone(timeZone: string): boolean {
  if (knownZones.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
  } catch {
    return false;
  }
  if (knownZones.size < 1_000) knownZones.add(timeZone);
  return true;
}

/** The wall clock of an instant in a zone whose offset from UTC there is `offsetMs`, to the second. */
export function wallClock(ms: number, offsetMs: number): LocalTime & { second: number } {
  const shifted = new Date(ms + offsetMs);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Local calendar fields of instants in one zone, formatted the ISO way (2026-10-25, 02:30). Intl says the zone's
 * offset: formatToParts is the costliest step of a 100,000-trip report, so it is asked at both ends of the instant's
 * UTC day and, where the offset changes that day, of its UTC hour; the instants of a span with one offset are
 * shifted by it, and only those of the hour of a change are asked one by one.
 */
export class ZonedClock {
  private readonly format: Intl.DateTimeFormat;
  /** Span start (ms) → the zone's offset in ms through that span; null: it changes inside. */
  private readonly dayOffsets = new Map<number, number | null>();
  private readonly hourOffsets = new Map<number, number | null>();

  constructor(readonly timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
  }

  local(ms: number): LocalTime {
    let offset = this.spanOffset(this.dayOffsets, DAY_MS, ms);
    if (offset === null) offset = this.spanOffset(this.hourOffsets, HOUR_MS, ms);
    if (offset === null) return this.asked(ms);
    return wallClock(ms, offset);
  }

  /** The offset through the UTC span of `length` holding `ms`, or null when it changes inside the span. */
  private spanOffset(spans: Map<number, number | null>, length: number, ms: number): number | null {
    const start = Math.floor(ms / length) * length;
    let offset = spans.get(start);
    if (offset === undefined) {
      const atStart = this.offsetAt(start);
      offset = atStart === this.offsetAt(start + length - 1) ? atStart : null;
      spans.set(start, offset);
    }
    return offset;
  }

  private asked(ms: number): LocalTime {
    const fields: Record<string, number> = {};
    for (const part of this.format.formatToParts(ms)) {
      if (part.type !== 'literal') fields[part.type] = Number(part.value);
    }
    return { year: fields.year, month: fields.month, day: fields.day, hour: fields.hour, minute: fields.minute };
  }

  /** The zone's offset from UTC at `ms`, in whole minutes (as ms). */
  private offsetAt(ms: number): number {
    const local = this.asked(ms);
    const minute = Math.floor(ms / 60_000) * 60_000;
    return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) - minute;
  }

  /** yyyymm, the key of the local calendar month. */
  monthKey(ms: number): number {
    const { year, month } = this.local(ms);
    return year * 100 + month;
  }

  static date(local: LocalTime): string {
    return `${local.year}-${pad(local.month)}-${pad(local.day)}`;
  }

  static time(local: LocalTime): string {
    return `${pad(local.hour)}:${pad(local.minute)}`;
  }

  dateText(ms: number): string {
    return ZonedClock.date(this.local(ms));
  }

  dateTimeText(ms: number): string {
    const local = this.local(ms);
    return `${ZonedClock.date(local)} ${ZonedClock.time(local)}`;
  }
}

/** "november 2026" (sv) or "November 2026" (en). */
export function monthName(locale: string, monthKey: number): string {
  const year = Math.floor(monthKey / 100);
  const month = monthKey % 100;
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    Date.UTC(year, month - 1, 15),
  );
}
