import { alarmsEventsV1, alarmsV1 } from '@fleetlog/contracts';

import type {
  AlarmPeriodJson,
  AlarmSettingBody,
  AlarmSettingJson,
  GeofenceAlarmBody,
  GeofenceAlarmJson,
} from './alarms.schemas';

// The alarms service's messages as the spec's JSON (spec 03 §3), and back.

const LEAD_UNITS = {
  DAYS: alarmsV1.LeadTimeUnit.DAYS,
  WEEKS: alarmsV1.LeadTimeUnit.WEEKS,
  MONTHS: alarmsV1.LeadTimeUnit.MONTHS,
};
const PRIORITIES = {
  CRITICAL: alarmsV1.Priority.CRITICAL,
  HIGH: alarmsV1.Priority.HIGH,
  MEDIUM: alarmsV1.Priority.MEDIUM,
  LOW: alarmsV1.Priority.LOW,
};

/** An alarm name's text to the enum; an unknown one goes as UNSPECIFIED, which the service refuses as unknown. */
export function alarmNameValue(name: string | undefined): alarmsEventsV1.AlarmName {
  if (!name) return alarmsEventsV1.AlarmName.ALARM_NAME_UNSPECIFIED;
  try {
    return alarmsEventsV1.alarmNameFromJSON(name);
  } catch {
    return alarmsEventsV1.AlarmName.ALARM_NAME_UNSPECIFIED;
  }
}

export function settingMessage(body: AlarmSettingBody | GeofenceAlarmBody, geofence: boolean): alarmsV1.AlarmSetting {
  const geo = body as GeofenceAlarmBody;
  return alarmsV1.AlarmSetting.fromPartial({
    alarmName: geofence ? alarmsEventsV1.AlarmName.GEO_ZONE : alarmNameValue(body.alarmName),
    organizationId: body.organizationId ?? 0,
    name: body.name ?? '',
    note: body.note ?? '',
    priority: body.priority ? PRIORITIES[body.priority] : alarmsV1.Priority.PRIORITY_UNSPECIFIED,
    emails: body.emails ?? [],
    pushNotificationUserIds: body.pushNotificationUserIds ?? [],
    repeatAfterHours: body.repeatAfterHours ?? (geofence ? 24 : 0),
    notifyWhenAcknowledged: body.notifyWhenAcknowledged ?? false,
    targetVehicleIds: body.targetVehicleIds ?? [],
    targetOrganizationIds: body.targetOrganizationIds ?? [],
    targetTrackerIds: body.targetTrackerIds ?? [],
    targetTrackerOrganizationIds: body.targetTrackerOrganizationIds ?? [],
    isTracker: body.isTracker ?? false,
    schema: body.schema ?? [],
    daysMissingTrips: body.daysMissingTrips,
    hoursMissingContact: body.hoursMissingContact,
    hoursIntermittence: body.hoursIntermittence,
    lowBatteryLevel: body.lowBatteryLevel,
    odoRemindDay: body.odoRemindDay,
    leadTimeUnit: body.notificationLeadTime ? LEAD_UNITS[body.notificationLeadTime.unit] : undefined,
    leadTimeAmount: body.notificationLeadTime?.amount,
    odometerDifferenceKm: body.odometerDifferenceKm,
    speedLimitKmh: body.speedLimitKmh,
    service: body.service,
    active: body.active ?? true,
    geofence: geofence
      ? {
          zoneCoords: geo.zoneCoords ?? [],
          centerCoords: geo.centerCoords,
          place: geo.place ?? '',
          activeOnEnter: geo.activeOnEnter ?? false,
          activeOnExit: geo.activeOnExit ?? false,
          distortion: geo.distortion ?? 50,
        }
      : undefined,
  });
}

const nullable = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

