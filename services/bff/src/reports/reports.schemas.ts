import { REPORT_LIMITS, TEXT_LIMITS } from '@fleetlog/contracts';
import { z } from 'zod/v4';

import { component } from '../common/openapi';
import { epochMs, flag, idList } from '../common/query-params';
import { lineText } from '../common/text';

/** Ids in a report's filter: at most REPORT_LIMITS.ids (1,000). */
const reportIds = idList(REPORT_LIMITS.ids);

/** The report types of the routes (spec 02 §7 paths) and their names in the contracts. */
export const REPORT_ROUTE_TYPES = {
  journal: 'JOURNAL',
  'summary-vehicle': 'SUMMARY_VEHICLE',
  'summary-driver': 'SUMMARY_DRIVER',
  'summary-all-vehicles': 'SUMMARY_ALL_VEHICLES',
  purpose: 'PURPOSE',
  salary: 'SALARY',
  'eco-score': 'ECOSCORE',
  trackers: 'TRACKERS',
  'alarm-events': 'ALARM_EVENTS',
  discrepancy: 'DISCREPANCY',
} as const;

export const REPORT_TYPE_NAMES = [
  'JOURNAL',
  'SUMMARY_VEHICLE',
  'SUMMARY_DRIVER',
  'SUMMARY_ALL_VEHICLES',
  'PURPOSE',
  'SALARY',
  'ECOSCORE',
  'TRACKERS',
  'ALARM_EVENTS',
  'DISCREPANCY',
] as const;

/** Spec 02 §7 "Reports": the filters of every report route; with `email` the report is mailed instead. */
export const ReportQuerySchema = z.strictObject({
  fromTsMs: epochMs.optional(),
  toTsMs: epochMs.optional(),
  vehicleIds: reportIds.optional(),
  driverIds: reportIds.optional(),
  organizationIds: reportIds.optional(),
  allVehicles: flag.optional(),
  timeZone: lineText(64).optional(),
  zoneId: lineText(64).optional().describe('The time zone (spec 02 §3 names it zoneId); timeZone wins'),
  showPrivate: flag.optional(),
  tripFilter: z.enum(['ALL', 'BUSINESS', 'PRIVATE']).optional(),
  fileName: lineText(TEXT_LIMITS.name).optional(),
  lang: z.enum(['sv', 'en']).optional(),
  csvDelimiter: z.enum([',', ';']).optional(),
  // Alarm reports (spec 03 §7 "Alarm event reports", spec 02 §7 DISCREPANCY): types and names, comma lists or one.
  alarmTypes: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
      z.array(z.string().max(20)).max(5),
    )
    .optional(),
  alarmNames: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
      z.array(z.string().max(40)).max(40),
    )
    .optional(),
  alarmType: z.string().max(20).optional(),
  alarmName: z.string().max(40).optional(),
  title: lineText(TEXT_LIMITS.name).optional(),
  email: z
    .preprocess(
      (value) =>
        typeof value === 'string'
          ? value
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean)
          : value,
      z.array(z.string().max(TEXT_LIMITS.email)).max(REPORT_LIMITS.recipients),
    )
    .optional(),
});
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

const DeliveryStatusSchema = z.enum(['QUEUED', 'SENT', 'FAILED', 'EMPTY']);

/** An e-mailed report in the delivery log (reports.deliveries.v1). */
export const DeliverySchema = component(
  'ReportDelivery',
  z.object({
    deliveryId: z.number().int(),
    scheduleId: z.number().int().nullable(),
    period: z.string().describe('A scheduled run: the month, YYYY/MM; else empty'),
    reportType: z.string(),
    reportFormat: z.enum(['PDF', 'CSV']),
    recipients: z.array(z.string()),
    status: DeliveryStatusSchema,
    attempts: z.number().int(),
    lastError: z.string().describe('Why the last attempt failed (SMTP answer, generation error); empty when none'),
    fileName: z.string(),
    byteSize: z.number().int(),
    sentAsLink: z.boolean().describe('Over the attachment limit: a signed download link was mailed'),
    createdTsMs: z.number().int(),
    sentTsMs: z.number().int(),
    nextAttemptTsMs: z.number().int().describe('QUEUED: when the next attempt is due; else 0'),
  }),
);
export type DeliveryJson = z.infer<typeof DeliverySchema>;

