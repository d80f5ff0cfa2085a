import { lateBound } from '@fleetlog/testing';

import { ADMIN_REQUIRED, byId, missing, NOT_OF_ORGANIZATION, type Probe, refused, ROOT_REQUIRED } from './probe';
import { type ProbeWorld } from './world';

/** Users and organisations (auth, and fleet for the users' vehicle lists), places and work schedules (journal). */
export function peopleProbes(w: ProbeWorld): Probe[] {
  const a = lateBound(() => w.a);
  const b = lateBound(() => w.b);
  return [
    // ---------- users (auth; fleet for the vehicle lists) ----------
    byId('GET /api/user/{id}', 'adminA', "B's driver", () => b.driver.userId, missing('USER_MISSING')),
    {
      ...byId('GET /api/user/{id}', 'driverA', 'a colleague', () => w.colleague.userId, refused('USER_FORBIDDEN')),
      sameAsAbsent: false,
    },
    byId('PATCH /api/user/{id}', 'adminA', "B's driver", () => b.driver.userId, missing('USER_MISSING'), {
      displayName: 'Probe',
    }),
    {
      ...byId('PATCH /api/user/{id}', 'driverA', 'a colleague', () => w.colleague.userId, ADMIN_REQUIRED, {
        displayName: 'Probe',
      }),
      sameAsAbsent: false,
    },
    {
      op: 'PATCH /api/user/{id}',
      input: 'body:permittedVehicles',
      as: 'adminA',
      of: "B's car",
      id: () => b.car.id,
      request: (id) => ({ path: `/api/user/${a.driver.userId}`, body: { permittedVehicles: [a.car.id, id] } }),
      expect: missing('VEHICLE_MISSING'),
    },
    {
      op: 'PATCH /api/user/{id}',
      input: 'body:defaultVehicles',
      as: 'adminA',
      of: "B's car",
      id: () => b.car.id,
      request: (id) => ({ path: `/api/user/${a.driver.userId}`, body: { defaultVehicles: [id] } }),
      expect: missing('VEHICLE_MISSING'),
    },
    {
      op: 'PATCH /api/user/{id}',
      input: 'body:permittedVehicles',
      as: 'driverA',
      of: "the colleague's van",
      id: () => w.van.id,
      request: (id) => ({ path: `/api/user/${a.driver.userId}`, body: { permittedVehicles: [a.car.id, id] } }),
      expect: ADMIN_REQUIRED,
      sameAsAbsent: false,
    },
    {
      op: 'PATCH /api/user/{id}',
      input: 'body:organizationId',
      as: 'adminA',
      of: 'B',
      id: () => b.organizationId,
      request: (id) => ({ path: `/api/user/${a.driver.userId}`, body: { organizationId: id } }),
      expect: NOT_OF_ORGANIZATION('USER'),
    },
    {
      op: 'PATCH /api/user/{id}',
      input: 'body:organizationId',
      as: 'driverA',
      of: 'B',
      id: () => b.organizationId,
      request: (id) => ({ path: `/api/user/${a.driver.userId}`, body: { organizationId: id } }),
      expect: ADMIN_REQUIRED,
    },
    byId('DELETE /api/user/{id}', 'adminA', "B's driver", () => b.driver.userId, ROOT_REQUIRED),
    byId('PATCH /api/user/{id}/archive', 'adminA', "B's driver", () => b.driver.userId, missing('USER_MISSING')),
    {
      ...byId('PATCH /api/user/{id}/archive', 'driverA', 'a colleague', () => w.colleague.userId, ADMIN_REQUIRED),
      sameAsAbsent: false,
    },
    byId('PATCH /api/user/{id}/activate', 'adminA', "B's driver", () => b.driver.userId, missing('USER_MISSING')),
    ...(['permittedVehicles', 'defaultVehicles'] as const).map((field): Probe => ({
      op: 'POST /api/user',
      input: `body:${field}`,
      as: 'adminA',
      of: "B's car",
      id: () => b.car.id,
      request: (id) => ({
        path: '/api/user',
        body: { name: 'Probe', email: `probe-${Date.now()}-${id}@example.se`, roles: ['DRIVER'], [field]: [id] },
      }),
      expect: missing('VEHICLE_MISSING'),
    })),

    // ---------- organisations (auth) ----------
    byId('GET /api/organization/{id}', 'adminA', 'B', () => b.organizationId, missing('ORGANIZATION_MISSING')),
    byId('GET /api/organization/{id}', 'driverA', 'B', () => b.organizationId, missing('ORGANIZATION_MISSING')),
    byId('PATCH /api/organization/{id}', 'adminA', 'B', () => b.organizationId, missing('ORGANIZATION_MISSING'), {
      phone: '+46700000000',
    }),

    // ---------- places and work schedules (journal) ----------
    ...['GET', 'POST', 'PATCH', 'DELETE'].flatMap((method): Probe[] => {
      const body = method === 'PATCH' ? { tripType: 'PRIVATE' } : undefined;
      return [
        byId(
          `${method} /api/user/{id}/weekday`,
          'adminA',
          "B's driver",
          () => b.driver.userId,
          missing('USER_MISSING'),
          body,
        ),
        {
          ...byId(
            `${method} /api/user/{id}/weekday`,
            'driverA',
            'a colleague',
            () => w.colleague.userId,
            refused('USER_FORBIDDEN'),
            body,
          ),
          sameAsAbsent: false,
        },
      ];
    }),
    ...['GET', 'POST'].flatMap((method): Probe[] => {
      const body = method === 'POST' ? { zoneName: 'Probe' } : undefined;
      return [
        byId(
          `${method} /api/user/{id}/zone`,
          'adminA',
          "B's driver",
          () => b.driver.userId,
          missing('USER_MISSING'),
          body,
        ),
        {
          ...byId(
            `${method} /api/user/{id}/zone`,
            'driverA',
            'a colleague',
            () => w.colleague.userId,
            refused('USER_FORBIDDEN'),
            body,
          ),
          sameAsAbsent: false,
        },
      ];
    }),
    ...['GET', 'PATCH', 'DELETE'].flatMap((method): Probe[] => {
      const op = `${method} /api/user/{id}/zone/{zoneId}`;
      const body = method === 'PATCH' ? { zoneName: 'Probe' } : undefined;
      const path = (userId: number, zoneId: number) => ({ path: `/api/user/${userId}/zone/${zoneId}`, body });
      return [
        {
          op,
          input: 'path:id',
          as: 'adminA',
          of: "B's driver",
          id: () => b.driver.userId,
          request: (id) => path(id, b.zone),
          expect: missing('USER_MISSING'),
        },
        {
          op,
          input: 'path:zoneId',
          as: 'adminA',
          of: "B's place",
          id: () => b.zone,
          request: (id) => path(a.driver.userId, id),
          expect: [400, 'BAD_ZONE_ID'],
        },
        {
          op,
          input: 'path:id',
          as: 'driverA',
          of: 'a colleague',
          id: () => w.colleague.userId,
          request: (id) => path(id, w.colleagueZone),
          expect: refused('USER_FORBIDDEN'),
          sameAsAbsent: false,
        },
        {
          op,
          input: 'path:zoneId',
          as: 'driverA',
          of: "a colleague's place",
          id: () => w.colleagueZone,
          request: (id) => path(a.driver.userId, id),
          expect: [400, 'BAD_ZONE_ID'],
        },
      ];
    }),
  ];
}