export function settingJson(setting: alarmsV1.AlarmSetting): AlarmSettingJson {
  const unit = alarmsV1.leadTimeUnitToJSON(setting.leadTimeUnit) as 'DAYS' | 'WEEKS' | 'MONTHS' | string;
  return {
    alarmSettingsId: setting.alarmSettingsId,
    alarmName: alarmsEventsV1.alarmNameToJSON(setting.alarmName),
    alarmType: alarmsV1.alarmTypeToJSON(setting.alarmType) as AlarmSettingJson['alarmType'],
    organizationId: setting.organizationId,
    name: setting.name,
    note: setting.note,
    priority: (alarmsV1.priorityToJSON(setting.priority) === 'PRIORITY_UNSPECIFIED'
      ? 'MEDIUM'
      : alarmsV1.priorityToJSON(setting.priority)) as AlarmSettingJson['priority'],
    emails: setting.emails ?? [],
    pushNotificationUserIds: setting.pushNotificationUserIds ?? [],
    repeatAfterHours: setting.repeatAfterHours,
    notifyOnce: setting.repeatAfterHours === 0,
    notifyWhenAcknowledged: setting.notifyWhenAcknowledged,
    targetVehicleIds: setting.targetVehicleIds ?? [],
    targetOrganizationIds: setting.targetOrganizationIds ?? [],
    targetTrackerIds: setting.targetTrackerIds ?? [],
    targetTrackerOrganizationIds: setting.targetTrackerOrganizationIds ?? [],
    isTracker: setting.isTracker,
    schema: (setting.schema ?? []).map((day) => ({
      dayOfWeek: day.dayOfWeek,
      active: day.active,
      times: day.times ?? [],
    })),
    daysMissingTrips: nullable(setting.daysMissingTrips),
    hoursMissingContact: nullable(setting.hoursMissingContact),
    hoursIntermittence: nullable(setting.hoursIntermittence),
    lowBatteryLevel: nullable(setting.lowBatteryLevel),
    odoRemindDay: nullable(setting.odoRemindDay),
    notificationLeadTime:
      setting.leadTimeAmount === undefined
        ? null
        : { unit: (unit === 'LEAD_TIME_UNIT_UNSPECIFIED' ? 'MONTHS' : unit) as 'DAYS', amount: setting.leadTimeAmount },
    odometerDifferenceKm: nullable(setting.odometerDifferenceKm),
    speedLimitKmh: nullable(setting.speedLimitKmh),
    service: setting.service ? { ...setting.service } : null,
    active: setting.active,
    ongoingPeriods: setting.ongoingPeriods,
    createdBy: setting.createdBy,
    createdTsMs: setting.createdTsMs,
    updatedTsMs: setting.updatedTsMs,
  };
}

export function geofenceJson(setting: alarmsV1.AlarmSetting): GeofenceAlarmJson {
  const geo = setting.geofence;
  const zoneCoords = (geo?.zoneCoords ?? []).map(({ latitude, longitude }) => ({ latitude, longitude }));
  return {
    ...settingJson(setting),
    geoZoneAlarmId: setting.alarmSettingsId,
    zoneCoords,
    centerCoords: geo?.centerCoords
      ? { latitude: geo.centerCoords.latitude, longitude: geo.centerCoords.longitude }
      : (zoneCoords[0] ?? { latitude: 0, longitude: 0 }),
    place: geo?.place ?? '',
    activeOnEnter: geo?.activeOnEnter ?? false,
    activeOnExit: geo?.activeOnExit ?? false,
    distortion: geo?.distortion ?? 50,
  };
}

export function periodJson(period: alarmsEventsV1.AlarmPeriod): AlarmPeriodJson {
  const isGeo = period.alarmName === alarmsEventsV1.AlarmName.GEO_ZONE;
  return {
    activeAlarmPeriodId: period.activeAlarmPeriodId,
    alarmSettingsId: period.alarmSettingsId,
    alarmType: period.alarmType,
    alarmName: alarmsEventsV1.alarmNameToJSON(period.alarmName),
    alarmSettingName: period.alarmSettingName,
    geoZoneAlarmId: isGeo ? period.geoZoneAlarmId : null,
    geoZoneAlarmName: isGeo ? period.geoZoneAlarmName : null,
    vehicleId: period.vehicleId || null,
    deviceId: period.deviceId,
    imei: period.imei,
    driverId: period.driverId || null,
    organizationId: period.organizationId,
    timestampStartMs: period.timestampStartMs,
    timestampStopMs: period.timestampStopMs ?? null,
    acknowledged: period.acknowledged,
    acknowledgedBy: period.acknowledgedBy || null,
    acknowledgedTimestampMs: period.acknowledgedTimestampMs || null,
    comment: period.comment,
    position:
      period.latitude === undefined || period.longitude === undefined
        ? null
        : { latitude: period.latitude, longitude: period.longitude },
    address: period.address,
    priority: period.priority,
    late: period.late,
    detail: period.detail,
    notifications: period.notifications,
    positionHidden: period.positionHidden,
  };
}
