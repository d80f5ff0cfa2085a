import type { journalV1 } from '@fleetlog/contracts';
import { as, call, codeOf, createTenant, useBeforeAll } from '@fleetlog/testing';

import { useJournalHarness } from './support/journal-harness';

jest.setTimeout(120_000);

/**
 * journal.v1.PreferencesService (spec 03 "Work schedule", §6, §7 Weekday schedules): a driver's own schedule, an
 * administrator's users', never another organisation's.
 */
describe('PreferencesService: work schedules (gRPC)', () => {
  const { clients, root, journal } = useJournalHarness();
  const tenant = useBeforeAll(() => createTenant(clients, root.token));
  const elsewhere = useBeforeAll(() => createTenant(clients, root.token));

  const week = (from: string, to: string): journalV1.ScheduleDay[] =>
    [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, active: day <= 4, times: [{ start: from, stop: to }] }));

  it('starts from the default not activated, is created, changed, given a trip type and deleted by its driver', async () => {
    const api = journal.preferences;
    const driver = as(tenant.driver.token);
    const initial = await call(api.getWorkSchedule({ userId: 0 }, driver));
    expect(initial).toMatchObject({ userId: tenant.driver.userId, activated: false, tripType: 'BUSINESS' });
    expect((initial.days ?? []).filter((day) => day.active).map((day) => day.day)).toEqual([1, 2, 3, 4, 5]);
    expect(initial.days?.[0].times).toEqual([{ start: '0800', stop: '1700' }]);

    expect(await call(api.createWorkSchedule({ userId: 0 }, driver))).toMatchObject({ activated: true });
    const changed = await call(api.updateWorkSchedule({ userId: 0, days: week('0700', '1530') }, driver));
    expect((changed.days ?? []).filter((day) => day.active)).toHaveLength(4);
    expect(changed.days?.[0].times).toEqual([{ start: '0700', stop: '1530' }]);
    const privateHours = await call(api.updateWorkSchedule({ userId: 0, tripType: 'PRIVATE', days: [] }, driver));
    expect([privateHours.tripType, privateHours.days?.[0].times?.[0].start]).toEqual(['PRIVATE', '0700']);
    expect(await call(api.getWorkSchedule({ userId: tenant.driver.userId }, driver))).toMatchObject({
      activated: true,
      tripType: 'PRIVATE',
    });

    expect(await codeOf(api.updateWorkSchedule({ userId: 0, days: week('1700', '0800') }, driver))).toBe(
      'MISFORMATTED_FIELDS',
    );
    expect(await codeOf(api.updateWorkSchedule({ userId: 0, tripType: 'POOL', days: [] }, driver))).toBe(
      'MISFORMATTED_FIELDS',
    );
    expect(await call(api.deleteWorkSchedule({ userId: 0 }, driver))).toMatchObject({ activated: false });
    expect(await call(api.getWorkSchedule({ userId: 0 }, driver))).toMatchObject({ activated: false });
  });

  it("lets an administrator handle its users' schedules, and nobody another organisation's", async () => {
    const api = journal.preferences;
    const admin = as(tenant.admin.token);
    const edited = await call(
      api.updateWorkSchedule({ userId: tenant.driver.userId, tripType: 'BUSINESS', days: week('0600', '1400') }, admin),
    );
    expect([edited.userId, edited.activated]).toEqual([tenant.driver.userId, true]);
    expect(await codeOf(api.getWorkSchedule({ userId: tenant.admin.userId }, as(tenant.driver.token)))).toBe(
      'USER_FORBIDDEN',
    );
    expect(await codeOf(api.getWorkSchedule({ userId: tenant.driver.userId }, as(elsewhere.admin.token)))).toBe(
      'USER_MISSING',
    );
    expect(await codeOf(api.deleteWorkSchedule({ userId: tenant.driver.userId }, as(elsewhere.admin.token)))).toBe(
      'USER_MISSING',
    );
    expect(await call(api.getWorkSchedule({ userId: tenant.driver.userId }, as(root.token)))).toMatchObject({
      activated: true,
    });
  });
});
