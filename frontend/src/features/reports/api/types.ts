// The BFF's report routes (spec 02 §3 "Report schedule", "Driver monthly report row", §7 "Reports" and "Scheduled
// reports"), as the web app reads them.

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

/** The 202 of a report asked for by e-mail. */
export interface QueuedReport {
  status: 'QUEUED';
  deliveryId: number;
}

export type ScheduleReportType = 'JOURNAL' | 'SUMMARY_VEHICLE' | 'SUMMARY_DRIVER' | 'SALARY' | 'ECOSCORE';

export interface ScheduleFields {
  name: string;
  reportType: ScheduleReportType;
  reportTarget: number[];
  reportTargetOrganizations: number[];
  reportTargetDrivers: number[];
  reportTargetDriverOrganizations: number[];
  email: string[];
  /** Day of the month 1–31; 31 in a shorter month is its last day. */
  schedule: number;
  organizationId: number;
  zoneId: string;
  reportFormat: ReportFormat;
  showPrivate: boolean;
  language: ReportLanguage;
}

export type DeliveryStatus = 'QUEUED' | 'SENT' | 'FAILED' | 'EMPTY';

export interface Delivery {
  deliveryId: number;
  scheduleId: number | null;
  /** A scheduled run's month, YYYY/MM; empty for a report mailed from a menu. */
  period: string;
  reportType: string;
  reportFormat: ReportFormat;
  recipients: string[];
  status: DeliveryStatus;
  attempts: number;
  /** Why the last attempt failed; empty when none. */
  lastError: string;
  fileName: string;
  byteSize: number;
  /** Over the attachment limit: a signed download link was mailed. */
  sentAsLink: boolean;
  createdTsMs: number;
  /** 0 until sent. */
  sentTsMs: number;
  /** QUEUED: when the next attempt is due; else 0. */
  nextAttemptTsMs: number;
}

export interface ReportSchedule extends ScheduleFields {
  reportScheduleId: number;
  createdBy: number;
  createdTsMs: number;
  nextRunTsMs: number;
  lastDelivery: Delivery | null;
}

export interface DriverMonthRow {
  personId: number;
  fullName: string;
  vehicle: { vehicleId: number; reg: string; fullName: string; type: string };
  tripCount: number;
  /** Metres. */
  tripDistancePrivate: number;
  tripDistanceBusiness: number;
  attested: boolean;
  adminApproved: boolean;
  refused: boolean;
}
