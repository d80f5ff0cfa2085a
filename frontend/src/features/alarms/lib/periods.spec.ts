import { describe, expect, it } from 'vitest';

import { alarmPeriod } from './alarm-data.testing';
import { settingTypeOf, listPath } from './alarm-names';
import {
  defaultRange,
  detailsPath,
  namesQuery,
  rangeMs,
  splitPeriods,
  toggleName,
  toggleType,
  typeState,
} from './periods';

describe(defaultRange.name, () => {
  it('is the last 30 days to the end of today, in Stockholm', () => {
    // 2026-03-15 23:30 UTC is already the 16th in Stockholm.
    const range = defaultRange(Date.UTC(2026, 2, 15, 23, 30));
    expect(range).toEqual({ from: '2026-02-14', to: '2026-03-16' });
    const { fromTsMs, toTsMs } = rangeMs(range);
    expect(new Date(fromTsMs).toISOString()).toBe('2026-02-13T23:00:00.000Z');
    expect(new Date(toTsMs).toISOString()).toBe('2026-03-16T22:59:59.999Z');
  });
});

describe(splitPeriods.name, () => {
  it('splits by acknowledgement, newest first, and keeps only ongoing ones when asked', () => {
    const periods = [
      alarmPeriod({ activeAlarmPeriodId: 1, timestampStartMs: 10, timestampStopMs: 20 }),
      alarmPeriod({ activeAlarmPeriodId: 2, timestampStartMs: 30 }),
      alarmPeriod({ activeAlarmPeriodId: 3, timestampStartMs: 40, acknowledged: true }),
    ];
    const all = splitPeriods(periods, false);
    expect(all.unacknowledged.map((p) => p.activeAlarmPeriodId)).toEqual([2, 1]);
    expect(all.acknowledged.map((p) => p.activeAlarmPeriodId)).toEqual([3]);
    expect(splitPeriods(periods, true).unacknowledged.map((p) => p.activeAlarmPeriodId)).toEqual([2]);
  });
});

describe(detailsPath.name, () => {
  it('sends geofence alarms to their editor and the others to the alarm editor of their type', () => {
    expect(detailsPath(alarmPeriod({ alarmName: 'GEO_ZONE', geoZoneAlarmId: 77, alarmSettingsId: 77 }))).toBe(
      '/app/geoLarmDetails/77',
    );
    expect(detailsPath(alarmPeriod({ alarmName: 'CRASH', alarmSettingsId: 5 }))).toBe(
      '/app/alarmEditor/?alarmType=SECURITY&id=5',
    );
  });
});

describe('alarm-type tree', () => {
  it('ticks all names of a type, then none', () => {
    const security = toggleType('SECURITY', []);
    expect(security).toEqual(['JAMMING', 'CRASH', 'TOWING', 'DRIVING_SCHEDULE']);
    expect(typeState('SECURITY', security)).toBe('all');
    expect(typeState('SECURITY', toggleName('CRASH', security))).toBe('some');
    expect(toggleType('SECURITY', security)).toEqual([]);
  });

  it('asks for no names when none or all are ticked', () => {
    expect(namesQuery([])).toBeUndefined();
    const all = (['FUNCTION', 'SECURITY', 'REMINDER', 'QUALITY', 'GEO'] as const).reduce<string[]>(
      (chosen, type) => toggleType(type, chosen),
      [],
    );
    expect(namesQuery(all)).toBeUndefined();
    expect(namesQuery(['CRASH'])).toEqual(['CRASH']);
  });
});

describe(settingTypeOf.name, () => {
  it('knows the four setting types and nothing else', () => {
    expect(settingTypeOf('QUALITY')).toBe('QUALITY');
    expect(settingTypeOf('GEO')).toBeNull();
    expect(settingTypeOf('BOGUS')).toBeNull();
    expect(settingTypeOf(null)).toBeNull();
    expect(listPath('REMINDER', 'SERVICE_REMINDER')).toBe('/app/alarmsReminders?tab=SERVICE_REMINDER');
  });
});
