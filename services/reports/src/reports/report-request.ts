import type { Caller } from '@fleetlog/access';
import { ErrorCode, REPORT_LIMITS, reportsV1, TEXT_LIMITS } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isAdmin } from '@fleetlog/security';

import { isTimeZone } from '../render/format/zoned-time';

export type ReportTypeName = Exclude<keyof typeof reportsV1.ReportType, 'REPORT_TYPE_UNSPECIFIED' | 'UNRECOGNIZED'>;
export type ReportFormatName = 'PDF' | 'CSV';
export type TripFilterName = 'ALL' | 'BUSINESS' | 'PRIVATE';
export type Language = 'sv' | 'en';

/** A report request after validation: everything a renderer needs to know, nothing it must check again. */
export interface ReportSpec {
  type: ReportTypeName;
  format: ReportFormatName;
  fromTsMs: number;
  toTsMs: number;
  vehicleIds: number[];
  driverIds: number[];
  organizationIds: number[];
  allVehicles: boolean;
  timeZone: string;
  showPrivate: boolean;
  tripFilter: TripFilterName;
  /** The file name asked for ('' : the spec's name). */
  fileName: string;
  language: Language;
  csvDelimiter: ',' | ';';
  /** Alarm reports: the types and names included (empty: all), and the title ('' : the type's). */
  alarmTypes: string[];
  alarmNames: string[];
  title: string;
}

const ALARM_TYPES = new Set(['FUNCTION', 'SECURITY', 'REMINDER', 'QUALITY', 'GEO']);
const ALARM_NAME = /^[A-Z_]{2,40}$/;

export const DEFAULT_TIME_ZONE = 'Europe/Stockholm';

/** The report types a DRIVER may have, of its own trips (issue 19 "Rules"); the rest are ADMIN, ROOT and HEXA. */
const DRIVER_TYPES: ReadonlySet<ReportTypeName> = new Set(['JOURNAL', 'SUMMARY_DRIVER', 'PURPOSE']);

/** Formats per type (spec 02 §7): the all-vehicles summary is a PDF; the eco score goes by e-mail only. */
const FORMATS: Record<ReportTypeName, readonly ReportFormatName[]> = {
  JOURNAL: ['PDF', 'CSV'],
  SUMMARY_VEHICLE: ['PDF', 'CSV'],
  SUMMARY_DRIVER: ['PDF', 'CSV'],
  SUMMARY_ALL_VEHICLES: ['PDF'],
  PURPOSE: ['PDF', 'CSV'],
  SALARY: ['PDF', 'CSV'],
  ECOSCORE: ['PDF', 'CSV'],
  TRACKERS: ['PDF', 'CSV'],
  ALARM_EVENTS: ['PDF', 'CSV'],
  DISCREPANCY: ['PDF', 'CSV'],
};

