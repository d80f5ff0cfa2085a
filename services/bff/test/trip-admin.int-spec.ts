import { journalKnowsVehicle, storeJournalTrip, useBeforeAll } from '@fleetlog/testing';

import type { ApiResponse } from './support/api-client';
import { useFullStack } from './support/stack';

interface EntryJson {
  journal_id: number;
  organizationId: number;
  imei: string;
  overrideTsMs: number;
  override_start: string | null;
  override_stop: string | null;
  driver: { id: number } | null;
  vehicle: { vehicleId: number };
  geocode_start: { format: string };
  trip: { timestamp_start_ms: number; timestamp_stop_ms: number; odometer_max: number; purpose: string };
}

interface HistoryJson {
  overrideTsMs: number;
  overrideTuId: number | null;
  timestampStartMs: number;
  tripOdometerMax: number;
  overrideStartAddress: string | null;
}

const HOUR_MS = 3_600_000;
// Thursday 15 October 2026, midnight in Stockholm.
const DAY = Date.parse('2026-10-15T00:00:00+02:00');

// Spec 02 §7 "Admin" and "Journal": the superadmin's trip tools through the BFF to the journal service, with
// vehicles and rights from the real auth and fleet. The rules in depth are the journal's tests.
describe('the superadmin trip tools over /api (real auth, fleet, devices, journal)', () => {
  const { stack, fleet } = useFullStack();
  const org = useBeforeAll(() => stack.fixtures.organization('rootTools'));
  const driver = useBeforeAll(() => stack.fixtures.user(org));
  const vehicles = useBeforeAll(async () => {
    const car = await fleet.vehicle(org, { permittedDrivers: [driver.userId] });
    const van = await fleet.vehicle(org, {});
    await journalKnowsVehicle(car.id);
    await journalKnowsVehicle(van.id);
    return { car, van };
  });
  const root = () => stack.fixtures.rootToken;
  const send = <T>(method: string, path: string, body?: unknown, token = root()): Promise<ApiResponse<T>> =>
    stack.api.request<T>(method, path, { token, body });
  const refusal = (response: ApiResponse) => [response.status, (response.body as { code?: string }).code];

  it('creates a trip (ROOT), refusing a driver, an administrator and a form without its required fields', async () => {
    // A new IMEI each run: the kept database still holds the last run's trip of the device at that time.
    const imei = `35${String(Date.now()).slice(-13).padStart(13, '0')}`;
    const form = {
      vehicleId: vehicles.car.id,
      imei,
      userId: driver.userId,
      timestampStartMs: DAY + 8 * HOUR_MS,
      timestampStopMs: DAY + 9 * HOUR_MS,
      tripOdometerMax: 12_500,
      startAddress: 'Kontoret',
      stopAddress: 'Kunden',
      purpose: 'BUSINESS',
    };
    expect(refusal(await send('POST', '/api/admin/trip', form, driver.token))).toEqual([403, 'ROOT_REQUIRED']);
    expect(refusal(await send('POST', '/api/admin/trip', form, org.admin.token))).toEqual([403, 'ROOT_REQUIRED']);
    const { vehicleId: _vehicle, ...withoutVehicle } = form;
    expect(refusal(await send('POST', '/api/admin/trip', withoutVehicle))[0]).toBe(400);
    expect(refusal(await send('POST', '/api/admin/trip', { ...form, purpose: 'PRIVATE_AUTO' }))[0]).toBe(400);
    expect(refusal(await send('POST', '/api/admin/trip', { ...form, description: 'rad\u0007' }))[0]).toBe(400);

    const created = await send<EntryJson>('POST', '/api/admin/trip', form);
    expect(created.status).toBe(201);
    // The device's trip at that time exists now: a second one is refused.
    expect(refusal(await send('POST', '/api/admin/trip', form))).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(created.body).toMatchObject({
      organizationId: org.organizationId,
      imei,
      overrideTsMs: 0,
      override_start: null,
      driver: { id: driver.userId },
      geocode_start: { format: 'Kontoret' },
      trip: { timestamp_start_ms: DAY + 8 * HOUR_MS, odometer_max: 12_500, purpose: 'BUSINESS' },
    });
    const listed = await stack.api.get<EntryJson[]>(
      `/api/journal?fromTsMs=${DAY}&toTsMs=${DAY + 24 * HOUR_MS}&vehicleIds=${vehicles.car.id}`,
      { token: driver.token },
    );
    expect(listed.body.map((entry) => entry.journal_id)).toContain(created.body.journal_id);
  });

  it('overrides a trip in superadmin mode and answers its history; others may not', async () => {
    const id = await storeJournalTrip({
      organizationId: org.organizationId,
      vehicleId: vehicles.car.id,
      driverUserId: driver.userId,
      startMs: DAY + 12 * HOUR_MS,
    });
    expect(refusal(await send('PUT', `/api/journal/${id}`, { odometer_max: 1 }, org.admin.token))).toEqual([
      403,
      'ROOT_REQUIRED',
    ]);
    expect(refusal(await send('PUT', `/api/journal/${id}`, { override_start: 'a\u0000b' }))[0]).toBe(400);
    const changed = await send<EntryJson>('PUT', `/api/journal/${id}`, {
      timestamp_start_ms: DAY + 11 * HOUR_MS,
      odometer_max: 7_000,
      override_start: 'Depån',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      override_start: 'Depån',
      geocode_start: { format: 'Depån' },
      trip: { timestamp_start_ms: DAY + 11 * HOUR_MS, odometer_max: 7_000 },
    });
    expect(changed.body.overrideTsMs).toBeGreaterThan(0);

    const history = await send<HistoryJson[]>('GET', `/api/journal/${id}/override-history`);
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject([
      { overrideTsMs: 0, overrideTuId: null, timestampStartMs: DAY + 12 * HOUR_MS, tripOdometerMax: 5_400 },
      { timestampStartMs: DAY + 11 * HOUR_MS, tripOdometerMax: 7_000, overrideStartAddress: 'Depån' },
    ]);
    expect(refusal(await send('GET', `/api/journal/${id}/override-history`, undefined, org.admin.token))).toEqual([
      403,
      'ROOT_REQUIRED',
    ]);

    // The administrator gives the trip a driver (or none).
    const unassigned = await send<EntryJson>('PUT', `/api/journal/${id}`, { user_id: null }, org.admin.token);
    expect([unassigned.status, unassigned.body.driver]).toEqual([200, null]);
    const byIds = await send<EntryJson[]>('GET', `/api/journal/by-ids?ids=${id},999999999`, undefined, org.admin.token);
    expect(byIds.body.map((entry) => entry.journal_id)).toEqual([id]);
  });

  it('moves one trip, then the trips ending in an interval, and deletes one', async () => {
    const { car, van } = vehicles;
    const [one, two, three] = await Promise.all(
      [14, 15, 16].map((hour) =>
        storeJournalTrip({
          organizationId: org.organizationId,
          vehicleId: car.id,
          driverUserId: null,
          startMs: DAY + hour * HOUR_MS,
        }),
      ),
    );
    expect(
      refusal(await send('PUT', `/api/admin/move-trip/single/${one}`, { vehicleId: van.id }, org.admin.token)),
    ).toEqual([403, 'ROOT_REQUIRED']);
    const moved = await send<EntryJson>('PUT', `/api/admin/move-trip/single/${one}`, {
      vehicleId: van.id,
      driverId: driver.userId,
    });
    expect([moved.status, moved.body.vehicle.vehicleId, moved.body.driver?.id]).toEqual([200, van.id, driver.userId]);

    const interval = { fromTsMs: DAY + 15 * HOUR_MS, toTsMs: DAY + 16 * HOUR_MS };
    const many = await send<{ moved: EntryJson[] }>('POST', '/api/admin/move-trips', {
      ...interval,
      sourceVehicleId: car.id,
      targetVehicleId: van.id,
    });
    // Trip two ends at 15:20, inside; trip three ends at 16:20, after.
    expect([many.status, many.body.moved.map((entry) => entry.journal_id)]).toEqual([201, [two]]);
    expect(refusal(await send('POST', '/api/admin/move-trips', { ...interval, sourceVehicleId: car.id }))[0]).toBe(400);

    const deleted = await send<EntryJson>('DELETE', `/api/admin/trip/${three}`);
    expect([deleted.status, deleted.body.journal_id]).toEqual([200, three]);
    expect(refusal(await send('DELETE', `/api/admin/trip/${three}`))).toEqual([404, 'JOURNAL_MISSING']);
  });

  it("deletes a vehicle's history: its trips and its positions (ROOT)", async () => {
    const doomed = await fleet.vehicle(org, {});
    await journalKnowsVehicle(doomed.id);
    const trips = await Promise.all(
      [8, 9].map((hour) =>
        storeJournalTrip({
          organizationId: org.organizationId,
          vehicleId: doomed.id,
          driverUserId: null,
          startMs: DAY + 24 * HOUR_MS + hour * HOUR_MS,
        }),
      ),
    );
    const path = `/api/admin/vehicles/${doomed.id}/history`;
    expect(refusal(await send('DELETE', path, undefined, org.admin.token))).toEqual([403, 'ROOT_REQUIRED']);
    const deleted = await send<{ deletedTrips: number; deletedPositions: number }>('DELETE', path);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deletedTrips: 2, deletedPositions: 0 });
    const left = await send<EntryJson[]>('GET', `/api/journal/by-ids?ids=${trips.join(',')}`);
    expect(left.body).toEqual([]);
    // Again: nothing left to delete, and no error.
    expect((await send('DELETE', path)).body).toEqual({ deletedTrips: 0, deletedPositions: 0 });
  });
});