export const EmailQueuedSchema = component(
  'ReportEmailQueued',
  z.object({ status: z.literal('QUEUED'), deliveryId: z.number().int() }),
);

/** Spec 02 §3 "Driver monthly report row". */
export const DriverMonthlyRowSchema = component(
  'DriverMonthlyReportRow',
  z.object({
    personId: z.number().int(),
    fullName: z.string(),
    vehicle: z.object({ vehicleId: z.number().int(), reg: z.string(), fullName: z.string(), type: z.string() }),
    tripCount: z.number().int(),
    tripDistancePrivate: z.number().int().describe('Metres'),
    tripDistanceBusiness: z.number().int().describe('Metres'),
    attested: z.boolean(),
    adminApproved: z.boolean(),
    refused: z.boolean(),
  }),
);
export type DriverMonthlyRowJson = z.infer<typeof DriverMonthlyRowSchema>;

export const DriverReportQuerySchema = z.strictObject({
  year: z.coerce.number().int().min(2000).max(2200),
  month: z.coerce.number().int().min(1).max(12),
  organizationIds: reportIds.optional(),
});
export type DriverReportQuery = z.infer<typeof DriverReportQuerySchema>;

const SCHEDULE_TYPES = ['JOURNAL', 'SUMMARY_VEHICLE', 'SUMMARY_DRIVER', 'SALARY', 'ECOSCORE'] as const;
const ids = z.array(z.number().int().positive()).max(REPORT_LIMITS.ids);

/** Spec 02 §3 "Report schedule" as written by POST /report/schedule (defaults of spec 02 §9). */
export const ScheduleBodySchema = component(
  'ReportScheduleBody',
  z.strictObject({
    name: lineText(TEXT_LIMITS.name).optional(),
    reportType: z.enum(SCHEDULE_TYPES).optional(),
    reportTarget: ids.optional().describe('Vehicle ids'),
    reportTargetOrganizations: ids.optional(),
    reportTargetDrivers: ids.optional().describe('User ids'),
    reportTargetDriverOrganizations: ids.optional(),
    email: z.array(z.string().max(TEXT_LIMITS.email)).max(REPORT_LIMITS.recipients).optional(),
    schedule: z.number().int().min(1).max(31).optional().describe('Day of month; 31 in a shorter month: its last day'),
    organizationId: z.number().int().positive().optional(),
    zoneId: lineText(64).optional(),
    reportFormat: z.enum(['PDF', 'CSV']).optional(),
    showPrivate: z.boolean().optional(),
    language: z.enum(['sv', 'en']).optional(),
  }),
);
export type ScheduleBody = z.infer<typeof ScheduleBodySchema>;

export const ScheduleSchema = component(
  'ReportSchedule',
  z.object({
    reportScheduleId: z.number().int(),
    name: z.string(),
    reportType: z.enum(SCHEDULE_TYPES),
    reportTarget: z.array(z.number().int()),
    reportTargetOrganizations: z.array(z.number().int()),
    reportTargetDrivers: z.array(z.number().int()),
    reportTargetDriverOrganizations: z.array(z.number().int()),
    email: z.array(z.string()),
    schedule: z.number().int(),
    organizationId: z.number().int(),
    zoneId: z.string(),
    reportFormat: z.enum(['PDF', 'CSV']),
    showPrivate: z.boolean(),
    language: z.enum(['sv', 'en']),
    createdBy: z.number().int(),
    createdTsMs: z.number().int(),
    nextRunTsMs: z.number().int(),
    lastDelivery: DeliverySchema.nullable(),
  }),
);
export type ScheduleJson = z.infer<typeof ScheduleSchema>;

export const DeliveriesQuerySchema = z.strictObject({ limit: z.coerce.number().int().min(1).max(500).optional() });
