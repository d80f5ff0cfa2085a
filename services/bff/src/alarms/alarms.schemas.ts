import { TEXT_LIMITS } from '@fleetlog/contracts';
import { z } from 'zod/v4';

import { component } from '../common/openapi';
import { epochMs, flag, idList } from '../common/query-params';
import { emailText, lineText } from '../common/text';

/** The alarm names of spec 03 §3, §5, §9 (services/alarms/README.md defines each). */
export const ALARM_NAMES = [
  'NO_DRIVER',
  'UNPLUG',
  'LOW_BATTERY',
  'MISSING_TRIPS',
  'INTERMITTENCE',
  'NO_CONTACT',
  'INSPECTION',
  'SERVICE',
  'JAMMING',
  'CRASH',
  'TOWING',
  'DRIVING_SCHEDULE',
  'ON_WAY',
  'ODOMETER_DIFFERENCE',
  'FERRY',
  'ODOMETER_REMINDER',
  'INSPECTION_REMINDER',
  'SERVICE_REMINDER',
  'GEO_ZONE',
] as const;
export const ALARM_TYPES = ['FUNCTION', 'SECURITY', 'REMINDER', 'QUALITY', 'GEO'] as const;
export const PRIORITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const;

/** At most this many targets of each kind: a larger list is refused here, before the service sees it. */
const TARGETS = 1_000;
const ids = z.array(z.number().int().positive()).max(TARGETS);
const hhmm = z
  .string()
  .max(4)
  .regex(/^([01]\d|2[0-3])[0-5]\d$/, 'HHmm');

const ScheduleDaySchema = z.strictObject({
  dayOfWeek: z.number().int().min(1).max(7),
  active: z.boolean(),
  times: z.array(z.strictObject({ start: hhmm, stop: hhmm })).max(24),
});

const PointSchema = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

const ServiceSchema = z.strictObject({
  serviceName: lineText(TEXT_LIMITS.name),
  description: lineText(TEXT_LIMITS.description).optional(),
  latestServiceDateMs: z.number().int().positive(),
  latestServiceKm: z.number().min(0).max(1e9).optional(),
  leadDistKm: z.number().min(0).max(100_000).optional(),
  leadTimeWeeks: z.number().int().min(0).max(5_200).optional(),
  requireBoth: z.boolean().optional(),
  serviceAfterKm: z.number().min(0).max(1e9).optional(),
  serviceAfterMonths: z.number().int().min(0).max(240).optional(),
});

/** Spec 03 §3 "Alarm setting" as the editor writes it (a field left out takes the spec's default). */
const settingFields = {
  alarmName: z
    .string()
    .max(40)
    .optional()
    .describe(`One of ${ALARM_NAMES.join(', ')}; other: 'unknown alarm type'`),
  organizationId: z.number().int().positive().optional(),
  name: lineText(TEXT_LIMITS.name).optional().describe("The alias; required ('field cannot be empty')"),
  note: lineText(100).optional().describe('At most 40 characters'),
  priority: z.enum(PRIORITIES).optional(),
  emails: z.array(emailText()).max(50).optional(),
  pushNotificationUserIds: ids.optional(),
  repeatAfterHours: z
    .number()
    .int()
    .min(-1)
    .max(8_760)
    .optional()
    .describe('0: once; N: every N hours; -1: geofences only, never again'),
  notifyWhenAcknowledged: z.boolean().optional(),
  targetVehicleIds: ids.optional(),
  targetOrganizationIds: ids.optional(),
  targetTrackerIds: ids.optional(),
  targetTrackerOrganizationIds: ids.optional(),
  isTracker: z.boolean().optional(),
  schema: z.array(ScheduleDaySchema).max(7).optional().describe('The weekly schedule that arms the alarm'),
  daysMissingTrips: z.number().int().optional(),
  hoursMissingContact: z.number().int().optional(),
  hoursIntermittence: z.number().int().optional(),
  lowBatteryLevel: z.number().int().optional().describe('10–100 in steps of 10 (default 30)'),
  odoRemindDay: z.number().int().optional().describe('1–31 (default 1)'),
  notificationLeadTime: z
    .strictObject({ unit: z.enum(['DAYS', 'WEEKS', 'MONTHS']), amount: z.number().int().min(0).max(1_000) })
    .optional(),
  odometerDifferenceKm: z.number().optional(),
  speedLimitKmh: z.number().int().optional(),
  service: ServiceSchema.optional(),
  active: z.boolean().optional(),
};

export const AlarmSettingBodySchema = component('AlarmSettingBody', z.strictObject(settingFields));
export type AlarmSettingBody = z.infer<typeof AlarmSettingBodySchema>;

/** Spec 03 §3 "Geofence alarm": the setting's fields and the zone's. */
export const GeofenceAlarmBodySchema = component(
  'GeofenceAlarmBody',
  z.strictObject({
    ...settingFields,
    zoneCoords: z.array(PointSchema).max(1_000).optional().describe('At least 3 distinct points; closed or not'),
    centerCoords: PointSchema.optional(),
    place: lineText(TEXT_LIMITS.description).optional(),
    activeOnEnter: z.boolean().optional(),
    activeOnExit: z.boolean().optional(),
    distortion: z.number().int().min(0).max(100).optional().describe('100 - sensitivity (ROOT only); default 50'),
  }),
);
export type GeofenceAlarmBody = z.infer<typeof GeofenceAlarmBodySchema>;

