import { describe, expect, it } from 'vitest';

import {
  addRecipients,
  canSaveSchedule,
  defaultScheduleValues,
  invalidRecipients,
  scheduleFieldsOf,
  type ScheduleFormValues,
} from './schedule-form';

const values = (patch: Partial<ScheduleFormValues> = {}): ScheduleFormValues => ({
  ...defaultScheduleValues('sv'),
  ...patch,
});

describe('schedule form', () => {
  it("starts with the spec's defaults: JOURNAL, PDF, day 1, show private off, Stockholm time", () => {
    expect(defaultScheduleValues('en')).toMatchObject({
      reportType: 'JOURNAL',
      format: 'PDF',
      day: 1,
      showPrivate: false,
      zoneId: 'Europe/Stockholm',
      language: 'en',
      recipients: [],
    });
  });

  it('cannot be saved until it has a recipient and a target of any kind', () => {
    expect(canSaveSchedule(values(), [])).toBe(false);
    expect(canSaveSchedule(values({ recipients: ['ekonomi@demo-akeri.se'] }), [])).toBe(false);
    expect(canSaveSchedule(values({ vehicleIds: [3] }), [])).toBe(false);
    for (const target of [
      { vehicleIds: [3] },
      { organizationIds: [1] },
      { driverIds: [7] },
      { driverOrganizationIds: [1] },
    ]) {
      expect(canSaveSchedule(values({ recipients: ['ekonomi@demo-akeri.se'], ...target }), [])).toBe(true);
    }
  });

  it('names the recipients that are neither a valid address nor a known user, and keeps save disabled', () => {
    const form = values({ recipients: ['ekonomi@demo-akeri.se', 'anna@', 'kalle at firma.se'], vehicleIds: [3] });
    expect(invalidRecipients(form, [])).toEqual(['anna@', 'kalle at firma.se']);
    expect(canSaveSchedule(form, [])).toBe(false);
    // A user's own address counts whatever it looks like (the user list is the source).
    expect(invalidRecipients(values({ recipients: ['ANNA@LOCAL'] }), ['anna@local'])).toEqual([]);
  });

  it('splits addresses typed or pasted together and drops repeats', () => {
    expect(addRecipients(['a@x.se'], ['b@y.se, c@z.se; A@X.SE', ' '])).toEqual(['a@x.se', 'b@y.se', 'c@z.se']);
  });

  it('sends the wire names of spec 02 §3, show private only for the journal, and a name when none was typed', () => {
    const form = values({
      reportType: 'SUMMARY_VEHICLE',
      vehicleIds: [3, 4],
      driverOrganizationIds: [2],
      recipients: [' ekonomi@demo-akeri.se '],
      day: 31,
      showPrivate: true,
      format: 'CSV',
    });
    expect(scheduleFieldsOf(form, 1, 'Sammanställning per fordon')).toEqual({
      name: 'Sammanställning per fordon',
      reportType: 'SUMMARY_VEHICLE',
      reportTarget: [3, 4],
      reportTargetOrganizations: [],
      reportTargetDrivers: [],
      reportTargetDriverOrganizations: [2],
      email: ['ekonomi@demo-akeri.se'],
      schedule: 31,
      organizationId: 1,
      zoneId: 'Europe/Stockholm',
      reportFormat: 'CSV',
      showPrivate: false,
      language: 'sv',
    });
    expect(scheduleFieldsOf({ ...form, reportType: 'JOURNAL', name: ' Månad ' }, 1, 'x')).toMatchObject({
      name: 'Månad',
      showPrivate: true,
    });
  });
});
