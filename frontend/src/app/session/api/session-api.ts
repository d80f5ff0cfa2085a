import { api } from '../../../api/client';
import type { AppVersion, CurrentUser, LoginResponse, MapType, User } from '../../../api/types';

const SESSION_HEADERS = { 'x-fleetlog-session': '1' };

export const sessionApi = {
  login: (username: string, password: string) =>
    api.post<LoginResponse>('/api/auth', { username, password }, { isPublic: true, notify: false }),
  // The refresh cookie (HttpOnly, Path=/api/session) travels by itself; the header proves the app sends this.
  refresh: () =>
    api.post<LoginResponse>('/api/session/refresh', undefined, {
      isPublic: true,
      notify: false,
      headers: SESSION_HEADERS,
    }),
  logout: () =>
    api.post<void>('/api/session/logout', undefined, { isPublic: true, notify: false, headers: SESSION_HEADERS }),
  currentUser: () => api.get<CurrentUser>('/api/auth'),
  noMapView: () => api.get<{ orgIds: number[] }>('/api/organization/no-map-view', { notify: false }),
  requestPasswordReset: (email: string) => api.post<void>('/api/reset-password', { email }, { isPublic: true }),
  validatePasswordToken: (token: string) =>
    api.post<void>('/api/auth/validate-password-token', undefined, { isPublic: true, notify: false, query: { token } }),
  resetPassword: (token: string, password: string, passwordConfirmation: string) =>
    api.patch<void>(
      '/api/auth/reset-password',
      { token, password, passwordConfirmation },
      { isPublic: true, notify: false },
    ),
  approveGdpr: (userId: number) => api.patch<User>(`/api/user/${userId}`, { hasApprovedGdpr: true }),
  setMapType: (userId: number, mapType: MapType) => api.patch<User>(`/api/user/${userId}`, { mapType }),
  changePassword: (userId: number, oldPassword: string, password: string, passwordConfirmation: string) =>
    api.patch<User>(`/api/user/${userId}`, { oldPassword, password, passwordConfirmation }, { notify: false }),
  appVersion: () => api.get<AppVersion>('/version.json', { isPublic: true, notify: false, query: { t: Date.now() } }),
};
