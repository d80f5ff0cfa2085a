// The alarm payloads as the BFF's OpenAPI document describes them (services/bff/src/alarms/alarms.schemas.ts).
import type { components } from '../../../api/generated/bff-api';

type Schemas = components['schemas'];

export type AlarmSetting = Schemas['AlarmSetting'];
export type AlarmSettingBody = Schemas['AlarmSettingBody'];
export type GeofenceAlarm = Schemas['GeofenceAlarm'];
export type GeofenceAlarmBody = Schemas['GeofenceAlarmBody'];
export type AlarmPeriod = Schemas['AlarmPeriod'];
export type AlarmAcknowledgeBody = Schemas['AlarmAcknowledgeBody'];
export type AlarmNotifications = Schemas['AlarmNotifications'];
export type AlarmNotification = AlarmNotifications['notifications'][number];
export type NotificationKind = AlarmNotification['kind'];
export type AlarmNotificationsRead = Schemas['AlarmNotificationsRead'];
export type Priority = AlarmSetting['priority'];
export type ScheduleDay = AlarmSetting['schema'][number];
export type LeadTime = NonNullable<AlarmSetting['notificationLeadTime']>;
export type LeadTimeUnit = LeadTime['unit'];
export type AlarmService = NonNullable<AlarmSetting['service']>;
export type ZonePoint = GeofenceAlarm['zoneCoords'][number];
