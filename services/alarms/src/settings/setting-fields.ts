import { assertKnownOrganization, type Caller } from '@fleetlog/access';
import { alarmsEventsV1, alarmsV1, ErrorCode, TEXT_LIMITS } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isSuperadmin } from '@fleetlog/security';
import { z } from 'zod';

import { checkZone, type ZoneCoordinate } from './zone-check';
import { ALARM_NAMES, DEFAULTS, defaultAlarmSchedule, type ParamField } from './alarm-names';

const { AlarmName } = alarmsEventsV1;

const CONTROL = /\p{Cc}/u;
/** At most this many targets of each kind, and recipients: far above a fleet's size, far below a flood. */
export const ALARM_LIMITS = { targets: 1_000, recipients: 50, note: 40, comment: 40, maxRepeatHours: 8_760 } as const;

export interface ScheduleTime {
  start: string;
  stop: string;
}
export interface ScheduleDay {
  dayOfWeek: number;
  active: boolean;
  times: ScheduleTime[];
}

/** The fields of the alarm's name, stored as the setting's params. */
export interface AlarmParams {
  daysMissingTrips?: number;
  hoursMissingContact?: number;
  hoursIntermittence?: number;
  lowBatteryLevel?: number;
  odoRemindDay?: number;
  leadTime?: { unit: 'DAYS' | 'WEEKS' | 'MONTHS'; amount: number };
  odometerDifferenceKm?: number;
  speedLimitKmh?: number;
  service?: {
    serviceName: string;
    description: string;
    latestServiceDateMs: number;
    latestServiceKm?: number;
    leadDistKm?: number;
    leadTimeWeeks?: number;
    requireBoth: boolean;
    serviceAfterKm?: number;
    serviceAfterMonths?: number;
  };
}

export interface GeofenceFields {
  zoneCoords: ZoneCoordinate[];
  center: ZoneCoordinate;
  place: string;
  activeOnEnter: boolean;
  activeOnExit: boolean;
  distortion: number;
}

/** A setting after validation, as stored. */
export interface SettingFields {
  organizationId: number;
  alarmName: alarmsEventsV1.AlarmName;
  alarmType: alarmsV1.AlarmType;
  name: string;
  note: string;
  priority: 'CRITICAL' | 'HIGH' | 'MEDIUM' | 'LOW';
  emails: string[];
  pushUserIds: number[];
  repeatAfterHours: number;
  notifyWhenAcknowledged: boolean;
  targetVehicleIds: number[];
  targetOrganizationIds: number[];
  targetTrackerIds: number[];
  targetTrackerOrganizationIds: number[];
  isTracker: boolean;
  schedule: ScheduleDay[];
  params: AlarmParams;
  geofence: GeofenceFields | null;
  active: boolean;
}

function invalid(message: string): never {
  throw new DomainError(ErrorCode.ALARM_FIELD_INVALID, message);
}

const email = z.string().email().max(TEXT_LIMITS.email);

function text(value: string | undefined, field: string, max: number, required: boolean): string {
  const trimmed = (value ?? '').trim();
  if (required && !trimmed) invalid(`${field}: field cannot be empty`);
  if (trimmed.length > max) invalid(`${field}: at most ${max} characters`);
  if (CONTROL.test(trimmed)) invalid(`${field}: no control characters`);
  return trimmed;
}

function ids(values: readonly number[] | undefined, field: string): number[] {
  const list = [...new Set((values ?? []).map(Number))];
  if (list.length > ALARM_LIMITS.targets) invalid(`${field}: at most ${ALARM_LIMITS.targets} ids`);
  if (list.some((id) => !Number.isSafeInteger(id) || id <= 0)) invalid(`${field}: positive ids`);
  return list;
}

function integer(value: number | undefined, field: string, min: number, max: number, fallback: number): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < min || n > max) invalid(`${field}: a whole number ${min}–${max}`);
  return n;
}

