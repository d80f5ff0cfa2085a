import type { Caller } from '@fleetlog/access';
import { alarmsEventsV1, alarmsV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { settingFields } from './setting-fields';

const { AlarmName } = alarmsEventsV1;

function caller(roles: string[] = ['ADMIN']): Caller {
  return {
    principal: { userId: 7, organizationId: 10, roles },
    organizations: new Map([
      [10, { id: 10, parentId: null, fullName: 'Åkeri' }],
      [11, { id: 11, parentId: 10, fullName: 'Åkeri Syd' }],
    ]),
    selectedOrganizationId: 10,
  } as unknown as Caller;
}

const setting = (fields: Partial<alarmsV1.AlarmSetting>) =>
  alarmsV1.AlarmSetting.fromPartial({ name: 'Larm', ...fields });

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return ErrorCode[error.code];
    throw error;
  }
  return undefined;
}

describe('an alarm setting as the editor sends it', () => {
  it("takes the spec's defaults for the name's own fields", () => {
    const battery = settingFields(setting({ alarmName: AlarmName.LOW_BATTERY }), caller(), false);
    expect(battery).toMatchObject({ alarmType: alarmsV1.AlarmType.FUNCTION, organizationId: 10, repeatAfterHours: 0 });
    expect(battery.params).toEqual({ lowBatteryLevel: 30 });
    expect(settingFields(setting({ alarmName: AlarmName.MISSING_TRIPS }), caller(), false).params).toEqual({
      daysMissingTrips: 3,
    });
    expect(settingFields(setting({ alarmName: AlarmName.NO_CONTACT }), caller(), false).params).toEqual({
      hoursMissingContact: 3,
    });
    expect(settingFields(setting({ alarmName: AlarmName.ODOMETER_REMINDER }), caller(), false).params).toEqual({
      odoRemindDay: 1,
    });
    expect(settingFields(setting({ alarmName: AlarmName.INSPECTION_REMINDER }), caller(), false).params).toEqual({
      leadTime: { unit: 'MONTHS', amount: 3 },
    });
    // The driving-schedule alarm's own schedule: weekday nights and evenings, weekends.
    const schedule = settingFields(setting({ alarmName: AlarmName.DRIVING_SCHEDULE }), caller(), false).schedule;
    expect(schedule.find((day) => day.dayOfWeek === 1)!.times).toEqual([
      { start: '0000', stop: '0600' },
      { start: '1700', stop: '2359' },
    ]);
  });

  it('refuses what the spec refuses, with its codes', () => {
    const cases: Array<[Partial<alarmsV1.AlarmSetting>, string]> = [
      [{ alarmName: AlarmName.ALARM_NAME_UNSPECIFIED }, 'ALARM_NAME_UNKNOWN'],
      [{ alarmName: AlarmName.GEO_ZONE }, 'ALARM_NAME_UNKNOWN'],
      [{ alarmName: AlarmName.NO_CONTACT, name: ' ' }, 'ALARM_FIELD_INVALID'],
      [{ alarmName: AlarmName.NO_CONTACT, note: 'x'.repeat(41) }, 'ALARM_FIELD_INVALID'],
      [{ alarmName: AlarmName.NO_CONTACT, name: 'a\u0007b' }, 'ALARM_FIELD_INVALID'],
      [{ alarmName: AlarmName.LOW_BATTERY, lowBatteryLevel: 5 }, 'ALARM_FIELD_INVALID'],
      [{ alarmName: AlarmName.LOW_BATTERY, lowBatteryLevel: 45 }, 'ALARM_FIELD_INVALID'],
      [{ alarmName: AlarmName.MISSING_TRIPS, daysMissingTrips: 0 }, 'ALARM_FIELD_INVALID'],
      [{ alarmName: AlarmName.NO_CONTACT, hoursMissingContact: 0 }, 'ALARM_FIELD_INVALID'],
      [{ alarmName: AlarmName.ODOMETER_REMINDER, odoRemindDay: 32 }, 'ALARM_FIELD_INVALID'],
      [{ alarmName: AlarmName.NO_CONTACT, repeatAfterHours: -1 }, 'ALARM_FIELD_INVALID'],
      [{ alarmName: AlarmName.NO_CONTACT, emails: ['not-an-address'] }, 'ALARM_FIELD_INVALID'],
      [
        { alarmName: AlarmName.NO_CONTACT, targetVehicleIds: Array.from({ length: 1001 }, (_, i) => i + 1) },
        'ALARM_FIELD_INVALID',
      ],
      [{ alarmName: AlarmName.NO_CONTACT, organizationId: 99 }, 'ORGANIZATION_MISSING'],
      [{ alarmName: AlarmName.NO_CONTACT, targetOrganizationIds: [99] }, 'ORGANIZATION_MISSING'],
      [
        {
          alarmName: AlarmName.DRIVING_SCHEDULE,
          schema: [{ dayOfWeek: 1, active: true, times: [{ start: '1800', stop: '0600' }] }],
        },
        'ALARM_FIELD_INVALID',
      ],
      [
        {
          alarmName: AlarmName.SERVICE,
          service: { serviceName: 'Olja', latestServiceDateMs: 1, requireBoth: false, description: '' },
        },
        'ALARM_FIELD_INVALID',
      ],
    ];
    for (const [fields, code] of cases)
      expect([fields, codeOf(() => settingFields(setting(fields), caller(), false))]).toEqual([fields, code]);
  });

  it('checks a geofence and keeps its sensitivity to ROOT', () => {
    const zone = {
      zoneCoords: [
        { latitude: 59.33, longitude: 18.06 },
        { latitude: 59.33, longitude: 18.07 },
        { latitude: 59.335, longitude: 18.065 },
        { latitude: 59.33, longitude: 18.06 },
      ],
      activeOnEnter: true,
      activeOnExit: false,
      distortion: 10,
      place: '',
    };
    const admin = settingFields(setting({ geofence: zone }), caller(), true);
    expect(admin.geofence).toMatchObject({ distortion: 50, activeOnEnter: true });
    expect(admin.geofence!.zoneCoords).toHaveLength(3);
    expect(settingFields(setting({ geofence: zone }), caller(['ROOT']), true).geofence!.distortion).toBe(10);
    expect(
      codeOf(() =>
        settingFields(setting({ geofence: { ...zone, zoneCoords: zone.zoneCoords.slice(0, 2) } }), caller(), true),
      ),
    ).toBe('GEOFENCE_TOO_FEW_POINTS');
    expect(codeOf(() => settingFields(setting({ geofence: { ...zone, activeOnEnter: false } }), caller(), true))).toBe(
      'ALARM_FIELD_INVALID',
    );
    expect(
      codeOf(() => settingFields(setting({ geofence: { ...zone, distortion: 101 } }), caller(['ROOT']), true)),
    ).toBe('GEOFENCE_BAD_DISTORTION');
  });
});
