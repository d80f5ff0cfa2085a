import { TOPICS, tollsEventsV1 } from '@fleetlog/contracts';
import {
  eventually,
  journalKnowsVehicle,
  storeJournalTrip,
  useBeforeAll,
  useKafkaTestProducer,
} from '@fleetlog/testing';

import type { ApiResponse } from './support/api-client';
import { useJournalStack } from './support/stack';

interface JournalEntryJson {
  journal_id: number;
  user_id: number | null;
  status: string;
  lightAttested: boolean;
  privateHidden: boolean;
  adminComment: string;
  driver: { id: number; displayName: string } | null;
  vehicle: { vehicleId: number; reg: string; full_name: string };
  geocode_start: { format: string };
  trip: {
    tripId: number;
    timestamp_start_ms: number;
    timestamp_stop_ms: number;
    odometer_max: number;
    purpose: string;
    description: string;
    coords: Array<{ latitude: number; longitude: number }>;
  };
  congestionTaxSek: number;
  congestionTaxSekOverride: number | null;
  congestionTaxCount: number;
  infraTaxSek: number;
  congestionData: {
    passages: Array<{
      passageId: number;
      station: { name: string; geometry: { coordinates: [number, number] } };
      isotime: string;
      price: number;
      overridePrice: number | null;
      isActive: boolean;
    }>;
  };
}

const HOUR_MS = 3_600_000;
// Tuesday 10 November 2026, midnight in Stockholm.
const DAY = Date.parse('2026-11-10T00:00:00+01:00');

