import { api } from '../../../api/client';
import type { User } from '../../../api/types';
import type { WorkSchedule, WorkScheduleRequest, Zone, ZoneBatchResult, ZoneBody } from './types';

const weekday = (userId: number) => `/api/user/${userId}/weekday`;

// Spec 03 §7 "Weekday schedules" and "Purposes". Refusals (MISFORMATTED_FIELDS, USER_FORBIDDEN, USER_MISSING) are
// shown by the client's toast.
export const workScheduleApi = {
  // Without a schedule the answer is the default, not activated.
  get: (userId: number) => api.get<WorkSchedule>(weekday(userId)),
  activate: (userId: number) => api.post<WorkSchedule>(weekday(userId)),
  update: (userId: number, body: WorkScheduleRequest) => api.patch<WorkSchedule>(weekday(userId), body),
  // Back to the default, not activated.
  remove: (userId: number) => api.delete<WorkSchedule>(weekday(userId)),
};

export const purposesApi = {
  // The purposes are a field of the user; the whole list is saved at once.
  get: (userId: number) => api.get<User>(`/api/user/${userId}`).then((user) => user.purposes),
  save: (userId: number, purposes: readonly string[]) =>
    api.patch<User>(`/api/user/${userId}`, { purposes: [...purposes] }),
};

const zones = (userId: number) => `/api/user/${userId}/zone`;

// Spec 03 §7 "Zones": a user's places. Refusals (BAD_ZONE_ID, MISFORMATTED_FIELDS, USER_FORBIDDEN) are shown by the
// client's toast, except a failed creation: the places page says 'something went wrong' itself (spec 03 §8).
export const zonesApi = {
  list: (userId: number) => api.get<Zone[]>(zones(userId)),
  create: (userId: number, body: ZoneBody) => api.post<Zone>(zones(userId), body, { notify: false }),
  update: (userId: number, zoneId: number, body: ZoneBody) => api.patch<Zone>(`${zones(userId)}/${zoneId}`, body),
  remove: (userId: number, zoneId: number) => api.delete<Zone>(`${zones(userId)}/${zoneId}`),
  // ROOT: each of the users gets its own copy.
  copy: (zoneId: number, personIds: readonly number[]) =>
    api.post<ZoneBatchResult>('/api/zone/batch', { zone: { zoneId }, personIds: [...personIds] }),
};
