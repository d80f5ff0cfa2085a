import { assertKnownOrganization, type Caller } from '@fleetlog/access';
import { ErrorCode, reportsV1, TEXT_LIMITS } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isAdmin } from '@fleetlog/security';

import { reportTitle } from '../reports/file-name';
import {
  assertTimeZone,
  CONTROL,
  DEFAULT_TIME_ZONE,
  ids,
  type Language,
  type ReportTypeName,
} from '../reports/report-request';

/** The report types a schedule may send (spec 02 §3 "Report schedule"). */
export const SCHEDULE_TYPES: readonly ReportTypeName[] = [
  'JOURNAL',
  'SUMMARY_VEHICLE',
  'SUMMARY_DRIVER',
  'SALARY',
  'ECOSCORE',
];

/** A schedule's fields after validation, as stored. */
export interface ScheduleFields {
  organizationId: number;
  name: string;
  reportType: ReportTypeName;
  vehicleIds: number[];
  organizationIds: number[];
  driverIds: number[];
  driverOrganizationIds: number[];
  emails: string[];
  dayOfMonth: number;
  zoneId: string;
  reportFormat: 'PDF' | 'CSV';
  showPrivate: boolean;
  language: Language;
}

/** Schedules are the administrators' (ADMIN, ROOT, HEXA); anybody else is refused before anything is looked up. */
export function assertScheduleAdmin(caller: Caller): void {
  if (!isAdmin(caller.principal)) {
    throw new DomainError(ErrorCode.ROOT_OR_ADMIN_REQUIRED, 'report schedules are for administrators');
  }
}

/**
 * Validates a schedule for its caller, with the spec's defaults (JOURNAL, PDF, day 1, show-private off, sv,
 * Europe/Stockholm, the report type's title as the name): the organisation (0: the selected one) and the targeted
 * organisations must be visible (ORGANIZATION_MISSING), at least one target (MISSING_FIELDS), at most
 * REPORT_LIMITS.ids of each, day 1–31, a known zone (BAD_ZONE_ID), recipients as `recipients` checks them (the
 * delivery log's validRecipients; a parameter, so this stays free of the queue's modules).
 */
export function scheduleFields(
  input: reportsV1.ReportSchedule | undefined,
  caller: Caller,
  recipients: (values: readonly string[]) => string[],
): ScheduleFields {
  const schedule = input ?? reportsV1.ReportSchedule.fromPartial({});
  const organizationId = Number(schedule.organizationId) || caller.selectedOrganizationId;
  assertKnownOrganization(caller, organizationId);
  const reportType = scheduleType(schedule.reportType);
  const vehicleIds = ids(schedule.reportTarget, 'report_target');
  const organizationIds = ids(schedule.reportTargetOrganizations, 'report_target_organizations');
  const driverIds = ids(schedule.reportTargetDrivers, 'report_target_drivers');
  const driverOrganizationIds = ids(schedule.reportTargetDriverOrganizations, 'report_target_driver_organizations');
  for (const id of [...organizationIds, ...driverOrganizationIds]) assertKnownOrganization(caller, id);
  if (vehicleIds.length + organizationIds.length + driverIds.length + driverOrganizationIds.length === 0) {
    throw new DomainError(ErrorCode.MISSING_FIELDS, 'at least one target: vehicles, organisations or drivers');
  }
  const dayOfMonth = schedule.schedule || 1;
  if (!Number.isInteger(dayOfMonth) || dayOfMonth < 1 || dayOfMonth > 31) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'schedule: a day of the month, 1–31');
  }
  const zoneId = schedule.zoneId || DEFAULT_TIME_ZONE;
  assertTimeZone(zoneId);
  const language = schedule.language || 'sv';
  if (language !== 'sv' && language !== 'en') {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'language: sv or en');
  }
  const name = (schedule.name ?? '').trim() || reportTitle(reportType, language);
  if (name.length > TEXT_LIMITS.name || CONTROL.test(name)) {
    throw new DomainError(
      ErrorCode.MISFORMATTED_FIELDS,
      `name: at most ${TEXT_LIMITS.name} characters, no control characters`,
    );
  }
  return {
    organizationId,
    name,
    reportType,
    vehicleIds,
    organizationIds,
    driverIds,
    driverOrganizationIds,
    emails: recipients(schedule.email ?? []),
    dayOfMonth,
    zoneId,
    reportFormat: schedule.reportFormat === reportsV1.ReportFormat.CSV ? 'CSV' : 'PDF',
    showPrivate: schedule.showPrivate ?? false,
    language,
  };
}

function scheduleType(type: reportsV1.ReportType | undefined): ReportTypeName {
  if (!type) return 'JOURNAL';
  const name = reportsV1.ReportType[type] as ReportTypeName | undefined;
  if (name === undefined || !SCHEDULE_TYPES.includes(name)) {
    throw new DomainError(ErrorCode.REPORT_TYPE_UNKNOWN, `a schedule sends ${SCHEDULE_TYPES.join(', ')}`);
  }
  return name;
}