function decimal(value: number | undefined, field: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isFinite(value) || value < min || value > max) invalid(`${field}: ${min}–${max}`);
  return value;
}

const HHMM = /^([01]\d|2[0-3])[0-5]\d$/;

/** A weekly schedule: days 1–7 at most once each, times HHmm with start before stop. */
export function scheduleOf(days: readonly alarmsV1.ScheduleDay[] | undefined, fallback: ScheduleDay[]): ScheduleDay[] {
  if (!days || days.length === 0) return fallback;
  const seen = new Set<number>();
  return days.map((day) => {
    const dayOfWeek = integer(day.dayOfWeek, 'schema.dayOfWeek', 1, 7, 0);
    if (seen.has(dayOfWeek)) invalid(`schema: day ${dayOfWeek} twice`);
    seen.add(dayOfWeek);
    if ((day.times ?? []).length > 24) invalid('schema: at most 24 times a day');
    const times = (day.times ?? []).map(({ start, stop }) => {
      if (!HHMM.test(start) || !HHMM.test(stop)) invalid('schema: times as HHmm');
      if (start >= stop) invalid('schema: a time starts before it stops');
      return { start, stop };
    });
    return { dayOfWeek, active: day.active ?? false, times };
  });
}

/** Every day all day: an alarm other than the driving schedule is armed all week unless told otherwise. */
export function allWeek(): ScheduleDay[] {
  return [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
    dayOfWeek,
    active: true,
    times: [{ start: '0000', stop: '2359' }],
  }));
}

const LEAD_UNITS = { [alarmsV1.LeadTimeUnit.DAYS]: 'DAYS', [alarmsV1.LeadTimeUnit.WEEKS]: 'WEEKS' } as const;

function paramsOf(setting: alarmsV1.AlarmSetting, fields: readonly ParamField[]): AlarmParams {
  const params: AlarmParams = {};
  for (const field of fields) {
    switch (field) {
      case 'daysMissingTrips':
        params.daysMissingTrips = integer(setting.daysMissingTrips, field, 1, 365, DEFAULTS.daysMissingTrips);
        break;
      case 'hoursMissingContact':
        params.hoursMissingContact = integer(
          setting.hoursMissingContact,
          field,
          1,
          8_760,
          DEFAULTS.hoursMissingContact,
        );
        break;
      case 'hoursIntermittence':
        params.hoursIntermittence = integer(setting.hoursIntermittence, field, 1, 8_760, DEFAULTS.hoursIntermittence);
        break;
      case 'lowBatteryLevel': {
        const level = integer(setting.lowBatteryLevel, field, 10, 100, DEFAULTS.lowBatteryLevel);
        if (level % 10 !== 0) invalid('lowBatteryLevel: 10–100 in steps of 10');
        params.lowBatteryLevel = level;
        break;
      }
      case 'odoRemindDay':
        params.odoRemindDay = integer(setting.odoRemindDay, field, 1, 31, DEFAULTS.odoRemindDay);
        break;
      case 'leadTime':
        params.leadTime = {
          unit: LEAD_UNITS[setting.leadTimeUnit as keyof typeof LEAD_UNITS] ?? 'MONTHS',
          amount: integer(setting.leadTimeAmount, 'leadTimeAmount', 0, 1_000, DEFAULTS.leadTime.amount),
        };
        break;
      case 'odometerDifferenceKm':
        params.odometerDifferenceKm =
          decimal(setting.odometerDifferenceKm, field, 0.1, 100_000) ?? DEFAULTS.odometerDifferenceKm;
        break;
      case 'speedLimitKmh':
        params.speedLimitKmh = integer(setting.speedLimitKmh, field, 1, 300, 110);
        break;
      case 'service':
        params.service = serviceOf(setting.service);
        break;
    }
  }
  // A service alarm watches the targeted vehicles' service entries (fleet); a service entry of its own, when given,
  // applies to every vehicle it targets.
  if (
    setting.service &&
    (setting.alarmName === AlarmName.SERVICE || setting.alarmName === AlarmName.SERVICE_REMINDER)
  ) {
    params.service = serviceOf(setting.service);
  }
  return params;
}

