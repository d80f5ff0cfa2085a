import { useEffect } from 'react';

import { useApiQuery } from '../../../lib/useApiQuery';
import { useMutation } from '../../../lib/useMutation';
import { alarmNotificationsApi } from '../api/alarms-api';
import type { AlarmNotifications } from '../api/types';

export const NOTIFICATIONS_POLL_MS = 30_000;
/** The latest notifications the bell lists. */
export const NOTIFICATIONS_LIMIT = 20;

export interface AlarmNotificationsState {
  data: AlarmNotifications | undefined;
  /** No ids: all of them. Reads the list again after it. */
  markRead(notificationIds?: number[]): Promise<void>;
  busy: boolean;
}

// The bell's notifications: read every 30 s while the tab is in view, and at once when the window gets the focus
// back, so that a user returning to the app sees the count of now.
export function useAlarmNotifications(): AlarmNotificationsState {
  const { data, reload } = useApiQuery('alarm-notifications', () => alarmNotificationsApi.list(NOTIFICATIONS_LIMIT));
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') void reload();
    };
    const timer = setInterval(refresh, NOTIFICATIONS_POLL_MS);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, [reload]);
  const mark = useMutation((ids: number[] | undefined) => alarmNotificationsApi.markRead(ids), {
    onSuccess: () => void reload(),
  });
  return {
    data,
    markRead: async (ids) => {
      await mark.run(ids);
    },
    busy: mark.busy,
  };
}
