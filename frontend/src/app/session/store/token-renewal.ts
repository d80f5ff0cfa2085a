// Renewing the short-lived access token with the refresh cookie (HttpOnly: this code never sees the cookie).
import { ApiError } from '../../../api/client';
import { LocalKey, readLocal, writeLocal } from '../../../lib/local-settings';
import { sessionApi } from '../api/session-api';
import { tokenExpiresAtMs } from '../lib/token-expiry';

const LOCK_NAME = 'fleetlog.session-renewal';
// A token another tab stored is taken over only if it still has this long to live.
const MIN_REMAINING_MS = 5_000;

function stillUsable(token: string): boolean {
  const expiresAt = tokenExpiresAtMs(token);
  return expiresAt !== null && expiresAt - Date.now() > MIN_REMAINING_MS;
}

/**
 * A new access token after `failedToken` was refused or is about to expire, or null when the login is over. Tabs
 * share the cookie and the stored token, and a refresh token presented twice ends the whole login: under a Web
 * Lock, a tab whose token another tab has just renewed takes that token instead of spending the cookie again.
 */
export async function renewAccessToken(failedToken: string): Promise<string | null> {
  const renew = async (): Promise<string | null> => {
    const stored = readLocal(LocalKey.token);
    if (stored && stored !== failedToken && stillUsable(stored)) return stored;
    try {
      const { token } = await sessionApi.refresh();
      writeLocal(LocalKey.token, token);
      return token;
    } catch (error) {
      // 401: the login is over. Anything else (network, 5xx) is passed on: it says nothing about the login.
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(LOCK_NAME, renew) : renew();
}
