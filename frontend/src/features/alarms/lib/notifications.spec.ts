import { beforeAll, describe, expect, it } from 'vitest';

import { i18n, initI18n } from '../../../i18n';
import { ALARMS_NS } from '../i18n';
import { alarmNotification, alarmPeriod } from './alarm-data.testing';
import { BELL_BADGE_MAX, bellBadgeText, notificationLines } from './notifications';

// 2025-12-29 09:20 UTC, 10:20 in Stockholm (winter time); one hour later.
const CREATED_MS = 1_767_000_000_000;
const STOPPED_MS = 1_767_003_600_000;

describe(bellBadgeText.name, () => {
  it('shows no badge without unread notifications', () => {
    expect(bellBadgeText(0)).toBeNull();
    expect(bellBadgeText(-1)).toBeNull();
  });

  it('shows the count up to 99, and 99+ beyond', () => {
    expect(bellBadgeText(1)).toBe('1');
    expect(bellBadgeText(BELL_BADGE_MAX)).toBe('99');
    expect(bellBadgeText(100)).toBe('99+');
    expect(bellBadgeText(12_345)).toBe('99+');
  });
});

describe(notificationLines.name, () => {
  const sv = () => i18n.getFixedT('sv', ALARMS_NS);
  const en = () => i18n.getFixedT('en', ALARMS_NS);

  beforeAll(() => {
    initI18n();
  });

  it('names the alarm in the user language and the setting, with vehicle, Stockholm time, kind and state', () => {
    const n = alarmNotification({ createdTsMs: CREATED_MS });
    expect(notificationLines(n, sv(), 'ABC123')).toEqual({
      title: 'Låg batterinivå: Batteriet',
      detail: 'ABC123 · 2025-12-29 10:20 · Larm utlöst · pågående',
    });
    expect(notificationLines(n, en(), 'ABC123')).toEqual({
      title: 'Low battery: Batteriet',
      detail: 'ABC123 · 2025-12-29 10:20 · Alarm triggered · ongoing',
    });
  });

  it('leaves the vehicle out when it is not known', () => {
    const n = alarmNotification({ createdTsMs: CREATED_MS, kind: 'REPEATED' });
    expect(notificationLines(n, en()).detail).toBe('2025-12-29 10:20 · Reminder · ongoing');
  });

  it('says when an alarm that was repeated has ended since', () => {
    const n = alarmNotification({
      createdTsMs: CREATED_MS,
      kind: 'REPEATED',
      period: alarmPeriod({ timestampStopMs: STOPPED_MS }),
    });
    expect(notificationLines(n, en()).detail).toBe('2025-12-29 10:20 · Reminder · ended 2025-12-29 11:20');
  });

  it('does not repeat the end of a closing notification', () => {
    const n = alarmNotification({
      createdTsMs: STOPPED_MS,
      kind: 'CLOSED',
      period: alarmPeriod({ timestampStopMs: STOPPED_MS }),
    });
    expect(notificationLines(n, sv(), 'ABC123').detail).toBe('ABC123 · 2025-12-29 11:20 · Larmet har upphört');
  });

  it("uses a geofence's name, and the raw name of an alarm it does not know", () => {
    const geofence = alarmNotification({
      period: alarmPeriod({ alarmName: 'GEO_ZONE', alarmType: 'GEO', geoZoneAlarmId: 7, geoZoneAlarmName: 'Depån' }),
    });
    expect(notificationLines(geofence, en()).title).toBe('Geofence: Depån');
    const unknown = alarmNotification({ period: alarmPeriod({ alarmName: 'NEW_ALARM', alarmSettingName: '' }) });
    expect(notificationLines(unknown, en()).title).toBe('NEW_ALARM');
  });
});
