import { describe, expect, it } from 'vitest';

import { fieldsOf } from './alarm-fields';
import { alarmSetting } from './alarm-data.testing';
import { NAMES_OF_TYPE } from './alarm-names';
import { drivingScheduleDefault } from './schedule';
import {
  defaultSettingForm,
  settingBody,
  settingFormOf,
  validateSetting,
  withAlarmName,
  type SettingForm,
} from './setting-form';

const form = (alarmName: string, patch: Partial<SettingForm> = {}): SettingForm => ({
  ...defaultSettingForm('FUNCTION', 3),
  alarmName,
  name: 'Larmet',
  ...patch,
});

describe(fieldsOf.name, () => {
  it("gives each name its own field set (services/alarms' alarm-names.ts)", () => {
    expect(fieldsOf('LOW_BATTERY')).toEqual(['lowBatteryLevel']);
    expect(fieldsOf('MISSING_TRIPS')).toEqual(['daysMissingTrips']);
    expect(fieldsOf('NO_CONTACT')).toEqual(['hoursMissingContact']);
    expect(fieldsOf('INTERMITTENCE')).toEqual(['hoursIntermittence']);
    expect(fieldsOf('ODOMETER_REMINDER')).toEqual(['odoRemindDay']);
    expect(fieldsOf('INSPECTION_REMINDER')).toEqual(['leadTime']);
    expect(fieldsOf('SERVICE_REMINDER')).toEqual(['leadTime', 'service']);
    expect(fieldsOf('SERVICE')).toEqual(['service']);
    expect(fieldsOf('ODOMETER_DIFFERENCE')).toEqual(['odometerDifferenceKm']);
    for (const name of ['NO_DRIVER', 'UNPLUG', 'INSPECTION', 'JAMMING', 'CRASH', 'TOWING', 'ON_WAY', 'FERRY']) {
      expect(fieldsOf(name)).toEqual([]);
    }
  });
});

describe(defaultSettingForm.name, () => {
  it("starts on the type's first name (or the asked one) with the spec's defaults", () => {
    const f = defaultSettingForm('REMINDER', 3);
    expect(f.alarmName).toBe(NAMES_OF_TYPE.REMINDER[0]);
    expect(f).toMatchObject({
      lowBatteryLevel: 30,
      daysMissingTrips: '3',
      hoursMissingContact: '3',
      odoRemindDay: '1',
      leadAmount: '3',
      leadUnit: 'MONTHS',
      priority: 'MEDIUM',
      notifyOnce: true,
      active: true,
    });
    expect(defaultSettingForm('SECURITY', 3, 'DRIVING_SCHEDULE').schedule).toEqual(drivingScheduleDefault());
    expect(defaultSettingForm('SECURITY', 3, 'LOW_BATTERY').alarmName).toBe('JAMMING');
  });

  it("moves the schedule to the new name's default only while it is untouched", () => {
    const f = defaultSettingForm('SECURITY', 3);
    expect(withAlarmName(f, 'DRIVING_SCHEDULE').schedule).toEqual(drivingScheduleDefault());
    const edited = { ...f, schedule: f.schedule.map((d) => ({ ...d, active: d.dayOfWeek < 3 })) };
    expect(withAlarmName(edited, 'DRIVING_SCHEDULE').schedule).toBe(edited.schedule);
  });
});

describe(validateSetting.name, () => {
  it("asks for the alias ('field cannot be empty') and keeps the note to 40 characters", () => {
    expect(validateSetting(form('UNPLUG', { name: '  ' }))).toEqual({ name: 'required' });
    expect(validateSetting(form('UNPLUG', { note: 'x'.repeat(41) }))).toEqual({ note: 'noteTooLong' });
    expect(validateSetting(form('UNPLUG'))).toEqual({});
  });

  it("checks only the chosen name's own fields, within their limits", () => {
    expect(validateSetting(form('MISSING_TRIPS', { daysMissingTrips: '0' }))).toEqual({ daysMissingTrips: 'range' });
    expect(validateSetting(form('NO_CONTACT', { hoursMissingContact: '' }))).toEqual({
      hoursMissingContact: 'required',
    });
    expect(validateSetting(form('ODOMETER_REMINDER', { odoRemindDay: '32' }))).toEqual({ odoRemindDay: 'range' });
    expect(validateSetting(form('INSPECTION_REMINDER', { leadAmount: '-1' }))).toEqual({ leadAmount: 'range' });
    expect(validateSetting(form('UNPLUG', { daysMissingTrips: '0' }))).toEqual({});
  });

  it('asks repeat hours of at least 0 unless notifying once, and valid e-mails', () => {
    expect(validateSetting(form('CRASH', { notifyOnce: false, repeatHours: '-2' }))).toEqual({
      repeatHours: 'repeatHours',
    });
    expect(validateSetting(form('CRASH', { notifyOnce: true, repeatHours: '-2' }))).toEqual({});
    expect(validateSetting(form('CRASH', { emails: ['nope'] }))).toEqual({ emails: 'email' });
  });

  it('applies the service entry rules: a name, a date and at least one interval', () => {
    const errors = validateSetting(form('SERVICE'));
    expect(errors).toMatchObject({
      'service.name': 'required',
      'service.latestServiceDate': 'required',
      'service.interval': 'interval',
    });
    const service = { ...form('SERVICE').service, name: 'Stor service', latestServiceDate: '2026-03-01' };
    expect(validateSetting(form('SERVICE', { service: { ...service, serviceAfterMonths: '12' } }))).toEqual({});
  });
});

describe(settingBody.name, () => {
  it("sends the common fields, the name and only that name's own fields", () => {
    const body = settingBody(form('LOW_BATTERY', { lowBatteryLevel: 50, daysMissingTrips: '9' }));
    expect(body).toMatchObject({ alarmName: 'LOW_BATTERY', name: 'Larmet', lowBatteryLevel: 50, repeatAfterHours: 0 });
    expect(body).not.toHaveProperty('daysMissingTrips');
    expect(body.schema).toHaveLength(7);
    expect(settingBody(form('INSPECTION_REMINDER', { leadAmount: '2', leadUnit: 'WEEKS' }))).toMatchObject({
      notificationLeadTime: { unit: 'WEEKS', amount: 2 },
    });
  });

  it('sends only the targets of the chosen kind', () => {
    const vehicles = settingBody(form('CRASH', { vehicleIds: [1], trackerIds: [9], isTracker: false }));
    expect(vehicles).toMatchObject({ targetVehicleIds: [1], targetTrackerIds: [], isTracker: false });
    const trackers = settingBody(form('CRASH', { vehicleIds: [1], trackerIds: [9], isTracker: true }));
    expect(trackers).toMatchObject({ targetVehicleIds: [], targetTrackerIds: [9], isTracker: true });
  });

  it('round-trips a saved setting', () => {
    const saved = alarmSetting({ repeatAfterHours: 6, notifyOnce: false });
    const body = settingBody(settingFormOf(saved));
    expect(body).toMatchObject({
      alarmName: saved.alarmName,
      name: saved.name,
      emails: saved.emails,
      pushNotificationUserIds: saved.pushNotificationUserIds,
      repeatAfterHours: 6,
      targetVehicleIds: saved.targetVehicleIds,
      lowBatteryLevel: 40,
      schema: saved.schema,
    });
  });
});