/** A service entry (spec 03 §5 "Service entry"). */
function serviceOf(service: alarmsV1.ServiceFields | undefined): NonNullable<AlarmParams['service']> {
  if (!service) invalid('service: field cannot be empty');
  const serviceAfterKm = decimal(service.serviceAfterKm, 'serviceAfterKm', 0, 1_000_000_000);
  const serviceAfterMonths =
    service.serviceAfterMonths === undefined
      ? undefined
      : integer(service.serviceAfterMonths, 'serviceAfterMonths', 0, 240, 0);
  if (!serviceAfterKm && !serviceAfterMonths) invalid('Minst ett intervall måste anges (km eller månader)');
  if (!service.latestServiceDateMs) invalid('latestServiceDate: field cannot be empty');
  const leadDistKm = decimal(service.leadDistKm, 'leadDistKm', 0, 100_000);
  const leadTimeWeeks =
    service.leadTimeWeeks === undefined ? undefined : integer(service.leadTimeWeeks, 'leadTimeWeeks', 0, 5_200, 0);
  return {
    serviceName: text(service.serviceName, 'serviceName', TEXT_LIMITS.name, true),
    description: text(service.description, 'description', TEXT_LIMITS.description, false),
    // Stored as the end of that day (UTC; the editor sends the day's start in the organisation's zone).
    latestServiceDateMs: service.latestServiceDateMs,
    latestServiceKm: decimal(service.latestServiceKm, 'latestServiceKm', 0, 1e9),
    // A lead distance needs a km interval, a lead time a month interval (the editor disables them otherwise).
    leadDistKm: serviceAfterKm ? leadDistKm : undefined,
    leadTimeWeeks: serviceAfterMonths ? leadTimeWeeks : undefined,
    requireBoth: service.requireBoth ?? false,
    serviceAfterKm: serviceAfterKm || undefined,
    serviceAfterMonths: serviceAfterMonths || undefined,
  };
}

function geofenceOf(
  geofence: alarmsV1.Geofence | undefined,
  caller: Caller,
  current: GeofenceFields | null,
): GeofenceFields {
  if (!geofence)
    throw new DomainError(ErrorCode.GEOFENCE_TOO_FEW_POINTS, 'need to select at least 3 points on the map');
  // The sensitivity slider is ROOT's (spec 03 §2): anybody else keeps what the geofence has (50 for a new one).
  const distortion = isSuperadmin(caller.principal)
    ? geofence.distortion
    : (current?.distortion ?? DEFAULTS.distortion);
  const checked = checkZone(geofence.zoneCoords ?? [], distortion);
  if (!checked.ok) throw new DomainError(ErrorCode[checked.code as keyof typeof ErrorCode], checked.message);
  if (!geofence.activeOnEnter && !geofence.activeOnExit) invalid('activeOnEnter, activeOnExit: ENTRY, EXIT or BOTH');
  const centre = geofence.centerCoords;
  const center =
    centre &&
    Number.isFinite(centre.latitude) &&
    Number.isFinite(centre.longitude) &&
    (centre.latitude || centre.longitude)
      ? { latitude: centre.latitude, longitude: centre.longitude }
      : checked.centroid;
  return {
    zoneCoords: checked.points,
    center,
    place: text(geofence.place, 'place', TEXT_LIMITS.description, false),
    activeOnEnter: geofence.activeOnEnter,
    activeOnExit: geofence.activeOnExit,
    distortion,
  };
}

const PRIORITIES = {
  [alarmsV1.Priority.CRITICAL]: 'CRITICAL',
  [alarmsV1.Priority.HIGH]: 'HIGH',
  [alarmsV1.Priority.LOW]: 'LOW',
} as const;