const SettingJsonFields = {
  alarmSettingsId: z.number().int(),
  alarmName: z.string(),
  alarmType: z.enum(ALARM_TYPES),
  organizationId: z.number().int(),
  name: z.string(),
  note: z.string(),
  priority: z.enum(PRIORITIES),
  emails: z.array(z.string()),
  pushNotificationUserIds: z.array(z.number().int()),
  repeatAfterHours: z.number().int(),
  notifyOnce: z.boolean().describe('repeatAfterHours 0'),
  notifyWhenAcknowledged: z.boolean(),
  targetVehicleIds: z.array(z.number().int()),
  targetOrganizationIds: z.array(z.number().int()),
  targetTrackerIds: z.array(z.number().int()),
  targetTrackerOrganizationIds: z.array(z.number().int()),
  isTracker: z.boolean(),
  schema: z.array(ScheduleDaySchema),
  daysMissingTrips: z.number().int().nullable(),
  hoursMissingContact: z.number().int().nullable(),
  hoursIntermittence: z.number().int().nullable(),
  lowBatteryLevel: z.number().int().nullable(),
  odoRemindDay: z.number().int().nullable(),
  notificationLeadTime: z.object({ unit: z.enum(['DAYS', 'WEEKS', 'MONTHS']), amount: z.number().int() }).nullable(),
  odometerDifferenceKm: z.number().nullable(),
  speedLimitKmh: z.number().int().nullable(),
  service: ServiceSchema.nullable(),
  active: z.boolean(),
  ongoingPeriods: z.number().int(),
  createdBy: z.number().int(),
  createdTsMs: z.number().int(),
  updatedTsMs: z.number().int(),
};

export const AlarmSettingSchema = component('AlarmSetting', z.object(SettingJsonFields));
export type AlarmSettingJson = z.infer<typeof AlarmSettingSchema>;

export const GeofenceAlarmSchema = component(
  'GeofenceAlarm',
  z.object({
    ...SettingJsonFields,
    geoZoneAlarmId: z.number().int(),
    zoneCoords: z.array(PointSchema),
    centerCoords: PointSchema,
    place: z.string(),
    activeOnEnter: z.boolean(),
    activeOnExit: z.boolean(),
    distortion: z.number().int(),
  }),
);
export type GeofenceAlarmJson = z.infer<typeof GeofenceAlarmSchema>;

/** Spec 03 §3 "Alarm event (active alarm period)". */
export const AlarmPeriodSchema = component(
  'AlarmPeriod',
  z.object({
    activeAlarmPeriodId: z.number().int(),
    alarmSettingsId: z.number().int(),
    alarmType: z.string(),
    alarmName: z.string(),
    alarmSettingName: z.string(),
    geoZoneAlarmId: z.number().int().nullable(),
    geoZoneAlarmName: z.string().nullable(),
    vehicleId: z.number().int().nullable(),
    deviceId: z.number().int(),
    imei: z.string(),
    driverId: z.number().int().nullable(),
    organizationId: z.number().int(),
    timestampStartMs: z.number().int(),
    timestampStopMs: z.number().int().nullable().describe('null while ongoing'),
    acknowledged: z.boolean(),
    acknowledgedBy: z.number().int().nullable(),
    acknowledgedTimestampMs: z.number().int().nullable(),
    comment: z.string(),
    position: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
    address: z.string(),
    priority: z.string(),
    late: z.boolean(),
    detail: z.string(),
    notifications: z.number().int(),
    positionHidden: z.boolean(),
  }),
);
export type AlarmPeriodJson = z.infer<typeof AlarmPeriodSchema>;

/** GET /alarm-period: periods overlapping start–end (unix seconds, spec 03 §7). */
export const PeriodsQuerySchema = z.strictObject({
  start: z.coerce.number().int().positive().max(8_640_000_000_000).optional(),
  end: z.coerce.number().int().positive().max(8_640_000_000_000).optional(),
  fromTsMs: epochMs.optional(),
  toTsMs: epochMs.optional(),
  onlyOngoing: flag.optional(),
  organizationId: z.coerce.number().int().positive().optional(),
  vehicleIds: idList(TARGETS).optional(),
  driverIds: idList(TARGETS).optional(),
  alarmNames: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
      z.array(z.string().max(40)).max(ALARM_NAMES.length),
    )
    .optional(),
});
export type PeriodsQuery = z.infer<typeof PeriodsQuerySchema>;

export const AcknowledgeBodySchema = component(
  'AlarmAcknowledgeBody',
  z.strictObject({
    acknowledged: z.boolean().optional(),
    comment: lineText(100).optional().describe('At most 40 characters'),
  }),
);
export type AcknowledgeBody = z.infer<typeof AcknowledgeBodySchema>;

export const SettingsQuerySchema = z.strictObject({ organizationId: z.coerce.number().int().positive().optional() });

/** The header's bell: the caller's in-app alarm notifications. */
export const MyNotificationsSchema = component(
  'AlarmNotifications',
  z.object({
    unread: z.number().int(),
    notifications: z.array(
      z.object({
        notificationId: z.number().int(),
        kind: z.enum(['OPENED', 'REPEATED', 'CLOSED']),
        read: z.boolean(),
        createdTsMs: z.number().int(),
        period: AlarmPeriodSchema,
      }),
    ),
  }),
);
export type MyNotificationsJson = z.infer<typeof MyNotificationsSchema>;

export const NotificationsQuerySchema = z.strictObject({ limit: z.coerce.number().int().min(1).max(200).optional() });

export const MarkReadBodySchema = component(
  'AlarmNotificationsRead',
  z.strictObject({
    notificationIds: z.array(z.number().int().positive()).max(1_000).optional().describe('Absent or empty: every one'),
  }),
);
export type MarkReadBody = z.infer<typeof MarkReadBodySchema>;