// Spec 02 §7 "Journal": GET /journal with both parameter variants and PUT /journal/{id}, through the BFF to the
// journal service, with vehicles and rights from the real auth and fleet. The rules in depth are the journal's tests.
describe('GET and PUT /api/journal (real auth, fleet, journal)', () => {
  const { stack, fleet } = useJournalStack();
  const producer = useKafkaTestProducer('bff-journal-tolls');
  const org = useBeforeAll(() => stack.fixtures.organization('journal'));
  const driver = useBeforeAll(() => stack.fixtures.user(org));
  const vehicle = useBeforeAll(async () => {
    const created = await fleet.vehicle(org, { permittedDrivers: [driver.userId] });
    await journalKnowsVehicle(created.id);
    return created;
  });
  const trips = useBeforeAll(async () => ({
    morning: await storeJournalTrip({
      organizationId: org.organizationId,
      vehicleId: vehicle.id,
      driverUserId: driver.userId,
      startMs: DAY + 7 * HOUR_MS,
      description: 'Kund i Solna',
    }),
    evening: await storeJournalTrip({
      organizationId: org.organizationId,
      vehicleId: vehicle.id,
      driverUserId: driver.userId,
      startMs: DAY + 18 * HOUR_MS,
      purpose: 'PRIVATE',
      description: 'Hem',
    }),
  }));

  const get = (query: string, token = driver.token): Promise<ApiResponse<JournalEntryJson[]>> =>
    stack.api.get<JournalEntryJson[]>(`/api/journal?${query}`, { token });
  const put = (id: number, body: unknown, token = driver.token): Promise<ApiResponse<JournalEntryJson>> =>
    stack.api.request<JournalEntryJson>('PUT', `/api/journal/${id}`, { token, body });
  const refusal = (response: ApiResponse) => [response.status, (response.body as { code?: string }).code];
  const range = `fromTsMs=${DAY}&toTsMs=${DAY + 24 * HOUR_MS}`;

  it("answers the driver's trips of the day in the spec's shape, with either parameter variant", async () => {
    const response = await get(`${range}&vehicleIds=${vehicle.id}&fetchCoordinates=true`);
    expect(response.status).toBe(200);
    expect(response.body.map((entry) => entry.journal_id)).toEqual([trips.morning, trips.evening]);
    const [morning] = response.body;
    expect(morning).toMatchObject({
      user_id: driver.userId,
      status: 'NONE',
      privateHidden: false,
      vehicle: { vehicleId: vehicle.id, full_name: vehicle.displayName },
      trip: {
        tripId: trips.morning,
        timestamp_start_ms: DAY + 7 * HOUR_MS,
        odometer_max: 5400,
        purpose: 'BUSINESS',
        description: 'Kund i Solna',
      },
    });
    expect(morning.trip.coords).toHaveLength(2);

    const variant = await get(`from_ts=${DAY}&to_ts=${DAY + 24 * HOUR_MS}&vehicleIds=${vehicle.id}&excludeCoords=true`);
    expect(variant.body.map((entry) => entry.journal_id)).toEqual([trips.morning, trips.evening]);
    expect(variant.body[0].trip.coords).toEqual([]);
  });

  it("hides the driver's private trip from the administrator", async () => {
    const response = await get(`${range}&vehicleIds=${vehicle.id}`, org.admin.token);
    const evening = response.body.find((entry) => entry.journal_id === trips.evening)!;
    expect(evening).toMatchObject({
      privateHidden: true,
      trip: { description: '', timestamp_start_ms: DAY, purpose: 'PRIVATE' },
      geocode_start: { format: '' },
    });
  });

  it('confirms a trip for its driver and refuses the administrator', async () => {
    const confirmed = await put(trips.morning, { lightAttested: true });
    expect(confirmed.status).toBe(200);
    expect([confirmed.body.status, confirmed.body.lightAttested]).toEqual(['CHECKED', true]);
    expect(refusal(await put(trips.morning, { lightAttested: false }, org.admin.token))).toEqual([
      403,
      'OWN_TRIPS_ONLY',
    ]);
    const commented = await put(trips.morning, { adminComment: 'Ange kundens namn' }, org.admin.token);
    expect(commented.body.adminComment).toBe('Ange kundens namn');
    expect(refusal(await put(trips.evening, { purpose: 'BUSINESS' }))).toEqual([400, 'PRIVATE_IRREVERSIBLE']);
  });

  it('answers Bad timestamp without a range, and the catalogue codes for bad input', async () => {
    expect(refusal(await get(`vehicleIds=${vehicle.id}`))).toEqual([400, 'BAD_TIMESTAMP']);
    expect(refusal(await get(`fromTsMs=${DAY}`))).toEqual([400, 'BAD_TIMESTAMP']);
    expect(refusal(await get(`fromTsMs=abc&toTsMs=${DAY}`))).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(refusal(await get(`${range}&vehicleIds=1,x`))).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(refusal(await get(`${range}&colour=red`))).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(refusal(await put(trips.morning, { description: 'rad\u0007ett' }))).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(refusal(await put(trips.morning, { purpose: 'PRIVATE_AUTO' }))).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(refusal(await put(trips.morning, { odometer: 5 }))).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(refusal(await put(trips.morning, { odometer_max: -5 }))).toEqual([400, 'MISFORMATTED_FIELDS']);
    // The distance is the superadmin's to override (spec 02 §6), not the driver's.
    expect(refusal(await put(trips.morning, { odometer_max: 5 }))).toEqual([403, 'ROOT_REQUIRED']);
    expect(refusal(await put(999_999_999, { description: 'x' }))).toEqual([404, 'JOURNAL_MISSING']);
    expect(refusal(await stack.api.get(`/api/journal?${range}`))).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('merges two trips of the driver and splits them again', async () => {
    const next = (hour: number) =>
      storeJournalTrip({
        organizationId: org.organizationId,
        vehicleId: vehicle.id,
        driverUserId: driver.userId,
        startMs: DAY + 24 * HOUR_MS + hour * HOUR_MS,
        description: `Tur ${hour}`,
      });
    const [first, second] = [await next(8), await next(9)];
    const merged = await stack.api.request<JournalEntryJson & { mergedTripsId: number[] }>(
      'PUT',
      '/api/journal/merge',
      {
        token: driver.token,
        body: { journal_ids: [first, second], description: 'Tur 8 och 9' },
      },
    );
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ journal_id: first, mergedTripsId: [first, second] });
    expect(merged.body.trip).toMatchObject({ odometer_max: 10_800, description: 'Tur 8 och 9' });
    const split = await stack.api.request<JournalEntryJson[]>('PUT', '/api/journal/unmerge', {
      token: driver.token,
      body: { mergedTripsId: [first, second] },
    });
    expect(split.body.map((entry) => entry.journal_id)).toEqual([first, second]);
    const refused = await stack.api.request('PUT', '/api/journal/merge', {
      token: driver.token,
      body: { journal_ids: [first] },
    });
    expect(refusal(refused)).toEqual([400, 'MISFORMATTED_FIELDS']);
  });

  it("attests the driver's month and lets the administrator approve it", async () => {
    const novemberStart = Date.parse('2026-11-01T00:00:00+01:00');
    await storeJournalTrip({
      organizationId: org.organizationId,
      vehicleId: vehicle.id,
      driverUserId: driver.userId,
      startMs: novemberStart + 3 * 24 * HOUR_MS,
      description: 'Kund',
    });
    const query = `year=2026&month=11&vehicle=${vehicle.id}`;
    const check = await stack.api.get<{ countNotCertified: number; month: { attested: boolean } }>(
      `/api/attest/check?${query}`,
      { token: driver.token },
    );
    expect(check.status).toBe(200);
    expect(check.body.month.attested).toBe(false);
    expect(check.body.countNotCertified).toBeGreaterThan(0);

    // The administrator reminds the driver (auth mails it from the journal's event); a driver reminds nobody.
    const reminder = { year: 2026, month: 11, vehicleId: vehicle.id, personId: driver.userId, message: 'Snälla' };
    expect(
      refusal(await stack.api.request('PUT', '/api/attest/remind', { token: driver.token, body: reminder })),
    ).toEqual([403, 'ROOT_OR_ADMIN_REQUIRED']);
    const reminded = await stack.api.request<{ attested: boolean; tripDistanceBusinessM: number; benefitType: string }>(
      'PUT',
      '/api/attest/remind',
      { token: org.admin.token, body: reminder },
    );
    expect(reminded.status).toBe(200);
    expect(reminded.body.attested).toBe(false);
    expect(reminded.body.tripDistanceBusinessM).toBeGreaterThan(0);

    const attested = await stack.api.patch<Array<{ attested: boolean; month: number }>>(
      '/api/attest/user',
      { year: 2026, month: 11, vehicle: vehicle.id },
      { token: driver.token },
    );
    expect(attested.status).toBe(200);
    expect(attested.body).toEqual([expect.objectContaining({ attested: true, month: 11 })]);

    const review = { year: 2026, month: 11, vehicleId: vehicle.id, personId: driver.userId };
    expect(
      refusal(await stack.api.request('PUT', '/api/attest/confirm', { token: driver.token, body: review })),
    ).toEqual([403, 'ROOT_OR_ADMIN_REQUIRED']);
    const approved = await stack.api.request<{ adminApproved: boolean; driverName: string }>(
      'PUT',
      '/api/attest/confirm',
      {
        token: org.admin.token,
        body: { ...review, message: 'Godkänd' },
      },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.adminApproved).toBe(true);
    expect(
      refusal(await stack.api.request('PUT', '/api/attest/remind', { token: org.admin.token, body: reminder }))[1],
    ).toBe('ADMIN_ALREADY_APPROVED');
    const months = await stack.api.get<Array<{ personId: number; adminApproved: boolean }>>(
      '/api/attest/months?year=2026&month=11',
      { token: org.admin.token },
    );
    expect(months.body).toContainEqual(expect.objectContaining({ personId: driver.userId, adminApproved: true }));
    expect(
      refusal(
        await stack.api.get(`/api/attest/check?year=2026&month=13&vehicle=${vehicle.id}`, { token: driver.token }),
      ),
    ).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(refusal(await stack.api.get('/api/attest/check?year=2026&month=11', { token: driver.token }))).toEqual([
      400,
      'MISSING_FIELDS',
    ]);
  });

  it('answers USER_MISSING on every attestation route for a person the caller cannot see, and changes nothing', async () => {
    // Issue 18 finding 2: the vehicle is the administrator's, the person named is not.
    const elsewhere = await stack.fixtures.organization('attest-elsewhere');
    const stranger = await stack.fixtures.user(elsewhere);
    const colleague = await stack.fixtures.user(org);
    const month = { year: 2026, month: 9, vehicleId: vehicle.id };
    const NO_SUCH_USER = 2_000_000_000;
    const missing = (response: ApiResponse) => expect(refusal(response)).toEqual([404, 'USER_MISSING']);
    const unknown = await stack.api.get(
      `/api/attest/check?year=2026&month=9&vehicle=${vehicle.id}&personId=${NO_SUCH_USER}`,
      {
        token: org.admin.token,
      },
    );
    missing(unknown);
    for (const personId of [stranger.userId, elsewhere.admin.userId, NO_SUCH_USER]) {
      const check = await stack.api.get(
        `/api/attest/check?year=2026&month=9&vehicle=${vehicle.id}&personId=${personId}`,
        { token: org.admin.token },
      );
      // A foreign person answers like one that does not exist (no probing for names).
      expect(refusal(check)).toEqual(refusal(unknown));
      expect(JSON.stringify(check.body)).not.toContain(stranger.email);
      for (const route of ['remind', 'confirm', 'refuse']) {
        const body = { ...month, personId, message: 'Attestera' };
        missing(await stack.api.request('PUT', `/api/attest/${route}`, { token: org.admin.token, body }));
      }
    }
    // A driver sees only itself: a colleague answers as missing too.
    missing(
      await stack.api.get(`/api/attest/check?year=2026&month=9&vehicle=${vehicle.id}&personId=${colleague.userId}`, {
        token: driver.token,
      }),
    );
    // ROOT's month routes name a person too; an unknown one is missing for ROOT as well.
    const root = { token: stack.fixtures.rootToken };
    missing(
      await stack.api.request('PUT', '/api/attest/unlock', { ...root, body: { ...month, personId: NO_SUCH_USER } }),
    );
    missing(await stack.api.patch(`/api/attest/user/${NO_SUCH_USER}/unattest`, month, root));
    // Nothing was written: no month of the stranger (nor of the unknown id) in the vehicle.
    const months = await stack.api.get<Array<{ personId: number; vehicleId: number }>>(
      '/api/attest/months?year=2026&month=9',
      root,
    );
    expect(months.status).toBe(200);
    expect(months.body.filter((row) => row.vehicleId === vehicle.id && row.personId !== driver.userId)).toEqual([]);
  });

  it("downloads the search as CSV (the reports service's journal CSV), the private trip hidden from the administrator", async () => {
    const response = await fetch(`${stack.bff.baseUrl}/api/journal-csv?${range}&vehicleIds=${vehicle.id}`, {
      headers: { authorization: `Bearer ${org.admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Korjournal 2026-11-10.2026-11-10 .*\.csv"; filename\*=UTF-8''K%C3%B6rjournal/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    // The byte-order mark that makes spreadsheets read UTF-8 (åäö).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    // Semicolons and decimal commas by default here (Swedish spreadsheets); a header and a row per trip.
    expect(lines[0]).toMatch(/^Fordon;Månad;Datum;Starttid;/);
    expect(lines).toHaveLength(3);
    // The hidden private trip keeps only its date (the journal dates it at midnight), so it sorts first.
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/;2026-11-10;;;;;;;;Privat resa;;5,40;/),
      expect.stringMatching(/;2026-11-10;07:00;2026-11-10;07:20;.*;Tjänsteresa;Kund i Solna;5,40;/),
    ]);
    expect(lines[1]).not.toContain('Hem');
    const commas = await fetch(
      `${stack.bff.baseUrl}/api/journal-csv?${range}&vehicleIds=${vehicle.id}&csvDelimiter=,`,
      {
        headers: { authorization: `Bearer ${org.admin.token}` },
      },
    );
    expect((await commas.text()).split('\r\n')[2]).toMatch(/,5\.40,/);
    expect(
      refusal(await stack.api.get(`/api/journal-csv?vehicleIds=${vehicle.id}`, { token: org.admin.token })),
    ).toEqual([400, 'BAD_TIMESTAMP']);
  });

  it("keeps the driver's work schedule, and lets only its administrator change it", async () => {
    const path = `/api/user/${driver.userId}/weekday`;
    const initial = await stack.api.get<{ activated: boolean; daysList: Array<{ dayOfWeek: number }> }>(path, {
      token: driver.token,
    });
    expect([initial.status, initial.body.activated, initial.body.daysList.length]).toEqual([200, false, 7]);
    const created = await stack.api.request<{ activated: boolean }>('POST', path, { token: driver.token });
    expect([created.status, created.body.activated]).toEqual([201, true]);
    const daysList = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      active: dayOfWeek <= 5,
      times: [{ start: '0730', stop: '1600' }],
    }));
    const changed = await stack.api.request<{ tripType: string; daysList: Array<{ times: Array<{ start: string }> }> }>(
      'PATCH',
      path,
      { token: org.admin.token, body: { daysList, tripType: 'PRIVATE' } },
    );
    expect([changed.status, changed.body.tripType, changed.body.daysList[0].times[0].start]).toEqual([
      200,
      'PRIVATE',
      '0730',
    ]);
    // Bad input: a time that is no HHmm, a stop before its start, control characters, an empty body.
    const bad = (body: unknown) => stack.api.request('PATCH', path, { token: driver.token, body });
    expect(
      refusal(
        await bad({ daysList: daysList.map((day) => ({ ...day, times: [{ start: '7:30', stop: '1600' }] })) }),
      )[0],
    ).toBe(400);
    expect(
      refusal(await bad({ daysList: daysList.map((day) => ({ ...day, times: [{ start: '1600', stop: '0730' }] })) })),
    ).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(refusal(await bad({ tripType: 'BUSINESS\u0000' }))[0]).toBe(400);
    expect(refusal(await bad({}))[0]).toBe(400);
    // Another organisation's administrator does not find the user; a driver handles only its own.
    const elsewhere = await stack.fixtures.organization('journal-elsewhere');
    expect(refusal(await stack.api.get(path, { token: elsewhere.admin.token }))).toEqual([404, 'USER_MISSING']);
    expect(refusal(await stack.api.get(`/api/user/${org.admin.userId}/weekday`, { token: driver.token }))).toEqual([
      403,
      'USER_FORBIDDEN',
    ]);
    const removed = await stack.api.request<{ activated: boolean }>('DELETE', path, { token: driver.token });
    expect([removed.status, removed.body.activated]).toEqual([200, false]);
  });

  it("keeps the driver's places (spec 03 §7 Zones) and lets ROOT copy one to other users", async () => {
    interface ZoneJson {
      zoneId: number;
      userId: number;
      zoneName: string;
      radiusMs: number;
      tripType: string;
      activeOnTripStart: boolean;
      activeOnTripEnd: boolean;
    }
    const path = `/api/user/${driver.userId}/zone`;
    const created = await stack.api.request<ZoneJson>('POST', path, { token: driver.token, body: {} });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      zoneName: 'Ny plats',
      radiusMs: 400,
      tripType: 'NONE',
      activeOnTripEnd: true,
    });
    const zonePath = `${path}/${created.body.zoneId}`;
    const changed = await stack.api.request<ZoneJson>('PATCH', zonePath, {
      token: org.admin.token,
      body: { zoneName: 'Depån', tripType: 'BUSINESS', radiusMs: 800, latitude: 59.3, longitude: 18.1 },
    });
    expect([changed.status, changed.body.zoneName, changed.body.tripType]).toEqual([200, 'Depån', 'BUSINESS']);
    const listed = await stack.api.get<ZoneJson[]>(path, { token: driver.token });
    expect(listed.body.map((zone) => zone.zoneName)).toContain('Depån');
    // Bad input: over 800 m, control characters, an unknown field, a zone id that is not the user's.
    const bad = (body: unknown, at = zonePath) => stack.api.request('PATCH', at, { token: driver.token, body });
    expect(refusal(await bad({ radiusMs: 801 }))[0]).toBe(400);
    expect(refusal(await bad({ zoneName: 'Dep\u0001n' }))[0]).toBe(400);
    expect(refusal(await bad({ colour: 'red' }))[0]).toBe(400);
    expect(refusal(await bad({ radiusMs: 100 }, `/api/user/${driver.userId}/zone/999999999`))).toEqual([
      400,
      'BAD_ZONE_ID',
    ]);
    const elsewhere = await stack.fixtures.organization('zones-elsewhere');
    expect(refusal(await stack.api.get(path, { token: elsewhere.admin.token }))).toEqual([404, 'USER_MISSING']);
    // Only ROOT copies a place to other users; each gets its own.
    const batch = { zone: { zoneId: created.body.zoneId }, personIds: [elsewhere.admin.userId] };
    expect(
      refusal(await stack.api.request('POST', '/api/zone/batch', { token: org.admin.token, body: batch })),
    ).toEqual([403, 'ROOT_REQUIRED']);
    const copied = await stack.api.request<{ copied: number; zoneIds: number[] }>('POST', '/api/zone/batch', {
      token: stack.fixtures.rootToken,
      body: batch,
    });
    expect([copied.status, copied.body.copied]).toEqual([200, 1]);
    const theirs = await stack.api.get<ZoneJson[]>(`/api/user/${elsewhere.admin.userId}/zone`, {
      token: elsewhere.admin.token,
    });
    expect(theirs.body.map((zone) => [zone.zoneName, zone.zoneId])).toEqual([['Depån', copied.body.zoneIds[0]]]);
    const removed = await stack.api.request<ZoneJson>('DELETE', zonePath, { token: driver.token });
    expect(removed.status).toBe(200);
    expect(refusal(await stack.api.get(zonePath, { token: driver.token }))).toEqual([400, 'BAD_ZONE_ID']);
  });

  it("gives the vehicle's eco score from its trips' driving events: an admin all trips, a driver its own", async () => {
    const from = DAY;
    // The first day only: the merge test stores its trips on the next.
    const to = DAY + 24 * HOUR_MS;
    const path = `/api/vehicles/${vehicle.id}/ecoscore?fromMs=${from}&toMs=${to}`;
    interface EcoScoreJson {
      tripCount: number;
      distanceKm: number;
      total: number | null;
      acceleration: number | null;
      breaking: number | null;
      cornering: number | null;
    }
    const byAdmin = await stack.api.get<EcoScoreJson>(path, { token: org.admin.token });
    expect(byAdmin.status).toBe(200);
    // The two stored trips of the day (5.4 km each, no harsh events): every score 100.
    expect(byAdmin.body).toMatchObject({ tripCount: 2, distanceKm: 10.8, total: 100, breaking: 100 });
    const byDriver = await stack.api.get<EcoScoreJson>(path, { token: driver.token });
    expect(byDriver.body.tripCount).toBe(2);
    // A period without trips has no scores; a reversed range or none at all is refused.
    const empty = await stack.api.get<EcoScoreJson>(
      `/api/vehicles/${vehicle.id}/ecoscore?fromMs=${from - 30 * 24 * HOUR_MS}&toMs=${from - 29 * 24 * HOUR_MS}`,
      { token: org.admin.token },
    );
    expect([empty.body.tripCount, empty.body.total]).toEqual([0, null]);
    expect(
      (
        await stack.api.get(`/api/vehicles/${vehicle.id}/ecoscore?fromMs=${to}&toMs=${from}`, {
          token: org.admin.token,
        })
      ).status,
    ).toBe(400);
    expect((await stack.api.get(`/api/vehicles/${vehicle.id}/ecoscore`, { token: org.admin.token })).status).toBe(400);
    // Another organisation's administrator finds no such vehicle.
    const elsewhere = await stack.fixtures.organization('eco-elsewhere');
    expect(refusal(await stack.api.get(path, { token: elsewhere.admin.token }))).toEqual([404, 'VEHICLE_MISSING']);
  });

  it("gives the trips' toll charges from tolls.trip-charges.v1, the passages withheld from a hidden private trip", async () => {
    const passageAt = Date.parse('2026-11-10T07:05:00+01:00');
    const charges = (tripId: number) =>
      tollsEventsV1.TripCharges.fromPartial({
        tripId,
        version: Date.now(),
        organizationId: org.organizationId,
        vehicleId: vehicle.id,
        // As computed, and after the passage's override (tolls.trip-charges.v1's meaning).
        congestionTaxSek: 45,
        congestionTaxSekOverride: 11,
        congestionTaxCount: 1,
        passages: [
          tollsEventsV1.TollPassage.fromPartial({
            passageId: tripId * 10,
            stationName: 'Danvikstull',
            stationLatitude: 59.313,
            stationLongitude: 18.103,
            timestampMs: passageAt,
            price: 45,
            overridePrice: 11,
            isActive: true,
          }),
        ],
      });
    for (const tripId of [trips.morning, trips.evening]) {
      await producer.publish(TOPICS.tollsTripCharges, String(tripId), charges(tripId));
    }
    const byId = await eventually(async () => {
      const response = await get(`${range}&vehicleIds=${vehicle.id}`, org.admin.token);
      const entries = new Map(response.body.map((entry) => [entry.journal_id, entry]));
      if (
        entries.get(trips.evening)?.congestionTaxCount !== 1 ||
        entries.get(trips.morning)?.congestionTaxCount !== 1
      ) {
        throw new Error('charges not in the journal yet');
      }
      return entries;
    }, 30_000);
    // Spec 02 §3 names: the sum as computed, the sum after the override, the passages.
    expect(byId.get(trips.morning)).toMatchObject({
      congestionTaxSek: 45,
      congestionTaxSekOverride: 11,
      congestionTaxCount: 1,
      infraTaxSek: 0,
      congestionData: {
        passages: [
          {
            passageId: trips.morning * 10,
            station: { name: 'Danvikstull', geometry: { coordinates: [18.103, 59.313] } },
            isotime: new Date(passageAt).toISOString(),
            price: 45,
            overridePrice: 11,
            isActive: true,
          },
        ],
      },
    });
    // The administrator sees the private trip's sums, as its distance, but not where it passed.
    expect(byId.get(trips.evening)).toMatchObject({
      privateHidden: true,
      congestionTaxSek: 45,
      congestionData: { passages: [] },
    });
    const own = await get(`${range}&vehicleIds=${vehicle.id}`);
    const evening = own.body.find((entry) => entry.journal_id === trips.evening)!;
    expect(evening.congestionData.passages.map((passage) => passage.passageId)).toEqual([trips.evening * 10]);
  });
});
