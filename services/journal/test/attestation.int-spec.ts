import { type journalV1, TOPICS } from '@fleetlog/contracts';
import {
  as,
  call,
  codeOf,
  createTenant,
  eventually,
  type TestTenant,
  useBeforeAll,
  useKafkaCollector,
} from '@fleetlog/testing';

import { useJournalHarness } from './support/journal-harness';

jest.setTimeout(120_000);

const at = (iso: string) => Date.parse(iso);

/**
 * journal.v1.AttestationService (spec 02 §4 "Monthly attestation per driver and vehicle"): the driver attests its
 * month in a vehicle, an administrator approves or refuses it, ROOT unlocks or resets it, and the trips' statuses
 * follow. Months are Europe/Stockholm months: a trip at 00:30 on 1 October local time belongs to October.
 */
describe('AttestationService (gRPC)', () => {
  const { clients, root, journal, announceVehicle, trip, statusesOf } = useJournalHarness();
  // Reminders as they leave the outbox: whichever journal's relay publishes them (the rows are gone once it has).
  const reminders = useKafkaCollector(TOPICS.journalAttestationReminders, 'journal-attestation-reminders');

  interface Setup {
    tenant: TestTenant;
    car: number;
  }
  const setup = useBeforeAll(async (): Promise<Setup> => {
    const tenant = await createTenant(clients, root.token);
    const car = await announceVehicle(tenant.organizationId, 'ATT100', { permitted: [tenant.driver.userId] });
    return { tenant, car };
  });

  const month = (year: number, monthNumber: number, driverUserId = 0): journalV1.MonthRef => ({
    year,
    month: monthNumber,
    vehicleId: setup.car,
    driverUserId,
  });
  const action = (ref: journalV1.MonthRef, message = '', journalIds: number[] = []): journalV1.MonthAction => ({
    month: ref,
    message,
    journalIds,
  });
  const driverTrip = (startMs: number, description = 'Kund') =>
    trip(setup.car, setup.tenant.organizationId, setup.tenant.driver.userId, startMs, 'BUSINESS', description);

  it('attests, approves, unlocks and resets a month, the trips following each step', async () => {
    const { tenant } = setup;
    const api = journal.attestation;
    // 1 October 00:30 in Stockholm is 30 September 22:30 UTC: an October trip.
    const first = await driverTrip(at('2026-09-30T22:30:00Z'), '');
    const second = await driverTrip(at('2026-10-14T07:00:00Z'));
    const september = await driverTrip(at('2026-09-30T21:30:00Z'));
    await call(
      journal.service.updateTrip(
        { journalId: second, lightAttested: true, privateConfirmed: false },
        as(tenant.driver.token),
      ),
    );

    const check = await call(api.checkMonth(month(2026, 10), as(tenant.driver.token)));
    expect(check).toMatchObject({
      countNoDescription: 1,
      countLightAttested: 1,
      countNotCertified: 1,
      countFlagged: 0,
      state: { attested: false, tripCount: 2, registry: 'ATT100' },
    });
    expect((check.earlierUnattested ?? []).map((m) => [m.year, m.month])).toEqual([[2026, 9]]);

    // The administrator cannot approve before the driver attested; the driver attests October alone.
    const driverOf = month(2026, 10, tenant.driver.userId);
    expect(await codeOf(api.approveMonth(action(driverOf), as(tenant.admin.token)))).toBe('MONTH_NOT_ATTESTED');
    const [october] =
      (await call(api.attestMonth({ month: month(2026, 10), includePrevious: false }, as(tenant.driver.token))))
        .months ?? [];
    expect(october).toMatchObject({ attested: true, adminApproved: false, year: 2026, month: 10 });
    expect(await statusesOf([first, second, september])).toEqual(['LOCKED', 'LOCKED', 'NONE']);
    expect(
      await codeOf(
        journal.service.updateTrip(
          { journalId: first, description: 'x', privateConfirmed: false },
          as(tenant.driver.token),
        ),
      ),
    ).toBe('TRIP_ATTESTED');

    // A driver approves nothing; the administrator approves; ROOT alone unlocks and resets.
    expect(await codeOf(api.approveMonth(action(driverOf), as(tenant.driver.token)))).toBe('ROOT_OR_ADMIN_REQUIRED');
    const approved = await call(api.approveMonth(action(driverOf, 'Bra'), as(tenant.admin.token)));
    expect([approved.adminApproved, approved.message]).toEqual([true, 'Bra']);
    expect(await statusesOf([first, second])).toEqual(['DONE', 'DONE']);
    expect(
      await codeOf(api.attestMonth({ month: month(2026, 10), includePrevious: false }, as(tenant.driver.token))),
    ).toBe('OK');
    expect(await codeOf(api.refuseMonth(action(driverOf, 'Nej'), as(tenant.admin.token)))).toBe(
      'ADMIN_ALREADY_APPROVED',
    );
    expect(await codeOf(api.unlockMonth(action(driverOf), as(tenant.admin.token)))).toBe('ROOT_REQUIRED');
    const unlocked = await call(api.unlockMonth(action(driverOf), as(root.token)));
    expect([unlocked.attested, unlocked.adminApproved]).toEqual([true, false]);
    expect(await statusesOf([first, second])).toEqual(['LOCKED', 'LOCKED']);
    const reset = await call(api.resetMonth(action(driverOf), as(root.token)));
    expect([reset.attested, reset.adminApproved, reset.refused]).toEqual([false, false, false]);
    expect(await statusesOf([first, second])).toEqual(['NONE', 'NONE']);

    // Attesting with the earlier months includes September.
    const both =
      (await call(api.attestMonth({ month: month(2026, 10), includePrevious: true }, as(tenant.driver.token))))
        .months ?? [];
    expect(both.map((m) => [m.month, m.attested])).toEqual([
      [9, true],
      [10, true],
    ]);
    expect(await statusesOf([first, second, september])).toEqual(['LOCKED', 'LOCKED', 'LOCKED']);
  });

  it('refuses a month: the trips named go back for correction with the message, the month waits for them', async () => {
    const { tenant } = setup;
    const api = journal.attestation;
    const wrong = await driverTrip(at('2026-08-04T06:00:00Z'));
    const right = await driverTrip(at('2026-08-05T06:00:00Z'));
    await call(api.attestMonth({ month: month(2026, 8), includePrevious: false }, as(tenant.driver.token)));
    const driverOf = month(2026, 8, tenant.driver.userId);

    const refused = await call(api.refuseMonth(action(driverOf, 'Fel adress', [wrong]), as(tenant.admin.token)));
    expect([refused.attested, refused.refused, refused.flaggedCount]).toEqual([false, true, 1]);
    expect(await statusesOf([wrong, right])).toEqual(['BAD', 'NONE']);
    const [{ admin_comment: comment }] = await journal.orm.em
      .fork()
      .execute<Array<{ admin_comment: string }>>(`select "admin_comment" from "journal"."trips" where "id" = ?`, [
        wrong,
      ]);
    expect(comment).toBe('Fel adress');

    // Not attestable until corrected; the listing shows the month to the administrator, and to the driver its own.
    expect(
      await codeOf(api.attestMonth({ month: month(2026, 8), includePrevious: false }, as(tenant.driver.token))),
    ).toBe('TRIPS_NEED_CORRECTION');
    // The car's tracker, installed now: the payroll screen searches its IMEI.
    const imei = `35${String(setup.car).padStart(13, '0')}`;
    await journal.orm.em.fork().execute(
      `insert into "journal"."installations" ("installation_id", "device_id", "imei", "vehicle_id", "organization_id",
         "installed_at") values (?, ?, ?, ?, ?, now()) on conflict do nothing`,
      [setup.car, setup.car, imei, setup.car, tenant.organizationId],
    );
    const listed = (await call(api.listMonths({ year: 2026, month: 8 }, as(tenant.admin.token)))).months ?? [];
    expect(listed.find((m) => Number(m.vehicleId) === setup.car)).toMatchObject({
      refused: true,
      tripCount: 2,
      flaggedCount: 1,
      imei,
    });
    await call(
      journal.service.updateTrip(
        { journalId: wrong, correctedByDriver: true, privateConfirmed: false },
        as(tenant.driver.token),
      ),
    );
    const again =
      (await call(api.attestMonth({ month: month(2026, 8), includePrevious: false }, as(tenant.driver.token))))
        .months ?? [];
    expect(again[0]).toMatchObject({ attested: true, refused: false });
    expect(await statusesOf([wrong, right])).toEqual(['LOCKED', 'LOCKED']);
  });

  it("lists a month with its distances by purpose and the vehicle's name and benefit type, and reminds the driver through the outbox", async () => {
    const { tenant } = setup;
    const api = journal.attestation;
    await driverTrip(at('2026-07-06T06:00:00Z'));
    await driverTrip(at('2026-07-07T06:00:00Z'));
    await trip(setup.car, tenant.organizationId, tenant.driver.userId, at('2026-07-11T09:00:00Z'), 'PRIVATE', '');
    const [listed] = (
      (await call(api.listMonths({ year: 2026, month: 7 }, as(tenant.admin.token)))).months ?? []
    ).filter((m) => Number(m.vehicleId) === setup.car);
    expect(listed).toMatchObject({
      tripCount: 3,
      distanceBusinessM: 10_800,
      distancePrivateM: 5_400,
      registry: 'ATT100',
      vehicleName: 'ATT100 bil',
      benefitType: 'WORK',
      attested: false,
    });

    const driverOf = month(2026, 7, tenant.driver.userId);
    expect(await codeOf(api.remindMonth(action(driverOf), as(tenant.driver.token)))).toBe('ROOT_OR_ADMIN_REQUIRED');
    const reminded = await call(api.remindMonth(action(driverOf, 'Glöm inte juli'), as(tenant.admin.token)));
    expect(reminded).toMatchObject({ attested: false, distanceBusinessM: 10_800 });
    await reminders.waitFor(({ message }) => Number(message.vehicleId) === setup.car);
    const events = reminders.received.map(({ message }) => message);
    expect(events.filter((event) => Number(event.vehicleId) === setup.car)).toEqual([
      expect.objectContaining({
        driverUserId: tenant.driver.userId,
        organizationId: tenant.organizationId,
        registry: 'ATT100',
        vehicleName: 'ATT100 bil',
        year: 2026,
        month: 7,
        message: 'Glöm inte juli',
        remindedByUserId: tenant.admin.userId,
      }),
    ]);

    // An attested month needs no reminder.
    await call(api.attestMonth({ month: month(2026, 7), includePrevious: false }, as(tenant.driver.token)));
    expect(await codeOf(api.remindMonth(action(driverOf), as(tenant.admin.token)))).toBe('MONTH_ALREADY_ATTESTED');
  });

  it("keeps other organisations' vehicles and drivers' months out of reach, and refuses months that do not exist", async () => {
    const { tenant } = setup;
    const api = journal.attestation;
    const elsewhere = await createTenant(clients, root.token);
    expect(await codeOf(api.checkMonth(month(2026, 10), as(elsewhere.driver.token)))).toBe('VEHICLE_MISSING');
    expect(
      await codeOf(api.approveMonth(action(month(2026, 10, elsewhere.driver.userId)), as(elsewhere.admin.token))),
    ).toBe('VEHICLE_MISSING');
    // Both the vehicle and the person out of reach: the person is looked at first.
    expect(
      await codeOf(api.approveMonth(action(month(2026, 10, tenant.driver.userId)), as(elsewhere.admin.token))),
    ).toBe('USER_MISSING');
    // A driver sees no one but itself; an administrator no one outside its organisations: the person named answers
    // like one that does not exist, whether the route reads the month or writes it (issue 18 finding 2).
    expect(await codeOf(api.checkMonth(month(2026, 10, tenant.admin.userId), as(tenant.driver.token)))).toBe(
      'USER_MISSING',
    );
    for (const person of [elsewhere.driver.userId, elsewhere.admin.userId, 2_000_000_000]) {
      const named = month(2026, 10, person);
      expect(await codeOf(api.checkMonth(named, as(tenant.admin.token)))).toBe('USER_MISSING');
      for (const review of [api.approveMonth, api.refuseMonth, api.remindMonth]) {
        expect(await codeOf(review.call(api, action(named, 'Attestera'), as(tenant.admin.token)))).toBe('USER_MISSING');
      }
    }
    for (const review of [api.unlockMonth, api.resetMonth]) {
      expect(await codeOf(review.call(api, action(month(2026, 10, 2_000_000_000)), as(root.token)))).toBe(
        'USER_MISSING',
      );
    }
    const written = (await call(api.listMonths({ year: 2026, month: 10 }, as(root.token)))).months ?? [];
    expect(
      written.filter((m) => Number(m.vehicleId) === setup.car && Number(m.driverUserId) !== tenant.driver.userId),
    ).toEqual([]);
    expect(await codeOf(api.checkMonth(month(2026, 13), as(tenant.driver.token)))).toBe('BAD_MONTH');
    expect(
      await codeOf(api.attestMonth({ month: month(2100, 1), includePrevious: false }, as(tenant.driver.token))),
    ).toBe('BAD_MONTH');
    const listed = (await call(api.listMonths({ year: 2026, month: 8 }, as(elsewhere.admin.token)))).months ?? [];
    expect(listed.filter((m) => Number(m.vehicleId) === setup.car)).toEqual([]);
  });

  it('blocks attesting business trips without a purpose while the payroll integration is active', async () => {
    // An organisation of its own: the integration is switched on for it alone.
    const tenant = await createTenant(clients, root.token);
    const car = await announceVehicle(tenant.organizationId, 'KON100', { permitted: [tenant.driver.userId] });
    const ref: journalV1.MonthRef = { year: 2026, month: 8, vehicleId: car, driverUserId: 0 };
    const bare = await trip(
      car,
      tenant.organizationId,
      tenant.driver.userId,
      at('2026-08-11T06:00:00Z'),
      'BUSINESS',
      '',
    );
    await trip(car, tenant.organizationId, tenant.driver.userId, at('2026-08-12T06:00:00Z'), 'BUSINESS', 'Kund');
    const api = journal.attestation;
    expect((await call(api.checkMonth(ref, as(tenant.driver.token)))).payrollIntegrationActive).toBe(false);

    await call(
      clients.organizations.adminUpdateOrganization(
        {
          organizationId: tenant.organizationId,
          organization: {
            kontekEnabled: true,
            kontekCompanyNumber: 4711,
            kontekUrlDomain: 'demo.kontek.se',
            kontekApiAccess: { instance: 'prod', username: 'fleetlog', password: 'Kontek-secret-9', passwordSet: true },
          },
        },
        as(root.token),
      ),
    );
    // The journal learns it from auth.organizations.v1.
    const check = await eventually(async () => {
      const answer = await call(api.checkMonth(ref, as(tenant.driver.token)));
      if (!answer.payrollIntegrationActive) throw new Error('the integration is not active in the journal yet');
      return answer;
    }, 30_000);
    expect(check.countNoDescription).toBe(1);
    expect(await codeOf(api.attestMonth({ month: ref, includePrevious: false }, as(tenant.driver.token)))).toBe(
      'TRIPS_MISSING_PURPOSE',
    );
    expect(await statusesOf([bare])).toEqual(['NONE']);

    // With the purpose given the month is attested.
    await call(
      journal.service.updateTrip(
        { journalId: bare, description: 'Leverans', privateConfirmed: false },
        as(tenant.driver.token),
      ),
    );
    const attested = await call(api.attestMonth({ month: ref, includePrevious: false }, as(tenant.driver.token)));
    expect(attested.months?.[0]?.attested).toBe(true);
    expect(await statusesOf([bare])).toEqual(['LOCKED']);
  });
});
