// Service-entry rules of spec 01 §5, kept pure so they are tested without a browser. The form keeps text inputs;
// toServiceEntry() turns valid values into the proto ServiceEntry.
import { APP_TIME_ZONE, dayjs } from '../../../lib/dates';
import type { ServiceEntry, ServiceEntryInput } from '../api/types';

export const SERVICE_AFTER_KM_MAX = 1_000_000_000;
export const SERVICE_AFTER_MONTHS_MAX = 240;
export const LATEST_SERVICE_KM_MAX = 1_000_000_000;
export const LEAD_DIST_KM_MAX = 100_000;
export const LEAD_TIME_WEEKS_MAX = 5200;

export interface ServiceEntryForm {
  id: string;
  name: string;
  serviceAfterKm: string;
  serviceAfterMonths: string;
  latestServiceKm: string;
  // YYYY-MM-DD
  latestServiceDate: string;
  leadDistKm: string;
  leadTimeWeeks: string;
  bothThresholdsRequired: boolean;
}

export type ServiceEntryError = 'required' | 'notNumber' | 'range' | 'atLeastOneInterval';
export type ServiceEntryErrors = Partial<Record<keyof ServiceEntryForm | 'interval', ServiceEntryError>>;

const blank = (s: string) => s.trim() === '';
const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && dayjs(s).format('YYYY-MM-DD') === s;

function checkNumber(text: string, max: number): ServiceEntryError | undefined {
  if (blank(text)) return undefined;
  if (!/^\d+$/.test(text.trim())) return 'notNumber';
  const n = Number(text);
  return n < 0 || n > max ? 'range' : undefined;
}

// Lead distance only means something with a km interval, lead time only with a month interval (spec 01 §5).
export const leadDistEnabled = (f: Pick<ServiceEntryForm, 'serviceAfterKm'>) => !blank(f.serviceAfterKm);
export const leadTimeEnabled = (f: Pick<ServiceEntryForm, 'serviceAfterMonths'>) => !blank(f.serviceAfterMonths);
// "Both thresholds required" is only meaningful when both leads can be set.
export const bothThresholdsEnabled = (f: ServiceEntryForm) => leadDistEnabled(f) && leadTimeEnabled(f);

export function validateServiceEntry(f: ServiceEntryForm): ServiceEntryErrors {
  const e: ServiceEntryErrors = {};
  if (blank(f.name)) e.name = 'required';
  const km = checkNumber(f.serviceAfterKm, SERVICE_AFTER_KM_MAX);
  if (km) e.serviceAfterKm = km;
  const months = checkNumber(f.serviceAfterMonths, SERVICE_AFTER_MONTHS_MAX);
  if (months) e.serviceAfterMonths = months;
  if (blank(f.serviceAfterKm) && blank(f.serviceAfterMonths)) e.interval = 'atLeastOneInterval';
  const latestKm = checkNumber(f.latestServiceKm, LATEST_SERVICE_KM_MAX);
  if (latestKm) e.latestServiceKm = latestKm;
  if (!isDate(f.latestServiceDate)) {
    e.latestServiceDate = 'required';
  }
  if (leadDistEnabled(f)) {
    const lead = checkNumber(f.leadDistKm, LEAD_DIST_KM_MAX);
    if (lead) e.leadDistKm = lead;
  }
  if (leadTimeEnabled(f)) {
    const lead = checkNumber(f.leadTimeWeeks, LEAD_TIME_WEEKS_MAX);
    if (lead) e.leadTimeWeeks = lead;
  }
  return e;
}

// The latest service date is stored as the end of that day in Stockholm (spec 01 §5).
export function endOfDayMs(date: string): number {
  return dayjs.tz(date, APP_TIME_ZONE).endOf('day').valueOf();
}

const num = (s: string): number | undefined => (blank(s) ? undefined : Number(s));

export function toServiceEntry(f: ServiceEntryForm): ServiceEntryInput {
  const withLeadDist = leadDistEnabled(f);
  const withLeadTime = leadTimeEnabled(f);
  return {
    id: f.id,
    name: f.name.trim(),
    serviceAfterKm: num(f.serviceAfterKm),
    serviceAfterMonths: num(f.serviceAfterMonths),
    latestServiceKm: num(f.latestServiceKm),
    latestServiceTsMs: endOfDayMs(f.latestServiceDate),
    leadDistKm: withLeadDist ? num(f.leadDistKm) : undefined,
    leadTimeWeeks: withLeadTime ? num(f.leadTimeWeeks) : undefined,
    bothThresholdsRequired: withLeadDist && withLeadTime && f.bothThresholdsRequired,
  };
}

const text = (n: number | null | undefined) => (n === undefined || n === null ? '' : String(n));

// Saved entries always carry their id; an input one (a round trip in tests) may not yet.
export function fromServiceEntry(s: ServiceEntry | ServiceEntryInput): ServiceEntryForm {
  return {
    id: s.id ?? '',
    name: s.name,
    serviceAfterKm: text(s.serviceAfterKm),
    serviceAfterMonths: text(s.serviceAfterMonths),
    latestServiceKm: text(s.latestServiceKm),
    latestServiceDate: s.latestServiceTsMs ? dayjs(s.latestServiceTsMs).tz(APP_TIME_ZONE).format('YYYY-MM-DD') : '',
    leadDistKm: text(s.leadDistKm),
    leadTimeWeeks: text(s.leadTimeWeeks),
    bothThresholdsRequired: s.bothThresholdsRequired ?? false,
  };
}

export function emptyServiceEntry(id: string): ServiceEntryForm {
  return {
    id,
    name: '',
    serviceAfterKm: '',
    serviceAfterMonths: '',
    latestServiceKm: '',
    latestServiceDate: '',
    leadDistKm: '',
    leadTimeWeeks: '',
    bothThresholdsRequired: false,
  };
}
