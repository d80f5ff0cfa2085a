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

/** journal.v1.PlacesService (spec 03 "Places", §3 Zone, §7 Zones, §9): saved places, their limits and who sees them. */
describe('PlacesService: saved places (gRPC)', () => {
  const { clients, root, journal } = useJournalHarness();
  const tenant = useBeforeAll(() => createTenant(clients, root.token));
  const elsewhere = useBeforeAll(() => createTenant(clients, root.token));

  it('creates a place with the defaults, changes it inline, lists it by name and deletes it', async () => {
    const api = journal.places;
    const driver = as(tenant.driver.token);
    const created = await call(api.createPlace({ userId: 0, placeId: 0 }, driver));
    expect(created).toMatchObject({
      userId: tenant.driver.userId,
      organizationId: tenant.organizationId,
      name: 'Ny plats',
      radiusM: 400,
      tripType: '',
      activeOnTripStart: true,
      activeOnTripEnd: true,
    });
    const changed = await call(
      api.updatePlace(
        {
          userId: 0,
          placeId: created.placeId,
          name: '  Kontoret ',
          latitude: 59.3345,
          longitude: 18.0632,
          radiusM: 800,
          tripType: 'BUSINESS',
          activeOnTripEnd: false,
          description: 'Arbete',
        },
        driver,
      ),
    );
    expect(changed).toMatchObject({ name: 'Kontoret', radiusM: 800, tripType: 'BUSINESS', activeOnTripStart: true });
    expect(changed.activeOnTripEnd).toBe(false);
    const home = await call(api.createPlace({ userId: 0, placeId: 0, name: 'Hemma', tripType: 'PRIVATE' }, driver));
    const listed = await call(api.listPlaces({ userId: 0 }, driver));
    expect((listed.places ?? []).map((place) => place.name)).toEqual(['Hemma', 'Kontoret']);
    expect(await call(api.getPlace({ userId: 0, placeId: home.placeId }, driver))).toMatchObject({
      tripType: 'PRIVATE',
    });
    // A type of no trip again: the empty trip type.
    expect(await call(api.updatePlace({ userId: 0, placeId: home.placeId, tripType: '' }, driver))).toMatchObject({
      tripType: '',
    });
    await call(api.deletePlace({ userId: 0, placeId: home.placeId }, driver));
    expect(await codeOf(api.getPlace({ userId: 0, placeId: home.placeId }, driver))).toBe('BAD_ZONE_ID');
  });

  it.each([
    ['a radius over 800 m', { radiusM: 801 }],
    ['a radius of 0 m', { radiusM: 0 }],
    ['a latitude beyond the pole', { latitude: 91 }],
    ['an unknown trip type', { tripType: 'POOL' }],
    ['a control character in the name', { name: 'Kontor\u0007' }],
    ['a name of 201 characters', { name: 'x'.repeat(201) }],
  ])('refuses %s as MISFORMATTED_FIELDS and stores nothing', async (_case, fields) => {
    const driver = as(tenant.driver.token);
    const before = await call(journal.places.listPlaces({ userId: 0 }, driver));
    expect(await codeOf(journal.places.createPlace({ userId: 0, placeId: 0, ...fields }, driver))).toBe(
      'MISFORMATTED_FIELDS',
    );
    expect(await call(journal.places.listPlaces({ userId: 0 }, driver))).toEqual(before);
  });

  it("lets an administrator handle its users' places, never another organisation's, and only ROOT copy them", async () => {
    const api = journal.places;
    const place = await call(
      api.createPlace({ userId: tenant.driver.userId, placeId: 0, name: 'Lagret' }, as(tenant.admin.token)),
    );
    expect(place.userId).toBe(tenant.driver.userId);
    expect(await codeOf(api.listPlaces({ userId: tenant.admin.userId }, as(tenant.driver.token)))).toBe(
      'USER_FORBIDDEN',
    );
    expect(await codeOf(api.listPlaces({ userId: tenant.driver.userId }, as(elsewhere.admin.token)))).toBe(
      'USER_MISSING',
    );
    // The place's id under another user is no place of that user.
    expect(
      await codeOf(api.deletePlace({ userId: tenant.admin.userId, placeId: place.placeId }, as(tenant.admin.token))),
    ).toBe('BAD_ZONE_ID');
    const copy = { placeId: place.placeId, userIds: [tenant.admin.userId, elsewhere.driver.userId] };
    expect(await codeOf(api.copyPlace(copy, as(tenant.admin.token)))).toBe('ROOT_REQUIRED');
    expect(await codeOf(api.copyPlace({ ...copy, userIds: [] }, as(root.token)))).toBe('MISSING_FIELDS');
    const copied = await call(api.copyPlace(copy, as(root.token)));
    expect(copied.copied).toBe(2);
    const theirs = await call(api.listPlaces({ userId: 0 }, as(elsewhere.driver.token)));
    expect(theirs.places).toEqual([
      expect.objectContaining({
        name: 'Lagret',
        organizationId: elsewhere.organizationId,
        userId: elsewhere.driver.userId,
      }),
    ]);
  });
});
