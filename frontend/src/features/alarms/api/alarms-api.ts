import { api } from '../../../api/client';
import type { UserSimple } from '../../../api/types';
import type { DeviceSummary, VehicleSimple } from '../../vehicles/api/types';
import type {
  AlarmAcknowledgeBody,
  AlarmNotifications,
  AlarmNotificationsRead,
  AlarmPeriod,
  AlarmSetting,
  AlarmSettingBody,
  GeofenceAlarm,
  GeofenceAlarmBody,
} from './types';

// Spec 03 §7 "Alarm settings", "Geofence alarms", "Alarm periods". Editors show their own failures (notify: false).
export const alarmSettingsApi = {
  list: () => api.get<AlarmSetting[]>('/api/alarm-settings'),
  get: (id: number) => api.get<AlarmSetting>(`/api/alarm-settings/${id}`, { notify: false }),
  create: (body: AlarmSettingBody) => api.post<AlarmSetting>('/api/alarm-settings', body, { notify: false }),
  update: (id: number, body: AlarmSettingBody) =>
    api.patch<AlarmSetting>(`/api/alarm-settings/${id}`, body, { notify: false }),
  /** `{active}` alone: the BFF toggles at once. */
  setActive: (id: number, active: boolean) => api.patch<AlarmSetting>(`/api/alarm-settings/${id}`, { active }),
  remove: (id: number) => api.delete<AlarmSetting>(`/api/alarm-settings/${id}`),
};

export const geofencesApi = {
  list: () => api.get<GeofenceAlarm[]>('/api/geo-larm'),
  get: (id: number) => api.get<GeofenceAlarm>(`/api/geo-larm/${id}`, { notify: false }),
  create: (body: GeofenceAlarmBody) => api.post<GeofenceAlarm>('/api/geo-larm', body, { notify: false }),
  update: (id: number, body: GeofenceAlarmBody) =>
    api.patch<GeofenceAlarm>(`/api/geo-larm/${id}`, body, { notify: false }),
  setActive: (id: number, active: boolean) => api.patch<GeofenceAlarm>(`/api/geo-larm/${id}`, { active }),
  remove: (id: number) => api.delete<GeofenceAlarm>(`/api/geo-larm/${id}`),
};

export interface PeriodsQuery {
  fromTsMs: number;
  toTsMs: number;
  onlyOngoing?: boolean;
  organizationId?: number;
  vehicleIds?: number[];
  driverIds?: number[];
  alarmNames?: string[];
}

const list = (ids: readonly (number | string)[] | undefined) => (ids?.length ? ids.join(',') : undefined);

export const alarmPeriodsApi = {
  list: (q: PeriodsQuery) =>
    api.get<AlarmPeriod[]>('/api/alarm-period', {
      query: {
        fromTsMs: q.fromTsMs,
        toTsMs: q.toTsMs,
        onlyOngoing: q.onlyOngoing || undefined,
        organizationId: q.organizationId,
        vehicleIds: list(q.vehicleIds),
        driverIds: list(q.driverIds),
        alarmNames: list(q.alarmNames),
      },
    }),
  current: () => api.get<AlarmPeriod[]>('/api/alarm-period/current'),
  acknowledge: (id: number, body: AlarmAcknowledgeBody) =>
    api.patch<AlarmPeriod>(`/api/alarm-period/${id}`, body, { notify: false }),
};

// What an alarm can target and notify: the organisation's vehicles (archived too: the events page must know them),
// its devices (the equipment switch targets trackers by device id), its users.
export const alarmOptionsApi = {
  vehicles: (organizationId?: number) =>
    api.get<VehicleSimple[]>('/api/vehicles/simple', { organizationId, showArchived: true }),
  devices: (organizationId?: number) =>
    api.get<{ devices: DeviceSummary[] }>('/api/devices', { organizationId, notify: false }).then((r) => r.devices),
  users: (organizationId?: number) =>
    api.get<UserSimple[]>('/api/user/simple', { organizationId }).then((users) => users.filter((u) => !u.isArchived)),
};

// The header's bell (issue 20): the caller's own in-app notifications, for every role. It polls, so a failed read is
// not toasted; it tries again at the next tick.
export const alarmNotificationsApi = {
  list: (limit: number) => api.get<AlarmNotifications>('/api/alarm-notifications', { query: { limit }, notify: false }),
  /** No ids: all of them. */
  markRead: (notificationIds?: number[]) =>
    api.post<AlarmNotifications>('/api/alarm-notifications/read', { notificationIds } satisfies AlarmNotificationsRead),
  /** The names of the notifications' vehicles (archived too); without them the bell shows none. */
  vehicles: () => api.get<VehicleSimple[]>('/api/vehicles/simple', { showArchived: true, notify: false }),
};
