import { alarmsEventsV1, alarmsV1 } from '@fleetlog/contracts';

const { AlarmName } = alarmsEventsV1;
const { AlarmType } = alarmsV1;

/** The fields an alarm name has besides those every setting has (spec 03 §3, §5, §9). */
export type ParamField =
  | 'daysMissingTrips'
  | 'hoursMissingContact'
  | 'hoursIntermittence'
  | 'lowBatteryLevel'
  | 'odoRemindDay'
  | 'leadTime'
  | 'odometerDifferenceKm'
  | 'speedLimitKmh'
  | 'service';

export interface AlarmNameFacts {
  type: alarmsV1.AlarmType;
  /** Its own fields, each required once the name is chosen ('field cannot be empty'). */
  fields: readonly ParamField[];
  /** The tracker reports the condition itself (an event IO element): it may notify late (README "Late records"). */
  trackerEvent?: boolean;
}

/**
 * Every alarm name, its type and its fields. Inspection and service appear under FUNCTION and REMINDER in the spec:
 * FUNCTION's are raised when the date or interval is reached, REMINDER's the lead time before (README "Alarm names").
 */
export const ALARM_NAMES: ReadonlyMap<alarmsEventsV1.AlarmName, AlarmNameFacts> = new Map([
  [AlarmName.NO_DRIVER, { type: AlarmType.FUNCTION, fields: [] }],
  [AlarmName.UNPLUG, { type: AlarmType.FUNCTION, fields: [], trackerEvent: true }],
  [AlarmName.LOW_BATTERY, { type: AlarmType.FUNCTION, fields: ['lowBatteryLevel'] }],
  [AlarmName.MISSING_TRIPS, { type: AlarmType.FUNCTION, fields: ['daysMissingTrips'] }],
  [AlarmName.INTERMITTENCE, { type: AlarmType.FUNCTION, fields: ['hoursIntermittence'] }],
  [AlarmName.NO_CONTACT, { type: AlarmType.FUNCTION, fields: ['hoursMissingContact'] }],
  [AlarmName.INSPECTION, { type: AlarmType.FUNCTION, fields: [] }],
  [AlarmName.SERVICE, { type: AlarmType.FUNCTION, fields: [] }],
  [AlarmName.JAMMING, { type: AlarmType.SECURITY, fields: [], trackerEvent: true }],
  [AlarmName.CRASH, { type: AlarmType.SECURITY, fields: [], trackerEvent: true }],
  [AlarmName.TOWING, { type: AlarmType.SECURITY, fields: [], trackerEvent: true }],
  [AlarmName.DRIVING_SCHEDULE, { type: AlarmType.SECURITY, fields: [] }],
  [AlarmName.ON_WAY, { type: AlarmType.QUALITY, fields: [] }],
  [AlarmName.ODOMETER_DIFFERENCE, { type: AlarmType.QUALITY, fields: ['odometerDifferenceKm'] }],
  [AlarmName.FERRY, { type: AlarmType.QUALITY, fields: [] }],
  [AlarmName.ODOMETER_REMINDER, { type: AlarmType.REMINDER, fields: ['odoRemindDay'] }],
  [AlarmName.INSPECTION_REMINDER, { type: AlarmType.REMINDER, fields: ['leadTime'] }],
  [AlarmName.SERVICE_REMINDER, { type: AlarmType.REMINDER, fields: [] }],
  [AlarmName.GEO_ZONE, { type: AlarmType.GEO, fields: [] }],
]);

/** The alarms the trackers report as events of their own: they notify even from late records. */
export const LATE_NOTIFYING: ReadonlySet<alarmsEventsV1.AlarmName> = new Set([
  AlarmName.CRASH,
  AlarmName.TOWING,
  AlarmName.JAMMING,
]);

/** The spec's defaults (spec 03 §5, §9). */
export const DEFAULTS = {
  daysMissingTrips: 3,
  hoursMissingContact: 3,
  hoursIntermittence: 3,
  lowBatteryLevel: 30,
  odoRemindDay: 1,
  leadTime: { unit: alarmsV1.LeadTimeUnit.MONTHS, amount: 3 },
  odometerDifferenceKm: 5,
  /** Geofences repeat every 24 hours by default (spec 03 §9); other alarms notify once. */
  geofenceRepeatHours: 24,
  distortion: 50,
} as const;

/**
 * The default alarm schedule (spec 03 §9): Monday–Friday 00:00–06:00 and 17:00–23:59, weekends all day. It is the
 * driving-schedule alarm's; every other alarm is armed all week unless its schedule says otherwise.
 */
export function defaultAlarmSchedule(): alarmsV1.ScheduleDay[] {
  return [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
    dayOfWeek,
    active: true,
    times:
      dayOfWeek <= 5
        ? [
            { start: '0000', stop: '0600' },
            { start: '1700', stop: '2359' },
          ]
        : [{ start: '0000', stop: '2359' }],
  }));
}

export function alarmTypeName(type: alarmsV1.AlarmType): string {
  return alarmsV1.alarmTypeToJSON(type);
}

export function alarmNameText(name: alarmsEventsV1.AlarmName): string {
  return alarmsEventsV1.alarmNameToJSON(name);
}

/** The alarm name of its text, or undefined for a name the product does not have. */
export function alarmNameOf(name: string): alarmsEventsV1.AlarmName | undefined {
  try {
    const value = alarmsEventsV1.alarmNameFromJSON(name);
    return ALARM_NAMES.has(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
