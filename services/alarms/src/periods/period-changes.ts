import type { EntityManager } from '@mikro-orm/postgresql';

import type { AlarmsConfig } from '../config';
import { insertNotification, type NotificationKind } from '../notifications/notifications.repository';
import { alarmNameText } from '../settings/alarm-names';
import type { SettingRow } from '../settings/settings.repository';
import {
  closePeriod,
  insertPeriod,
  markNotified,
  ongoingPeriod,
  type OpenPeriod,
  type PeriodRow,
  publishPeriod,
} from './periods.repository';

/** What a condition opening a period knows of its subject. */
export type PeriodFacts = Omit<OpenPeriod, 'settingId' | 'organizationId' | 'alarmName'>;

/**
 * Opens the alarm's period for a subject (nothing when one is ongoing), publishes it, and, when `notify`, writes its
 * notifications: an e-mail to each address and an in-app notification to each user of the setting. All in `tx`: the
 * period, its event and its notifications commit together or not at all.
 */
export async function openPeriod(
  tx: EntityManager,
  config: AlarmsConfig,
  setting: SettingRow,
  facts: PeriodFacts,
  notify: boolean,
): Promise<PeriodRow | null> {
  const period = await insertPeriod(tx, {
    ...facts,
    settingId: setting.id,
    organizationId: setting.organizationId,
    alarmName: alarmNameText(setting.alarmName),
  });
  if (!period) return null;
  if (notify) return notifyPeriod(tx, config, setting, period, 'OPENED');
  await publishPeriod(tx, period);
  return period;
}

/** Closes the ongoing period of the alarm and subject, if any; `notify` writes its CLOSED notifications. */
export async function closeOngoing(
  tx: EntityManager,
  config: AlarmsConfig,
  setting: SettingRow,
  subject: string,
  stopMs: number,
  notify: boolean,
): Promise<PeriodRow | null> {
  const ongoing = await ongoingPeriod(tx, setting.id, subject);
  if (!ongoing) return null;
  return closeAndPublish(tx, config, setting, ongoing, stopMs, notify);
}

export async function closeAndPublish(
  tx: EntityManager,
  config: AlarmsConfig,
  setting: SettingRow | null,
  period: PeriodRow,
  stopMs: number,
  notify: boolean,
): Promise<PeriodRow | null> {
  const closed = await closePeriod(tx, period.id, stopMs);
  if (!closed) return null;
  if (notify && setting) return notifyPeriod(tx, config, setting, closed, 'CLOSED');
  await publishPeriod(tx, closed);
  return closed;
}

/** Writes a period's notifications to the setting's recipients and publishes the period as notified. */
export async function notifyPeriod(
  tx: EntityManager,
  config: AlarmsConfig,
  setting: SettingRow,
  period: PeriodRow,
  kind: NotificationKind,
): Promise<PeriodRow> {
  const common = {
    periodId: period.id,
    settingId: setting.id,
    organizationId: period.organizationId,
    kind,
    late: period.late,
    language: 'sv' as const,
  };
  for (const address of setting.emails) {
    await insertNotification(tx, { ...common, channel: 'EMAIL', recipient: address }, config.ALARMS_MAILS_PER_HOUR);
  }
  for (const userId of setting.pushUserIds) {
    await insertNotification(
      tx,
      { ...common, channel: 'IN_APP', recipient: String(userId) },
      config.ALARMS_MAILS_PER_HOUR,
    );
  }
  const notified = (await markNotified(tx, period.id, Date.now())) ?? period;
  await publishPeriod(tx, notified);
  return notified;
}
