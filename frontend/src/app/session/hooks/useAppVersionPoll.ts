import { useEffect } from 'react';

import { clearViewSettings, LocalKey, readLocal, writeLocal } from '../../../lib/local-settings';
import { sessionApi } from '../api/session-api';

export const APP_VERSION_POLL_MS = 60_000;

// Spec 01 §4.1: the version document's date identifies a deployment; a new one invalidates stored table layouts,
// which may name columns that no longer exist.
export function applyAppVersion(date: string): boolean {
  const stored = readLocal(LocalKey.appVersion);
  if (stored === date) return false;
  if (stored !== null) clearViewSettings();
  writeLocal(LocalKey.appVersion, date);
  return stored !== null;
}

export function useAppVersionPoll(): void {
  useEffect(() => {
    const check = () =>
      sessionApi
        .appVersion()
        .then((v) => v?.date && applyAppVersion(v.date))
        .catch(() => undefined);
    void check();
    const timer = setInterval(check, APP_VERSION_POLL_MS);
    return () => clearInterval(timer);
  }, []);
}
