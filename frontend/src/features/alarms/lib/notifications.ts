// The header's alarm bell (issue 20): its badge and the lines of each notification. t is the alarms namespace's.
import type { TFunction } from 'i18next';

import { formatDateTime } from '../../../lib/dates';
import type { AlarmNotification } from '../api/types';

export const BELL_BADGE_MAX = 99;

/** No badge without unread notifications; beyond 99, '99+'. */
export function bellBadgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > BELL_BADGE_MAX ? `${BELL_BADGE_MAX}+` : String(unread);
}

export interface NotificationLines {
  /** The alarm name in the user's language and the setting's (or geofence's) name. */
  title: string;
  /** Vehicle when known, Stockholm time, what happened, and whether the alarm still goes on. */
  detail: string;
}

export function notificationLines(n: AlarmNotification, t: TFunction, vehicle?: string): NotificationLines {
  const p = n.period;
  const name = t(`name.${p.alarmName}`, { defaultValue: p.alarmName });
  const setting = p.geoZoneAlarmName ?? p.alarmSettingName;
  // A CLOSED notification already says the alarm ended; its state would repeat it.
  const state =
    n.kind === 'CLOSED'
      ? null
      : p.timestampStopMs === null
        ? t('bell.ongoing')
        : t('bell.ended', { time: formatDateTime(p.timestampStopMs) });
  const detail = [vehicle, formatDateTime(n.createdTsMs), t(`bell.kind.${n.kind}`), state];
  return {
    title: setting ? `${name}: ${setting}` : name,
    detail: detail.filter((part) => part).join(' · '),
  };
}
