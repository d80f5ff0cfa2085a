// Dates and times in a report's IANA time zone through Intl (the zone database of the runtime): no hand-written
// daylight-saving rules, so a trip across the last Sunday of October shows its real local times.

export interface LocalTime {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number;
  minute: number;
}

/** Whether the runtime knows the zone (an unknown one makes Intl throw). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Local calendar fields of instants in one zone, formatted the ISO way (2026-10-25, 02:30). */
export class ZonedClock {
  private readonly format: Intl.DateTimeFormat;

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
    const fields: Record<string, number> = {};
    for (const part of this.format.formatToParts(ms)) {
      if (part.type !== 'literal') fields[part.type] = Number(part.value);
    }
    return { year: fields.year, month: fields.month, day: fields.day, hour: fields.hour, minute: fields.minute };
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