/**
 * Validates a setting as the editor sends it, for its caller: a known alarm name (ALARM_NAME_UNKNOWN, 'unknown alarm
 * type'), the alias and the name's own fields present and in range (ALARM_FIELD_INVALID, 'field cannot be empty'),
 * the note at most 40 characters, repeat hours at least 0 (-1 for geofences), valid recipients, at most
 * ALARM_LIMITS.targets targets of each kind, the organisation and the targeted organisations visible
 * (ORGANIZATION_MISSING), the geofence's polygon (GEOFENCE_*). Targets of vehicles and trackers are checked against
 * the read models by the service.
 */
export function settingFields(
  input: alarmsV1.AlarmSetting | undefined,
  caller: Caller,
  geofences: boolean,
  current: SettingFields | null = null,
): SettingFields {
  const setting = input ?? alarmsV1.AlarmSetting.fromPartial({});
  const alarmName = geofences ? AlarmName.GEO_ZONE : setting.alarmName;
  const facts = ALARM_NAMES.get(alarmName);
  if (!facts || (!geofences && alarmName === AlarmName.GEO_ZONE)) {
    throw new DomainError(ErrorCode.ALARM_NAME_UNKNOWN, 'unknown alarm type');
  }
  const organizationId = Number(setting.organizationId) || caller.selectedOrganizationId;
  assertKnownOrganization(caller, organizationId);
  const targetOrganizationIds = ids(setting.targetOrganizationIds, 'targetOrganizationIds');
  const targetTrackerOrganizationIds = ids(setting.targetTrackerOrganizationIds, 'targetTrackerOrganizationIds');
  for (const id of [...targetOrganizationIds, ...targetTrackerOrganizationIds]) assertKnownOrganization(caller, id);
  const emails = [...new Set((setting.emails ?? []).map((address) => address.trim()).filter(Boolean))];
  if (emails.length > ALARM_LIMITS.recipients) invalid(`emails: at most ${ALARM_LIMITS.recipients}`);
  for (const address of emails)
    if (!email.safeParse(address).success) invalid(`emails: ${JSON.stringify(address)} is not an e-mail address`);
  const pushUserIds = ids(setting.pushNotificationUserIds, 'pushNotificationUserIds');
  if (pushUserIds.length > ALARM_LIMITS.recipients)
    invalid(`pushNotificationUserIds: at most ${ALARM_LIMITS.recipients}`);
  const isGeo = alarmName === AlarmName.GEO_ZONE;
  const repeatAfterHours = integer(
    setting.repeatAfterHours,
    'repeatAfterHours',
    isGeo ? -1 : 0,
    ALARM_LIMITS.maxRepeatHours,
    isGeo ? DEFAULTS.geofenceRepeatHours : 0,
  );
  const fallbackSchedule = alarmName === AlarmName.DRIVING_SCHEDULE ? defaultAlarmSchedule() : allWeek();
  return {
    organizationId,
    alarmName,
    alarmType: facts.type,
    name: text(setting.name, 'name', TEXT_LIMITS.name, true),
    note: text(setting.note, 'note', ALARM_LIMITS.note, false),
    priority: PRIORITIES[setting.priority as keyof typeof PRIORITIES] ?? 'MEDIUM',
    emails,
    pushUserIds,
    repeatAfterHours,
    notifyWhenAcknowledged: setting.notifyWhenAcknowledged ?? false,
    targetVehicleIds: ids(setting.targetVehicleIds, 'targetVehicleIds'),
    targetOrganizationIds,
    targetTrackerIds: ids(setting.targetTrackerIds, 'targetTrackerIds'),
    targetTrackerOrganizationIds,
    isTracker: setting.isTracker ?? false,
    schedule: scheduleOf(setting.schema, fallbackSchedule),
    params: paramsOf(setting, facts.fields),
    geofence: isGeo ? geofenceOf(setting.geofence, caller, current?.geofence ?? null) : null,
    active: setting.active ?? true,
  };
}
