import { lateBound } from '@fleetlog/testing';

import type { ApiResponse } from '../api-client';
import {
  ADMIN_REQUIRED,
  byId,
  ECO_WEEK,
  missing,
  onlyTrips,
  type Probe,
  refused,
  ROOT_REQUIRED,
  WEEK,
  withoutTrips,
} from './probe';
import { type ProbeWorld } from './world';

/** The journal, its tolls and the eco score (journal, tolls, geo), and the history of what moved from B to A. */
export function journalProbes(w: ProbeWorld): Probe[] {
  const a = lateBound(() => w.a);
  const b = lateBound(() => w.b);
  return [
    // ---------- journal (journal, tolls) ----------
    ...(
      [
        ['adminA', "B's trips", () => b.car.id, () => [b.trip, b.secondTrip, b.tollTrip, b.merged]],
        ['driverA', "the colleague's trips", () => w.van.id, () => [w.colleagueTrip, w.colleagueMerged]],
      ] as const
    ).flatMap(([as, of, vehicle, trips]): Probe[] => [
      {
        op: 'GET /api/journal',
        input: 'query:vehicleIds',
        as,
        of,
        id: vehicle,
        request: (id) => ({ path: `/api/journal?${WEEK}&vehicleIds=${id}` }),
        expect: withoutTrips(trips),
      },
      {
        op: 'GET /api/journal',
        input: 'query:driverIds',
        as,
        of,
        id: () => (as === 'adminA' ? b.driver.userId : w.colleague.userId),
        request: (id) => ({ path: `/api/journal?${WEEK}&driverIds=${id}` }),
        expect: withoutTrips(trips),
        // The colleague's trips in the car both drive are the driver's to read (services/journal README).
        sameAsAbsent: as === 'adminA',
      },
      {
        op: 'GET /api/journal/by-ids',
        input: 'query:ids',
        as,
        of,
        id: () => trips()[0],
        request: (id) => ({ path: `/api/journal/by-ids?ids=${a.trip},${id}` }),
        expect: onlyTrips(() => [a.trip]),
      },
      {
        op: 'PUT /api/journal/merge',
        input: 'body:journal_ids',
        as,
        of,
        id: () => trips()[0],
        request: (id) => ({ path: '/api/journal/merge', body: { journal_ids: [a.trip, id] } }),
        expect: missing('JOURNAL_MISSING'),
      },
      {
        op: 'PUT /api/journal/unmerge',
        input: 'body:mergedTripsId',
        as,
        of,
        id: () => trips()[trips().length - 1],
        request: (id) => ({ path: '/api/journal/unmerge', body: { mergedTripsId: [id] } }),
        expect: missing('JOURNAL_MISSING'),
      },
      byId('PUT /api/journal/{id}', as, of, () => trips()[0], missing('JOURNAL_MISSING'), { description: 'Probe' }),
      byId('GET /api/geo/trip/{id}', as, of, () => trips()[0], missing('JOURNAL_MISSING')),
      byId('GET /api/journal/{id}/route', as, of, () => trips()[0], missing('JOURNAL_MISSING')),
    ]),
    // The CSV has the same search as GET /journal (the reports service's journal CSV): nothing of the foreign
    // vehicle, so no trips at all here (404 JOURNALS_MISSING, as for a vehicle that does not exist).
    ...(
      [
        ['adminA', "B's trips", () => b.car],
        ['driverA', "the colleague's trips", () => w.van],
      ] as const
    ).map(([as, of, vehicle]): Probe => ({
      op: 'GET /api/journal-csv',
      input: 'query:vehicleIds',
      as,
      of,
      id: () => vehicle().id,
      request: (id) => ({ path: `/api/journal-csv?${WEEK}&vehicleIds=${id}` }),
      expect: missing('JOURNALS_MISSING'),
    })),
    {
      op: 'PUT /api/journal/{id}',
      input: 'body:user_id',
      as: 'adminA',
      of: "B's driver",
      id: () => b.driver.userId,
      request: (id) => ({ path: `/api/journal/${a.trip}`, body: { user_id: id } }),
      expect: missing('USER_MISSING'),
    },
    {
      op: 'PUT /api/journal/{id}',
      input: 'body:user_id',
      as: 'driverA',
      of: "B's driver",
      id: () => b.driver.userId,
      request: (id) => ({ path: `/api/journal/${a.trip}`, body: { user_id: id } }),
      expect: ADMIN_REQUIRED,
    },
    {
      op: 'PUT /api/journal/{id}',
      input: 'body:user_id',
      as: 'driverA',
      of: 'a colleague',
      id: () => w.colleague.userId,
      request: (id) => ({ path: `/api/journal/${a.trip}`, body: { user_id: id } }),
      expect: ADMIN_REQUIRED,
      sameAsAbsent: false,
    },
    byId('PATCH /api/journal/passage/{id}', 'adminA', "B's passage", () => b.passage, missing('PASSAGE_MISSING'), {
      overridePrice: 1,
    }),
    {
      ...byId('PATCH /api/journal/passage/{id}', 'driverA', "A's passage", () => a.passage, ADMIN_REQUIRED, {
        overridePrice: 1,
      }),
      sameAsAbsent: false,
    },
    byId(
      'PUT /api/journal/{id}/restore-passages',
      'adminA',
      "B's toll trip",
      () => b.tollTrip,
      missing('JOURNAL_MISSING'),
      { congestion: true, infra: true },
    ),
    byId('POST /api/journal/{id}/reset-toll', 'adminA', "B's toll trip", () => b.tollTrip, missing('JOURNAL_MISSING')),
    byId('GET /api/journal/{id}/override-history', 'adminA', "B's trip", () => b.trip, ROOT_REQUIRED),
    {
      ...byId(
        'GET /api/vehicles/{id}/ecoscore',
        'driverA',
        "the colleague's van",
        () => w.van.id,
        missing('VEHICLE_MISSING'),
      ),
      request: (id: number) => ({ path: `/api/vehicles/${id}/ecoscore?${ECO_WEEK}` }),
    },
    {
      // The car both drive: the driver's score counts the driver's own trips, not the colleague's (spec 02 §7).
      ...byId(
        'GET /api/vehicles/{id}/ecoscore',
        'driverA',
        'a shared car',
        () => a.car.id,
        () => undefined,
      ),
      request: (id: number) => ({ path: `/api/vehicles/${id}/ecoscore?${ECO_WEEK}` }),
      expect: (response: ApiResponse) => {
        expect(response.status).toBe(200);
        // Monday's two trips, Tuesday's toll trip and Wednesday's two merged ones.
        expect((response.body as { tripCount: number }).tripCount).toBe(5);
      },
      sameAsAbsent: false,
    },
    {
      ...byId(
        'PUT /api/journal/{id}',
        'driverA',
        "a colleague's trip in a shared car",
        () => w.sharedCarTrip,
        refused('OWN_TRIPS_ONLY'),
        { description: 'Probe' },
      ),
      sameAsAbsent: false,
    },
    {
      ...byId('GET /api/vehicles/{id}/ecoscore', 'adminA', "B's car", () => b.car.id, missing('VEHICLE_MISSING')),
      request: (id: number) => ({ path: `/api/vehicles/${id}/ecoscore?${ECO_WEEK}` }),
    },

    // ---------- ids that moved from B to A: A names them now, their history in B stays B's ----------
    {
      ...byId(
        'GET /api/vehicles/{id}/ecoscore',
        'adminA',
        "B's trips in a car now A's",
        () => w.moved.car.id,
        () => undefined,
      ),
      request: (id: number) => ({ path: `/api/vehicles/${id}/ecoscore?${ECO_WEEK}` }),
      expect: (response: ApiResponse) => {
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ tripCount: 0, distanceKm: 0 });
      },
      sameAsAbsent: false,
    },
    {
      ...byId(
        'GET /api/journal/by-ids',
        'adminA',
        "B's trip in a car now A's",
        () => w.moved.trip,
        () => undefined,
      ),
      input: 'query:ids',
      request: (id: number) => ({ path: `/api/journal/by-ids?ids=${a.trip},${id}` }),
      expect: onlyTrips(() => [a.trip]),
    },
    {
      op: 'GET /api/journal',
      input: 'query:vehicleIds',
      as: 'adminA',
      of: "B's trips in a car now A's",
      id: () => w.moved.car.id,
      request: (id) => ({ path: `/api/journal?${WEEK}&vehicleIds=${id}` }),
      expect: withoutTrips(() => [w.moved.trip]),
      sameAsAbsent: false,
    },
    {
      ...byId(
        'GET /api/vehicles/{id}/installations',
        'adminA',
        "B's installation in a car now A's",
        () => w.moved.car.id,
        () => undefined,
      ),
      expect: (response: ApiResponse) => {
        expect(response.status).toBe(200);
        const organizations = (response.body as Array<{ organizationId: number }>).map((row) => row.organizationId);
        expect(organizations.filter((id) => id !== a.organizationId)).toEqual([]);
      },
      sameAsAbsent: false,
    },
    ...['GET /api/vehicles/{id}/commands', 'GET /api/devices/{id}/commands'].map((op): Probe => ({
      ...byId(
        op,
        'adminA',
        "B's command to what is A's now",
        () => (op.includes('vehicles') ? w.moved.car.id : w.moved.device.id),
        () => undefined,
      ),
      expect: (response: ApiResponse) => {
        expect(response.status).toBe(200);
        expect((response.body as { commands: unknown[] }).commands).toEqual([]);
      },
      sameAsAbsent: false,
    })),
  ];
}
