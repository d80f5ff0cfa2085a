import { lateBound } from '@fleetlog/testing';

import {
  ADMIN_REQUIRED,
  byId,
  missing,
  NOT_OF_ORGANIZATION,
  NOT_PERMITTED,
  type Probe,
  refused,
  ROOT_REQUIRED,
  VEHICLE_BODY,
} from './probe';
import { type ProbeWorld } from './world';

/** Vehicles (fleet), devices and their commands (devices), the map overview (fleet, devices). */
export function fleetProbes(w: ProbeWorld): Probe[] {
  const a = lateBound(() => w.a);
  const b = lateBound(() => w.b);
  return [
    // ---------- vehicles (fleet) ----------
    ...(['permittedDrivers', 'defaultDriver'] as const).map((field): Probe => ({
      op: 'POST /api/vehicles',
      input: `body:${field}`,
      as: 'adminA',
      of: "B's driver",
      id: () => b.driver.userId,
      request: (id) => ({
        path: '/api/vehicles',
        body:
          field === 'permittedDrivers'
            ? { ...VEHICLE_BODY, permittedDrivers: [a.driver.userId, id] }
            : { ...VEHICLE_BODY, permittedDrivers: [a.driver.userId], defaultDriver: id },
      }),
      expect: field === 'permittedDrivers' ? NOT_OF_ORGANIZATION('USER') : NOT_PERMITTED,
    })),
    {
      op: 'POST /api/vehicles/set-flag',
      input: 'body:vehicleIds',
      as: 'adminA',
      of: "B's car",
      id: () => b.car.id,
      request: (id) => ({ path: '/api/vehicles/set-flag', body: { vehicleIds: [a.car.id, id], isoCountryCode: 'NO' } }),
      expect: missing('VEHICLE_MISSING'),
    },
    byId('GET /api/vehicles/{id}', 'adminA', "B's car", () => b.car.id, missing('VEHICLE_MISSING')),
    {
      ...byId('GET /api/vehicles/{id}', 'driverA', "the colleague's van", () => w.van.id, refused('VEHICLE_FORBIDDEN')),
      sameAsAbsent: false,
    },
    byId('PATCH /api/vehicles/{id}', 'adminA', "B's car", () => b.car.id, missing('VEHICLE_MISSING'), {
      displayName: 'Probe',
    }),
    ...(['permittedDrivers', 'defaultDriver'] as const).map((field): Probe => ({
      op: 'PATCH /api/vehicles/{id}',
      input: `body:${field}`,
      as: 'adminA',
      of: "B's driver",
      id: () => b.driver.userId,
      request: (id) => ({
        path: `/api/vehicles/${a.car.id}`,
        body:
          field === 'permittedDrivers'
            ? { permittedDrivers: [a.driver.userId, w.colleague.userId, id] }
            : { defaultDriver: id },
      }),
      expect: field === 'permittedDrivers' ? NOT_OF_ORGANIZATION('USER') : NOT_PERMITTED,
    })),
    byId('DELETE /api/vehicles/{id}', 'adminA', "B's car", () => b.car.id, ROOT_REQUIRED),
    byId('PATCH /api/vehicles/{id}/archive', 'adminA', "B's car", () => b.car.id, missing('VEHICLE_MISSING')),
    byId('PATCH /api/vehicles/{id}/activate', 'adminA', "B's car", () => b.car.id, missing('VEHICLE_MISSING')),
    byId('PATCH /api/vehicles/{id}/response-time', 'adminA', "B's car", () => b.car.id, missing('VEHICLE_MISSING'), {
      period: 12,
      unit: 'h',
    }),
    byId('PATCH /api/vehicles/{id}/frequency', 'adminA', "B's car", () => b.car.id, missing('VEHICLE_MISSING'), {
      value: '24-h',
    }),
    byId('PATCH /api/vehicles/{id}/default-trip-type', 'adminA', "B's car", () => b.car.id, missing('VEHICLE_MISSING')),
    {
      ...byId(
        'PATCH /api/vehicles/{id}/default-trip-type',
        'driverA',
        "the colleague's van",
        () => w.van.id,
        refused('VEHICLE_FORBIDDEN'),
      ),
      sameAsAbsent: false,
    },
    byId('PUT /api/vehicles/{id}/odometer', 'adminA', "B's car", () => b.car.id, missing('VEHICLE_MISSING'), {
      valueKm: 1000,
    }),
    byId('POST /api/vehicles/{id}/reset-fuel-co2', 'adminA', "B's car", () => b.car.id, missing('VEHICLE_MISSING')),
    ...['PUT /api/vehicles/{id}/current-driver', 'PUT /api/vehicles/{id}/check-current-driver'].flatMap(
      (op): Probe[] => [
        byId(op, 'adminA', "B's car", () => b.car.id, missing('VEHICLE_MISSING'), { userId: null }),
        {
          op,
          input: 'body:userId',
          as: 'adminA',
          of: "B's driver",
          id: () => b.driver.userId,
          request: (id) => ({ path: op.split(' ')[1].replace('{id}', String(a.car.id)), body: { userId: id } }),
          expect: NOT_OF_ORGANIZATION('USER'),
        },
        {
          op,
          input: 'body:userId',
          as: 'driverA',
          of: 'a colleague',
          id: () => w.colleague.userId,
          request: (id) => ({ path: op.split(' ')[1].replace('{id}', String(a.car.id)), body: { userId: id } }),
          expect: ADMIN_REQUIRED,
          sameAsAbsent: false,
        },
        {
          op,
          input: 'body:userId',
          as: 'driverA',
          of: "B's driver",
          id: () => b.driver.userId,
          request: (id) => ({ path: op.split(' ')[1].replace('{id}', String(a.car.id)), body: { userId: id } }),
          expect: ADMIN_REQUIRED,
        },
      ],
    ),
    ...['PATCH /api/vehicles/{id}/change-organisation', 'PATCH /api/vehicles/{id}/change-organization'].flatMap(
      (op): Probe[] => [
        byId(
          op,
          'adminA',
          "B's car",
          () => b.car.id,
          missing('VEHICLE_MISSING'),
          () => ({ organizationId: a.organizationId }),
        ),
        {
          op,
          input: 'body:organizationId',
          as: 'adminA',
          of: 'B',
          id: () => b.organizationId,
          request: (id) => ({ path: op.split(' ')[1].replace('{id}', String(a.car.id)), body: { organizationId: id } }),
          expect: missing('ORGANIZATION_MISSING'),
        },
      ],
    ),
    byId('DELETE /api/vehicleinfo/history/{id}', 'adminA', "B's car", () => b.car.id, missing('VEHICLE_MISSING')),
    {
      op: 'POST /api/vehicles/setup',
      input: 'body:organizationId',
      as: 'adminA',
      of: 'B',
      id: () => b.organizationId,
      request: (id) => ({ path: '/api/vehicles/setup', body: { vehicle: VEHICLE_BODY, organizationId: id } }),
      expect: missing('ORGANIZATION_MISSING'),
    },
    {
      op: 'POST /api/vehicles/setup',
      input: 'body:deviceId',
      as: 'adminA',
      of: "B's free device",
      id: () => b.freeDevice.id,
      request: (id) => ({ path: '/api/vehicles/setup', body: { vehicle: VEHICLE_BODY, deviceId: id } }),
      expect: missing('DEVICE_MISSING'),
    },
    {
      op: 'POST /api/vehicles/setup',
      input: 'body:currentDriver',
      as: 'adminA',
      of: "B's driver",
      id: () => b.driver.userId,
      request: (id) => ({
        path: '/api/vehicles/setup',
        // An open vehicle takes any driver of the organisation: the driver named is what decides.
        body: { vehicle: { ...VEHICLE_BODY, permitAnyDriver: true }, currentDriver: id },
      }),
      expect: missing('USER_MISSING'),
    },
    ...(['permittedDrivers', 'defaultDriver'] as const).map((field): Probe => ({
      op: 'POST /api/vehicles/setup',
      input: `body:vehicle.${field}`,
      as: 'adminA',
      of: "B's driver",
      id: () => b.driver.userId,
      request: (id) => ({
        path: '/api/vehicles/setup',
        body: {
          vehicle:
            field === 'permittedDrivers'
              ? { ...VEHICLE_BODY, permittedDrivers: [a.driver.userId, id] }
              : { ...VEHICLE_BODY, permittedDrivers: [a.driver.userId], defaultDriver: id },
        },
      }),
      expect: field === 'permittedDrivers' ? NOT_OF_ORGANIZATION('USER') : NOT_PERMITTED,
    })),

    // ---------- devices (devices) ----------
    {
      op: 'GET /api/devices',
      input: 'query:organizationIds',
      as: 'adminA',
      of: 'B',
      id: () => b.organizationId,
      request: (id) => ({ path: `/api/devices?organizationIds=${id}` }),
      expect: missing('ORGANIZATION_MISSING'),
    },
    ...[false, true].flatMap((move): Probe[] => [
      byId(
        'PATCH /api/devices/{id}',
        'adminA',
        `B's ${move ? 'installed' : 'free'} device`,
        () => (move ? b.device.id : b.freeDevice.id),
        missing('DEVICE_MISSING'),
        () => ({ vehicleId: w.van.id, move }),
      ),
      {
        op: 'PATCH /api/devices/{id}',
        input: 'body:vehicleId',
        as: 'adminA',
        of: `B's car${move ? ' (move)' : ''}`,
        id: () => b.car.id,
        request: (id) => ({
          path: `/api/devices/${move ? a.device.id : a.freeDevice.id}`,
          body: { vehicleId: id, move },
        }),
        expect: missing('VEHICLE_MISSING'),
      },
    ]),
    byId('GET /api/device-vehicle/vehicle/{id}', 'adminA', "B's car", () => b.car.id, missing('VEHICLE_MISSING')),
    byId('GET /api/vehicles/{id}/installations', 'adminA', "B's car", () => b.car.id, missing('VEHICLE_MISSING')),

    // ---------- map overview (fleet, devices) ----------
    {
      op: 'GET /api/overview',
      input: 'query:organizationIds',
      as: 'adminA',
      of: 'B',
      id: () => b.organizationId,
      request: (id) => ({ path: `/api/overview?organizationIds=${id}` }),
      expect: missing('ORGANIZATION_MISSING'),
    },
    {
      op: 'GET /api/overview',
      input: 'query:organizationIds',
      as: 'driverA',
      of: 'B',
      id: () => b.organizationId,
      request: (id) => ({ path: `/api/overview?organizationIds=${id}` }),
      expect: missing('ORGANIZATION_MISSING'),
    },
    byId('GET /api/overview/vehicle/{id}', 'adminA', "B's car", () => b.car.id, missing('VEHICLE_MISSING')),
    {
      ...byId(
        'GET /api/overview/vehicle/{id}',
        'driverA',
        "the colleague's van",
        () => w.van.id,
        refused('VEHICLE_FORBIDDEN'),
      ),
      sameAsAbsent: false,
    },

    // ---------- device commands (devices) ----------
    byId('POST /api/vehicles/{id}/tracking', 'adminA', "B's car", () => b.car.id, missing('VEHICLE_MISSING')),
    {
      ...byId(
        'POST /api/vehicles/{id}/tracking',
        'driverA',
        "the colleague's van",
        () => w.van.id,
        refused('VEHICLE_FORBIDDEN'),
      ),
      sameAsAbsent: false,
    },
    byId('POST /api/vehicles/{id}/web-connect', 'adminA', "B's car", () => b.car.id, ROOT_REQUIRED),
    byId('POST /api/vehicles/{id}/cpureset', 'adminA', "B's car", () => b.car.id, ROOT_REQUIRED),
    byId('GET /api/vehicles/{id}/commands', 'adminA', "B's car", () => b.car.id, missing('VEHICLE_MISSING')),
    {
      ...byId(
        'GET /api/vehicles/{id}/commands',
        'driverA',
        "the colleague's van",
        () => w.van.id,
        refused('VEHICLE_FORBIDDEN'),
      ),
      sameAsAbsent: false,
    },
    byId('POST /api/devices/{id}/commands', 'adminA', "B's device", () => b.device.id, missing('DEVICE_MISSING'), {
      kind: 'GET_INFO',
    }),
    byId('GET /api/devices/{id}/commands', 'adminA', "B's device", () => b.device.id, missing('DEVICE_MISSING')),
    {
      ...byId('GET /api/devices/{id}/commands', 'driverA', "A's device", () => a.device.id, ADMIN_REQUIRED),
      sameAsAbsent: false,
    },
  ];
}
