// Builders for the unit tests: an alarm setting, a geofence and a period as the BFF answers them (organisation 3),
// changed as each test needs.
import type { AlarmNotification, AlarmPeriod, AlarmSetting, GeofenceAlarm } from '../api/types';
import { allWeekSchedule, scheduleBody } from './schedule';

export function alarmSetting(changes: Partial<AlarmSetting> = {}): AlarmSetting {
  return {
    alarmSettingsId: 41,
    alarmName: 'LOW_BATTERY',
    alarmType: 'FUNCTION',
    organizationId: 3,
    name: 'Batteriet',
    note: '',
    priority: 'MEDIUM',
    emails: ['drift@demo-akeri.se'],
    pushNotificationUserIds: [7],
    repeatAfterHours: 0,
    notifyOnce: true,
    notifyWhenAcknowledged: false,
    targetVehicleIds: [11, 12],
    targetOrganizationIds: [],
    targetTrackerIds: [],
    targetTrackerOrganizationIds: [],
    isTracker: false,
    schema: scheduleBody(allWeekSchedule()),
    daysMissingTrips: null,
    hoursMissingContact: null,
    hoursIntermittence: null,
    lowBatteryLevel: 40,
    odoRemindDay: null,
    notificationLeadTime: null,
    odometerDifferenceKm: null,
    speedLimitKmh: null,
    service: null,
    active: true,
    ongoingPeriods: 0,
    createdBy: 7,
    createdTsMs: 1_767_000_000_000,
    updatedTsMs: 1_767_000_000_000,
    ...changes,
  };
}

export function geofenceAlarm(changes: Partial<GeofenceAlarm> = {}): GeofenceAlarm {
  return {
    ...alarmSetting({ alarmName: 'GEO_ZONE', alarmType: 'GEO', repeatAfterHours: 24, notifyOnce: false }),
    geoZoneAlarmId: 41,
    zoneCoords: [
      { latitude: 59.33, longitude: 18.06 },
      { latitude: 59.34, longitude: 18.07 },
      { latitude: 59.33, longitude: 18.08 },
      { latitude: 59.33, longitude: 18.06 },
    ],
    centerCoords: { latitude: 59.333, longitude: 18.07 },
    place: 'Depån',
    activeOnEnter: true,
    activeOnExit: false,
    distortion: 30,
    ...changes,
  };
}

export function alarmPeriod(changes: Partial<AlarmPeriod> = {}): AlarmPeriod {
  return {
    activeAlarmPeriodId: 501,
    alarmSettingsId: 41,
    alarmType: 'FUNCTION',
    alarmName: 'LOW_BATTERY',
    alarmSettingName: 'Batteriet',
    geoZoneAlarmId: null,
    geoZoneAlarmName: null,
    vehicleId: 11,
    deviceId: 5,
    imei: '350000000000078',
    driverId: null,
    organizationId: 3,
    timestampStartMs: 1_767_000_000_000,
    timestampStopMs: null,
    acknowledged: false,
    acknowledgedBy: null,
    acknowledgedTimestampMs: null,
    comment: '',
    position: { latitude: 59.33, longitude: 18.06 },
    address: '',
    priority: 'MEDIUM',
    late: false,
    detail: '20 %',
    notifications: 1,
    positionHidden: false,
    ...changes,
  };
}

export function alarmNotification(changes: Partial<AlarmNotification> = {}): AlarmNotification {
  return {
    notificationId: 901,
    kind: 'OPENED',
    read: false,
    createdTsMs: 1_767_000_000_000,
    period: alarmPeriod(),
    ...changes,
  };
}
