// The BFF's report routes (spec 02 §3 "Report schedule", "Driver monthly report row", §7 "Reports" and "Scheduled
// reports"): the JSON shapes from the generated OpenAPI types; the report query, which the file routes take as a
// query string, is written here.
import type { components } from '../../../api/generated/bff-api';

/** Every report the app can ask for; the URL segment of each is in lib/report-types.ts. */
export type ReportType =
  | 'JOURNAL'
  | 'SUMMARY_VEHICLE'
  | 'SUMMARY_DRIVER'
  | 'SUMMARY_ALL_VEHICLES'
  | 'PURPOSE'
  | 'SALARY'
  | 'ECOSCORE'
  | 'TRACKERS';

export type ReportFormat = 'PDF' | 'CSV';
export type ReportLanguage = 'sv' | 'en';
export type TripFilter = 'ALL' | 'BUSINESS' | 'PRIVATE';
export type CsvDelimiter = ',' | ';';

/** The filters of GET /api/report/{type}/{format}; ids travel comma-separated. */
export interface ReportRequest {
  fromTsMs: number;
  /** Exclusive. */
  toTsMs: number;
  vehicleIds?: readonly number[];
  driverIds?: readonly number[];
  organizationIds?: readonly number[];
  allVehicles?: boolean;
  timeZone?: string;
  showPrivate?: boolean;
  tripFilter?: TripFilter;
  fileName?: string;
  lang?: ReportLanguage;
  csvDelimiter?: CsvDelimiter;
  /** Recipients: the report is mailed instead of returned. */
  email?: readonly string[];
}

type Schemas = components['schemas'];

/** The 202 of a report asked for by e-mail. */
export type QueuedReport = Schemas['ReportEmailQueued'];

/** A run or a mailed report in the delivery log. */
export type Delivery = Schemas['ReportDelivery'];
export type DeliveryStatus = Delivery['status'];

export type ReportSchedule = Schemas['ReportSchedule'];
export type ScheduleReportType = ReportSchedule['reportType'];
/** What the form sends: every field of POST /api/report/schedule (PATCH takes any of them). */
export type ScheduleFields = Required<Schemas['ReportScheduleBody']>;

export type DriverMonthRow = Schemas['DriverMonthlyReportRow'];
