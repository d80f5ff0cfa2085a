// The schedule form (spec 02 §2.7, §3 "Report schedule", §5, §9): its defaults, its checks and the body it sends.
import type { ReportFormat, ReportLanguage, ReportSchedule, ScheduleFields, ScheduleReportType } from '../api/types';

export const SCHEDULE_REPORT_TYPES: readonly ScheduleReportType[] = [
  'JOURNAL',
  'SUMMARY_VEHICLE',
  'SUMMARY_DRIVER',
  'SALARY',
  'ECOSCORE',
];
export const DEFAULT_ZONE = 'Europe/Stockholm';
export const FIRST_DAY = 1;
export const LAST_DAY = 31;

export interface ScheduleFormValues {
  name: string;
  reportType: ScheduleReportType;
  vehicleIds: number[];
  organizationIds: number[];
  driverIds: number[];
  driverOrganizationIds: number[];
  recipients: string[];
  day: number;
  zoneId: string;
  format: ReportFormat;
  showPrivate: boolean;
  language: ReportLanguage;
}

export function defaultScheduleValues(language: ReportLanguage): ScheduleFormValues {
  return {
    name: '',
    reportType: 'JOURNAL',
    vehicleIds: [],
    organizationIds: [],
    driverIds: [],
    driverOrganizationIds: [],
    recipients: [],
    day: FIRST_DAY,
    zoneId: DEFAULT_ZONE,
    format: 'PDF',
    showPrivate: false,
    language,
  };
}

export function scheduleValuesOf(s: ReportSchedule): ScheduleFormValues {
  return {
    name: s.name ?? '',
    reportType: s.reportType,
    vehicleIds: [...(s.reportTarget ?? [])],
    organizationIds: [...(s.reportTargetOrganizations ?? [])],
    driverIds: [...(s.reportTargetDrivers ?? [])],
    driverOrganizationIds: [...(s.reportTargetDriverOrganizations ?? [])],
    recipients: [...(s.email ?? [])],
    day: s.schedule,
    zoneId: s.zoneId || DEFAULT_ZONE,
    format: s.reportFormat,
    showPrivate: s.showPrivate,
    language: s.language === 'en' ? 'en' : 'sv',
  };
}

// Deliberately plain: one @, no spaces, a dot in the domain. The server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

/** A recipient is a valid e-mail address or an existing user's (the users' addresses as known). */
export function recipientValid(value: string, userEmails: readonly string[]): boolean {
  const lower = value.trim().toLowerCase();
  return isEmail(value) || userEmails.some((e) => e.toLowerCase() === lower);
}

export const invalidRecipients = (values: ScheduleFormValues, userEmails: readonly string[]): string[] =>
  values.recipients.filter((r) => !recipientValid(r, userEmails));

export const hasTarget = (v: ScheduleFormValues): boolean =>
  v.vehicleIds.length + v.organizationIds.length + v.driverIds.length + v.driverOrganizationIds.length > 0;

/** Save stays disabled until at least one valid recipient and one target (vehicle, organisation or driver) exist. */
export function canSaveSchedule(v: ScheduleFormValues, userEmails: readonly string[]): boolean {
  return (
    v.recipients.length > 0 &&
    invalidRecipients(v, userEmails).length === 0 &&
    hasTarget(v) &&
    Number.isInteger(v.day) &&
    v.day >= FIRST_DAY &&
    v.day <= LAST_DAY
  );
}

/** Recipients typed in one go ("a@x.se, b@y.se") are split; duplicates are dropped. */
export function addRecipients(current: readonly string[], typed: readonly string[]): string[] {
  const out = [...current];
  for (const entry of typed.flatMap((t) => t.split(/[,;\s]+/))) {
    const value = entry.trim();
    if (value && !out.some((r) => r.toLowerCase() === value.toLowerCase())) out.push(value);
  }
  return out;
}

export function scheduleFieldsOf(v: ScheduleFormValues, organizationId: number, fallbackName: string): ScheduleFields {
  return {
    name: v.name.trim() || fallbackName,
    reportType: v.reportType,
    reportTarget: v.vehicleIds,
    reportTargetOrganizations: v.organizationIds,
    reportTargetDrivers: v.driverIds,
    reportTargetDriverOrganizations: v.driverOrganizationIds,
    email: v.recipients.map((r) => r.trim()),
    schedule: v.day,
    organizationId,
    zoneId: v.zoneId,
    reportFormat: v.format,
    // Only the journal knows private trips.
    showPrivate: v.reportType === 'JOURNAL' && v.showPrivate,
    language: v.language,
  };
}
