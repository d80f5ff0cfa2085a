import { journalKnowsVehicle, storeJournalTrip, testSql, useBeforeAll, eventually } from '@fleetlog/testing';

import type { ApiResponse } from './support/api-client';
import { useTollsStack } from './support/stack';

interface PassageJson {
  passageId: number;
  station: { name: string };
  price: number;
  priceInfra: number;
  overridePrice: number | null;
  overridePriceInfra: number | null;
  isActive: boolean;
}
interface TripTollsJson {
  journal_id: number;
  congestionTaxSek: number;
  congestionTaxSekOverride: number | null;
  congestionTaxCount: number;
  infraTaxSek: number;
  congestionData: { passages: PassageJson[] };
}

const MINUTE_MS = 60_000;
// Danvikstull's western gantry (stockholm-272) and the fixes 300 m west and east of it, on its latitude.
const DANVIKSTULL = { latitude: 59.313917, longitude: 18.103445 };
const DEGREES_PER_300_M = 300 / (111_320 * Math.cos((DANVIKSTULL.latitude * Math.PI) / 180));

// Spec 02 §2.2, §4 and §7 (PATCH /journal/passage/{id}, PUT /journal/{id}/restore-passages, POST
// /journal/{tripId}/reset-toll): the BFF reads the trip through the journal with the caller's token and asks tolls,
// whose consumers stay off (the shared test broker's other trips are not charged); the rules in depth are tolls' tests.
describe('toll editing over /api (real auth, fleet, devices, journal, tolls)', () => {
  const { stack, fleet } = useTollsStack();
  const org = useBeforeAll(() => stack.fixtures.organization('tolls'));
  const other = useBeforeAll(() => stack.fixtures.organization('tolls-other'));
  const driver = useBeforeAll(() => stack.fixtures.user(org));
  const data = useBeforeAll(async () => {
    const vehicle = await fleet.vehicle(org, { permittedDrivers: [driver.userId] });
    await journalKnowsVehicle(vehicle.id);
    const device = await fleet.device(org.organizationId);
    return { vehicle, device };
  });

  /** A trip of the driver through Danvikstull at `utc` (07:05 local on a weekday of November: 45 SEK). */
  const tripThroughDanvikstull = async (utc: string): Promise<number> => {
    const at = Date.parse(utc);
    const id = await storeJournalTrip({
      organizationId: org.organizationId,
      vehicleId: data.vehicle.id,
      driverUserId: driver.userId,
      startMs: at - 5 * MINUTE_MS,
      durationMs: 10 * MINUTE_MS,
    });
    await testSql(`update journal.trips set imei = $1 where id = $2`, [data.device.imei, id]);
    await testSql(
      `insert into devices.positions (device_id, ts, organization_id, latitude, longitude, altitude_m, angle_deg,
         satellites, speed_kmh, valid_fix, received_at)
       select $1, to_timestamp(f.ms / 1000.0), $2, $3, f.lon, 20, 90, 9, 40, true, now()
         from unnest($4::bigint[], $5::float8[]) as f(ms, lon)
       on conflict do nothing`,
      [
        data.device.id,
        org.organizationId,
        DANVIKSTULL.latitude,
        [at - MINUTE_MS, at + MINUTE_MS],
        [DANVIKSTULL.longitude - DEGREES_PER_300_M, DANVIKSTULL.longitude + DEGREES_PER_300_M],
      ],
    );
    return id;
  };

  const send = <T = TripTollsJson>(method: string, path: string, token: string, body?: unknown) =>
    stack.api.request<T>(method, path, { token, body });
  const refusal = (response: ApiResponse) => [response.status, (response.body as { code?: string }).code];
  const amounts = (body: TripTollsJson) =>
    body.congestionData.passages.map((passage) => [
      passage.station.name,
      passage.price,
      passage.overridePrice,
      passage.isActive,
    ]);

  it('resets a trip tolls has not charged yet, then overrides, removes and restores its passage', async () => {
    const tripId = await tripThroughDanvikstull('2026-11-09T06:05:00Z'); // Monday
    const reset = await send('POST', `/api/journal/${tripId}/reset-toll`, org.admin.token);
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      journal_id: tripId,
      congestionTaxSek: 45,
      congestionTaxSekOverride: null,
      congestionTaxCount: 1,
      infraTaxSek: 0,
    });
    expect(amounts(reset.body)).toEqual([['Danvikstull', 45, null, true]]);
    const [passage] = reset.body.congestionData.passages;

    const patched = await send('PATCH', `/api/journal/passage/${passage.passageId}`, org.admin.token, {
      overridePrice: 10,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ journal_id: tripId, congestionTaxSek: 45, congestionTaxSekOverride: 10 });
    expect(amounts(patched.body)).toEqual([['Danvikstull', 45, 10, true]]);

    const removed = await send('PATCH', `/api/journal/passage/${passage.passageId}`, org.admin.token, {
      overridePrice: null,
      isActive: false,
    });
    expect(removed.body).toMatchObject({ congestionTaxSek: 0, congestionTaxCount: 0, congestionTaxSekOverride: null });
    expect(amounts(removed.body)).toEqual([['Danvikstull', 45, null, false]]);

    // The journal's copy follows through tolls.trip-charges.v1.
    await eventually(async () => {
      const listed = await send<Array<TripTollsJson>>('GET', `/api/journal/by-ids?ids=${tripId}`, org.admin.token);
      expect(listed.body[0]).toMatchObject({ congestionTaxSek: 0, congestionTaxCount: 0 });
    }, 20_000);

    const restored = await send('PUT', `/api/journal/${tripId}/restore-passages`, org.admin.token, {
      congestion: true,
      infra: false,
    });
    expect(restored.status).toBe(200);
    expect(amounts(restored.body)).toEqual([['Danvikstull', 45, null, true]]);
    expect(restored.body.congestionTaxSek).toBe(45);
  });

  it('refuses bad input with 400, another organisation with 404 and a driver with 403', async () => {
    const tripId = await tripThroughDanvikstull('2026-11-10T06:05:00Z'); // Tuesday
    const reset = await send('POST', `/api/journal/${tripId}/reset-toll`, stack.fixtures.rootToken);
    expect(reset.status).toBe(200);
    const passageId = reset.body.congestionData.passages[0].passageId;
    const patch = (body: unknown, token = org.admin.token) =>
      send('PATCH', `/api/journal/passage/${passageId}`, token, body);

    expect(refusal(await patch({ overridePrice: -1 }))).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(refusal(await patch({ overridePrice: '10\u0007' }))).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(refusal(await patch({ overridePrice: 1.5 }))).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(refusal(await patch({ overridePrice: 5, overridePriceInfra: 6 }))).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(refusal(await patch({ isActive: 'no\u0000' }))).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(refusal(await patch({ note: 'x' }))).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(
      refusal(
        await send('PUT', `/api/journal/${tripId}/restore-passages`, org.admin.token, {
          congestion: 'ja\u0001',
          infra: false,
        }),
      ),
    ).toEqual([400, 'MISFORMATTED_FIELDS']);

    const stranger = other.admin.token;
    expect(refusal(await patch({ overridePrice: 1 }, stranger))).toEqual([404, 'PASSAGE_MISSING']);
    expect(refusal(await send('POST', `/api/journal/${tripId}/reset-toll`, stranger))).toEqual([
      404,
      'JOURNAL_MISSING',
    ]);
    expect(
      refusal(
        await send('PUT', `/api/journal/${tripId}/restore-passages`, stranger, { congestion: true, infra: true }),
      ),
    ).toEqual([404, 'JOURNAL_MISSING']);

    expect(refusal(await patch({ overridePrice: 1 }, driver.token))).toEqual([403, 'ROOT_OR_ADMIN_REQUIRED']);
    expect(refusal(await send('POST', `/api/journal/${tripId}/reset-toll`, driver.token))).toEqual([
      403,
      'ROOT_OR_ADMIN_REQUIRED',
    ]);
    // Nothing refused changed the passage.
    const again = await patch({ isActive: true });
    expect(amounts(again.body)).toEqual([['Danvikstull', 45, null, true]]);
  });

  it("refuses to redo another driver's private trip's tolls (the journal gives others only its day)", async () => {
    const tripId = await tripThroughDanvikstull('2026-11-11T06:05:00Z'); // Wednesday
    const charged = await send('POST', `/api/journal/${tripId}/reset-toll`, stack.fixtures.rootToken);
    expect(charged.body.congestionTaxSek).toBe(45);
    await testSql(`update journal.trips set purpose = 'PRIVATE' where id = $1`, [tripId]);
    // What journal.trips.v1 tells tolls of the change (its consumers are off in tests).
    await testSql(`update tolls.trips set purpose = 'PRIVATE', driver_user_id = $2 where trip_id = $1`, [
      tripId,
      driver.userId,
    ]);
    const [passage] = charged.body.congestionData.passages;
    for (const token of [org.admin.token, stack.fixtures.rootToken]) {
      // A passage named by its id too: the journal withholds a private trip's passages from all but its driver.
      expect(
        refusal(await send('PATCH', `/api/journal/passage/${passage.passageId}`, token, { overridePrice: 0 })),
      ).toEqual([403, 'PRIVATE_TRIP_DIFFERENT_USER']);
      expect(refusal(await send('POST', `/api/journal/${tripId}/reset-toll`, token))).toEqual([
        403,
        'PRIVATE_TRIP_DIFFERENT_USER',
      ]);
      expect(
        refusal(await send('PUT', `/api/journal/${tripId}/restore-passages`, token, { congestion: true, infra: true })),
      ).toEqual([403, 'PRIVATE_TRIP_DIFFERENT_USER']);
    }
    for (const path of ['path-info', 'check-path']) {
      expect(refusal(await send('GET', `/api/triptax-analyzer/${path}/${tripId}`, stack.fixtures.rootToken))).toEqual([
        403,
        'PRIVATE_TRIP_DIFFERENT_USER',
      ]);
    }
    // The driver's own trip: the driver may not edit tolls at all (an administrator's task).
    expect(refusal(await send('POST', `/api/journal/${tripId}/reset-toll`, driver.token))).toEqual([
      403,
      'ROOT_OR_ADMIN_REQUIRED',
    ]);
  });
});