/** Control characters (Cc: U+0000–U+001F, U+007F–U+009F), refused in every text of a report or schedule. */
export const CONTROL = /\p{Cc}/u;
/** Characters a file name on Windows, macOS and Linux cannot hold, besides control characters. */
const NOT_IN_FILE_NAMES = /[\\/:*?"<>|]/;

/**
 * Validates a report request for its caller and how it is delivered, or throws the catalogue's code: BAD_TIMESTAMP
 * without from or to, REPORT_TYPE_UNKNOWN, REPORT_PERIOD_TOO_LONG over a year, REPORT_FORMAT_UNAVAILABLE for a format
 * or delivery the type does not offer, ROOT_OR_ADMIN_REQUIRED for a driver asking for another type, BAD_ZONE_ID,
 * MISFORMATTED_FIELDS for control characters or more ids than REPORT_LIMITS allows. A driver's report is of its own
 * trips: naming another driver answers USER_MISSING, as a driver it cannot see would.
 */
export function reportSpec(
  request: reportsV1.ReportRequest,
  caller: Caller,
  delivery: 'download' | 'email',
): ReportSpec {
  const type = reportTypeName(request.type);
  const format: ReportFormatName = request.format === reportsV1.ReportFormat.CSV ? 'CSV' : 'PDF';
  if (!FORMATS[type].includes(format)) {
    throw new DomainError(ErrorCode.REPORT_FORMAT_UNAVAILABLE, `${type} is not available as ${format}`);
  }
  if (type === 'ECOSCORE' && delivery === 'download') {
    throw new DomainError(ErrorCode.REPORT_FORMAT_UNAVAILABLE, 'the eco score report is sent by e-mail only');
  }
  const fromTsMs = Number(request.fromTsMs ?? 0);
  const toTsMs = Number(request.toTsMs ?? 0);
  if (!(fromTsMs > 0) || !(toTsMs > 0) || toTsMs <= fromTsMs) {
    throw new DomainError(ErrorCode.BAD_TIMESTAMP, 'Bad timestamp');
  }
  if (toTsMs - fromTsMs > REPORT_LIMITS.periodMs) {
    throw new DomainError(ErrorCode.REPORT_PERIOD_TOO_LONG, 'a report covers at most a year');
  }
  const vehicleIds = ids(request.vehicleIds, 'vehicle_ids');
  let driverIds = ids(request.driverIds, 'driver_ids');
  const organizationIds = ids(request.organizationIds, 'organization_ids');
  if (!isAdmin(caller.principal)) {
    if (!DRIVER_TYPES.has(type)) {
      throw new DomainError(ErrorCode.ROOT_OR_ADMIN_REQUIRED, `${type} reports are for administrators`);
    }
    const self = caller.principal.userId;
    const other = driverIds.find((id) => id !== self);
    if (other !== undefined) throw new DomainError(ErrorCode.USER_MISSING, `user ${other} does not exist`);
    driverIds = [self];
  }
  const timeZone = request.timeZone || DEFAULT_TIME_ZONE;
  assertTimeZone(timeZone);
  const fileName = request.fileName ?? '';
  if (fileName.length > TEXT_LIMITS.name || CONTROL.test(fileName) || NOT_IN_FILE_NAMES.test(fileName)) {
    throw new DomainError(
      ErrorCode.MISFORMATTED_FIELDS,
      'file_name: a name without control characters or / \\ : * ? " < > |',
    );
  }
  const language = request.language || 'sv';
  if (language !== 'sv' && language !== 'en') {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'language: sv or en');
  }
  const csvDelimiter = request.csvDelimiter || ',';
  if (csvDelimiter !== ',' && csvDelimiter !== ';') {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, "csv_delimiter: ',' or ';'");
  }
  const alarmTypes = [...new Set(request.alarmTypes ?? [])];
  if (alarmTypes.some((name) => !ALARM_TYPES.has(name))) {
    throw new DomainError(ErrorCode.ALARM_NAME_UNKNOWN, 'unknown alarm type');
  }
  const alarmNames = [...new Set(request.alarmNames ?? [])];
  if (alarmNames.length > 40 || alarmNames.some((name) => !ALARM_NAME.test(name))) {
    throw new DomainError(ErrorCode.ALARM_NAME_UNKNOWN, 'unknown alarm type');
  }
  const title = (request.title ?? '').trim();
  if (title.length > TEXT_LIMITS.name || CONTROL.test(title)) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `title: at most ${TEXT_LIMITS.name} characters`);
  }
  return {
    type,
    format,
    fromTsMs,
    toTsMs,
    alarmTypes,
    alarmNames,
    title,
    vehicleIds,
    driverIds,
    organizationIds,
    allVehicles: request.allVehicles ?? false,
    timeZone,
    showPrivate: request.showPrivate ?? false,
    tripFilter: tripFilterName(request.tripFilter),
    fileName,
    language,
    csvDelimiter,
  };
}

export function reportTypeName(type: reportsV1.ReportType | undefined): ReportTypeName {
  const name = type === undefined ? undefined : reportsV1.ReportType[type];
  if (name === undefined || name === 'REPORT_TYPE_UNSPECIFIED' || name === 'UNRECOGNIZED' || !(name in FORMATS)) {
    throw new DomainError(ErrorCode.REPORT_TYPE_UNKNOWN, `unknown report type ${String(type)}`);
  }
  return name as ReportTypeName;
}

/** The proto request of a validated spec (a delivery keeps it to generate the report later). */
export function reportRequestOf(spec: ReportSpec): reportsV1.ReportRequest {
  return {
    type: reportsV1.ReportType[spec.type],
    format: reportsV1.ReportFormat[spec.format],
    fromTsMs: spec.fromTsMs,
    toTsMs: spec.toTsMs,
    vehicleIds: spec.vehicleIds,
    driverIds: spec.driverIds,
    organizationIds: spec.organizationIds,
    allVehicles: spec.allVehicles,
    timeZone: spec.timeZone,
    showPrivate: spec.showPrivate,
    tripFilter: {
      ALL: reportsV1.TripFilter.ALL_TRIPS,
      BUSINESS: reportsV1.TripFilter.BUSINESS_TRIPS,
      PRIVATE: reportsV1.TripFilter.PRIVATE_TRIPS,
    }[spec.tripFilter],
    fileName: spec.fileName,
    language: spec.language,
    csvDelimiter: spec.csvDelimiter,
    alarmTypes: spec.alarmTypes,
    alarmNames: spec.alarmNames,
    title: spec.title,
  };
}

export function assertTimeZone(zone: string): void {
  if (CONTROL.test(zone) || zone.length > 64 || !isTimeZone(zone))
    throw new DomainError(ErrorCode.BAD_ZONE_ID, `unknown time zone ${JSON.stringify(zone.slice(0, 64))}`);
}

/** An id list of a report or schedule: positive, without repeats, at most REPORT_LIMITS.ids. */
export function ids(values: readonly number[] | undefined, field: string): number[] {
  const list = [...new Set((values ?? []).map(Number))];
  if (list.length > REPORT_LIMITS.ids) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `${field}: at most ${REPORT_LIMITS.ids} ids`);
  }
  if (list.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `${field}: positive ids`);
  }
  return list;
}

function tripFilterName(filter: reportsV1.TripFilter | undefined): TripFilterName {
  if (filter === reportsV1.TripFilter.BUSINESS_TRIPS) return 'BUSINESS';
  if (filter === reportsV1.TripFilter.PRIVATE_TRIPS) return 'PRIVATE';
  return 'ALL';
}
