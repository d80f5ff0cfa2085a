// Session state (spec 01 §4.1): token in localStorage, the current user loaded from GET /api/auth, the selected
// organisation and the locally stored view switches. The API client reads its headers from here.
import { create } from 'zustand';

import { ApiError, configureApiClient, renewSession } from '../../../api/client';
import type { CurrentUser, User, UserOrganization } from '../../../api/types';
import { i18n } from '../../../i18n';
import { clearSessionSettings, LocalKey, readLocal, writeLocal } from '../../../lib/local-settings';
import { httpErrorNotification } from '../../notifications/lib/http-error-notification';
import { notify, useNotificationStore } from '../../notifications/store/notification-store';
import { sessionApi } from '../api/session-api';
import { proactiveRefreshDelayMs } from '../lib/token-expiry';
import { renewAccessToken } from './token-renewal';

export const LOADING_TIMEOUT_MS = 8_000;

export type SessionStatus = 'anonymous' | 'loading' | 'ready' | 'failed';
export type MenuType = 'side' | 'top';

interface SessionState {
  token: string | null;
  status: SessionStatus;
  loadingTimedOut: boolean;
  user: User | null;
  organizations: UserOrganization[];
  selectedOrganizationId: number | null;
  noMapOrganizationIds: number[];
  showArchived: boolean;
  menuType: MenuType;
  developmentShow: boolean;
  login(username: string, password: string): Promise<void>;
  load(): Promise<void>;
  logout(): void;
  expire(): void;
  renew(failedToken: string): Promise<boolean>;
  selectOrganization(id: number): void;
  setShowArchived(value: boolean): void;
  setMenuType(value: MenuType): void;
  setUser(user: User): void;
}

function storedNumber(key: LocalKey): number | null {
  const n = Number(readLocal(key));
  return Number.isFinite(n) && n > 0 ? n : null;
}

// The stored organisation only counts if this user still knows it; otherwise the user's own organisation.
export function resolveOrganization(stored: number | null, current: CurrentUser): number {
  const known = current.organizations.length ? current.organizations : current.user.organizations;
  if (stored !== null && known.some((o) => o.organizationId === stored)) return stored;
  return current.user.organizationId;
}

const initialView = () => ({
  showArchived: readLocal(LocalKey.showArchived) === 'true',
  menuType: (readLocal(LocalKey.menuType) === 'top' ? 'top' : 'side') as MenuType,
  developmentShow: readLocal(LocalKey.devShow) === 'true',
});

let loadingTimer: ReturnType<typeof setTimeout> | undefined;
let renewalTimer: ReturnType<typeof setTimeout> | undefined;

// Renews the access token shortly before it expires, so requests rarely meet a 401 at all.
function scheduleRenewal(token: string): void {
  clearTimeout(renewalTimer);
  const delay = proactiveRefreshDelayMs(token);
  // A failed proactive renewal is left to the next request's 401 handling.
  if (delay !== null) renewalTimer = setTimeout(() => renewSession().catch(() => undefined), delay);
}

export const useSessionStore = create<SessionState>((set, get) => ({
  token: readLocal(LocalKey.token),
  status: readLocal(LocalKey.token) ? 'loading' : 'anonymous',
  loadingTimedOut: false,
  user: null,
  organizations: [],
  selectedOrganizationId: storedNumber(LocalKey.organizationId),
  noMapOrganizationIds: [],
  ...initialView(),

  async login(username, password) {
    const res = await sessionApi.login(username, password);
    writeLocal(LocalKey.token, res.token);
    set({ token: res.token, status: 'loading' });
    scheduleRenewal(res.token);
    await get().load();
  },

  async load() {
    if (!get().token) {
      set({ status: 'anonymous' });
      return;
    }
    set({ status: 'loading', loadingTimedOut: false });
    scheduleRenewal(get().token!);
    clearTimeout(loadingTimer);
    loadingTimer = setTimeout(() => set({ loadingTimedOut: true }), LOADING_TIMEOUT_MS);
    try {
      // The map's exclusion list comes with the user, so the menu never shows the map for a moment to an
      // organisation without it (a failed read leaves the map shown, as before).
      const [current, noMap] = await Promise.all([
        sessionApi.currentUser(),
        sessionApi.noMapView().catch(() => undefined),
      ]);
      const previousUser = storedNumber(LocalKey.userId);
      const stored = previousUser === current.user.userId ? storedNumber(LocalKey.organizationId) : null;
      const selectedOrganizationId = resolveOrganization(stored, current);
      writeLocal(LocalKey.userId, String(current.user.userId));
      writeLocal(LocalKey.organizationId, String(selectedOrganizationId));
      const organizations = current.organizations.length ? current.organizations : current.user.organizations;
      set({
        user: current.user,
        organizations,
        selectedOrganizationId,
        ...(noMap ? { noMapOrganizationIds: noMap.orgIds ?? [] } : {}),
        status: 'ready',
      });
    } catch (err) {
      // A 401 has already reset the session through expire(); anything else leaves a retry screen.
      if (!(err instanceof ApiError && err.status === 401)) set({ status: 'failed' });
    } finally {
      clearTimeout(loadingTimer);
      set({ loadingTimedOut: false });
    }
  },

  logout() {
    clearTimeout(loadingTimer);
    clearTimeout(renewalTimer);
    // Ends the login on the server too (revokes the refresh cookie); the local session ends either way.
    if (get().token !== null) sessionApi.logout().catch(() => undefined);
    clearSessionSettings();
    useNotificationStore.getState().clear();
    set({
      token: null,
      status: 'anonymous',
      loadingTimedOut: false,
      user: null,
      organizations: [],
      selectedOrganizationId: null,
      noMapOrganizationIds: [],
      ...initialView(),
    });
  },

  expire() {
    // Only the first 401 of a session tells the user; the requests still in flight stay quiet.
    const hadSession = get().token !== null;
    get().logout();
    if (hadSession) {
      notify({
        severity: 'error',
        title: i18n.t('http.unauthorizedTitle'),
        description: i18n.t('http.unauthorizedDescription'),
      });
    }
  },

  async renew(failedToken) {
    const token = await renewAccessToken(failedToken);
    if (!token) return false;
    if (get().token === null) {
      // Logged out meanwhile: the renewed token must not bring the session back at the next page load.
      writeLocal(LocalKey.token, null);
      return false;
    }
    set({ token });
    scheduleRenewal(token);
    return true;
  },

  selectOrganization(id) {
    writeLocal(LocalKey.organizationId, String(id));
    set({ selectedOrganizationId: id });
  },

  setShowArchived(value) {
    writeLocal(LocalKey.showArchived, String(value));
    set({ showArchived: value });
  },

  setMenuType(value) {
    writeLocal(LocalKey.menuType, value);
    set({ menuType: value });
  },

  setUser(user) {
    set({ user });
  },
}));

configureApiClient({
  getToken: () => useSessionStore.getState().token,
  getOrganizationId: () => useSessionStore.getState().selectedOrganizationId,
  getShowArchived: () => useSessionStore.getState().showArchived,
  refreshSession: (failedToken) => useSessionStore.getState().renew(failedToken),
  onUnauthorized: () => useSessionStore.getState().expire(),
  onError: (error) => {
    const text = httpErrorNotification(error, i18n.t, i18n.language);
    notify({ severity: 'error', ...text });
  },
});

export const selectModules = (s: SessionState) =>
  s.organizations.find((o) => o.organizationId === s.selectedOrganizationId)?.modules;
export const selectSelectedOrganization = (s: SessionState) =>
  s.organizations.find((o) => o.organizationId === s.selectedOrganizationId);
