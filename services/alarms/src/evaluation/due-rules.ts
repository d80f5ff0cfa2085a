// The conditions of dates and distances (spec 03 §3, §5 "Service entry", §9): pure functions of a vehicle's facts and
// the time, evaluated by the sweep. Months are calendar months in the organisation's time zone's calendar, counted
// on UTC dates (a day's difference at a month's edge does not matter for a reminder months ahead).

const DAY_MS = 86_400_000;

export interface LeadTime {
  unit: 'DAYS' | 'WEEKS' | 'MONTHS';
  amount: number;
}

/** A vehicle's service entry, as fleet keeps it (spec 01 §3.1) or as a service alarm's own fields give it. */
export interface ServiceEntryFacts {
  id: string;
  name: string;
  serviceAfterKm?: number;
  serviceAfterMonths?: number;
  latestServiceKm?: number;
  latestServiceMs: number;
  leadDistKm?: number;
  leadTimeWeeks?: number;
  requireBoth: boolean;
}

export function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** The moment a lead time before `dueMs` starts. */
export function leadStart(dueMs: number, lead: LeadTime): number {
  if (lead.unit === 'MONTHS') return addMonths(dueMs, -lead.amount);
  return dueMs - lead.amount * (lead.unit === 'WEEKS' ? 7 : 1) * DAY_MS;
}

/** INSPECTION: the next inspection date has come. */
export function inspectionDue(nextInspectionMs: number | null, nowMs: number): boolean {
  return !!nextInspectionMs && nowMs >= nextInspectionMs;
}

/** INSPECTION_REMINDER: within the lead time before the next inspection (and not past it: then INSPECTION says so). */
export function inspectionReminderDue(nextInspectionMs: number | null, lead: LeadTime, nowMs: number): boolean {
  return !!nextInspectionMs && nowMs >= leadStart(nextInspectionMs, lead) && nowMs < nextInspectionMs;
}

/** When a service entry falls due by time, and at which odometer by distance (undefined: that interval is not set). */
export function serviceDue(entry: ServiceEntryFacts): { dueMs?: number; dueKm?: number } {
  return {
    dueMs: entry.serviceAfterMonths ? addMonths(entry.latestServiceMs, entry.serviceAfterMonths) : undefined,
    dueKm:
      entry.serviceAfterKm !== undefined && entry.serviceAfterKm > 0
        ? (entry.latestServiceKm ?? 0) + entry.serviceAfterKm
        : undefined,
  };
}

/** SERVICE: either interval that is set is reached. */
export function serviceIsDue(entry: ServiceEntryFacts, odometerKm: number | null, nowMs: number): boolean {
  const { dueMs, dueKm } = serviceDue(entry);
  return (dueMs !== undefined && nowMs >= dueMs) || (dueKm !== undefined && odometerKm !== null && odometerKm >= dueKm);
}

/**
 * SERVICE_REMINDER: the entry's lead thresholds (lead distance before the km interval, lead time before the month
 * interval, each only where its interval is set) are reached; with "both required", every threshold that is set.
 * Without a lead threshold of its own the alarm's lead time applies to the date.
 */
export function serviceReminderDue(
  entry: ServiceEntryFacts,
  odometerKm: number | null,
  nowMs: number,
  fallbackLead: LeadTime,
): boolean {
  if (serviceIsDue(entry, odometerKm, nowMs)) return false;
  const { dueMs, dueKm } = serviceDue(entry);
  const checks: boolean[] = [];
  if (dueKm !== undefined && entry.leadDistKm !== undefined) {
    checks.push(odometerKm !== null && odometerKm >= dueKm - entry.leadDistKm);
  }
  if (dueMs !== undefined) {
    const start =
      entry.leadTimeWeeks !== undefined ? dueMs - entry.leadTimeWeeks * 7 * DAY_MS : leadStart(dueMs, fallbackLead);
    checks.push(nowMs >= start);
  }
  if (checks.length === 0) return false;
  return entry.requireBoth ? checks.every(Boolean) : checks.some(Boolean);
}

/** ODOMETER_REMINDER: the day of the month (1–31; 31 in a shorter month is its last day) in the time zone. */
export function isOdometerReminderDay(day: number, nowMs: number, timeZone = 'Europe/Stockholm'): boolean {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(nowMs))
    .reduce<Record<string, number>>((acc, part) => ({ ...acc, [part.type]: Number(part.value) }), {});
  const lastDay = new Date(Date.UTC(parts.year!, parts.month!, 0)).getUTCDate();
  return parts.day === Math.min(day, lastDay);
}

/** The month (YYYY-MM) of a moment in the time zone: a reminder's period is one per month. */
export function localMonth(nowMs: number, timeZone = 'Europe/Stockholm'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).format(new Date(nowMs));
}

/** MISSING_TRIPS: the moment the vehicle's silence reached N days, if it has (null: no trip known, nothing to say). */
export function missingTripsSince(lastTripMs: number | null, days: number, nowMs: number): number | null {
  if (lastTripMs === null) return null;
  const reached = lastTripMs + days * DAY_MS;
  return reached <= nowMs ? reached : null;
}
