import { lateBound } from '@fleetlog/testing';

import { DAY_MS, missing, NOT_OF_ORGANIZATION, type Probe, relation, VEHICLE_BODY } from './probe';
import { PROBE_WEEK, type ProbeWorld } from './world';

/** Ids the caller may each see, of A and of B (or C), that a route would relate (B's admin, ROOT). */
export function relationProbes(w: ProbeWorld): Probe[] {
  const a = lateBound(() => w.a);
  const b = lateBound(() => w.b);
  return [
    // B's admin (A is below B) and ROOT see both organisations: each id visible, the two not of one organisation.
    ...(['adminB', 'root'] as const).flatMap((as): Probe[] => [
      relation(
        'PUT /api/vehicles/{id}/current-driver',
        'body:userId',
        as,
        "B's driver in A's car",
        () => b.driver.userId,
        (id) => ({
          path: `/api/vehicles/${a.car.id}/current-driver`,
          body: { userId: id },
        }),
      ),
      relation(
        'PATCH /api/vehicles/{id}',
        'body:permittedDrivers',
        as,
        "B's driver on A's car",
        () => b.driver.userId,
        (id) => ({
          path: `/api/vehicles/${a.car.id}`,
          body: { permittedDrivers: [a.driver.userId, w.colleague.userId, id] },
        }),
      ),
      relation(
        'POST /api/vehicles',
        'body:permittedDrivers',
        as,
        "B's driver on a new car of A",
        () => b.driver.userId,
        (id) => ({
          path: '/api/vehicles',
          body: { ...VEHICLE_BODY, permittedDrivers: [id] },
          organizationId: a.organizationId,
        }),
      ),
      relation(
        'PATCH /api/devices/{id}',
        'body:vehicleId',
        as,
        "B's device into A's van",
        () => w.van.id,
        (id) => ({
          path: `/api/devices/${b.freeDevice.id}`,
          body: { vehicleId: id },
        }),
        NOT_OF_ORGANIZATION('DEVICE'),
      ),
      relation(
        'PATCH /api/user/{id}',
        'body:permittedVehicles',
        as,
        "B's car for A's driver",
        () => b.car.id,
        (id) => ({
          path: `/api/user/${a.driver.userId}`,
          body: { permittedVehicles: [a.car.id, id] },
        }),
        NOT_OF_ORGANIZATION('VEHICLE'),
      ),
      relation(
        'POST /api/user',
        'body:permittedVehicles',
        as,
        "B's car for a new user of A",
        () => b.car.id,
        (id) => ({
          path: '/api/user',
          body: {
            name: 'Probe',
            email: `probe-${Date.now()}-${id}@example.se`,
            roles: ['DRIVER'],
            permittedVehicles: [id],
          },
          organizationId: a.organizationId,
        }),
        // Named in organisation A (selected), where B's car is not.
        missing('VEHICLE_MISSING'),
      ),
      relation(
        'PUT /api/journal/merge',
        'body:journal_ids',
        as,
        "A's and B's trips",
        () => b.trip,
        (id) => ({
          path: '/api/journal/merge',
          body: { journal_ids: [a.trip, id] },
        }),
        [400, 'DIFFERENT_VEHICLES'],
      ),
      relation(
        'POST /api/vehicles/setup',
        'body:deviceId',
        as,
        "B's device in a new car of A",
        () => b.freeDevice.id,
        (id) => ({
          path: '/api/vehicles/setup',
          body: { vehicle: VEHICLE_BODY, organizationId: a.organizationId, deviceId: id },
        }),
        NOT_OF_ORGANIZATION('DEVICE'),
      ),
      relation(
        'POST /api/vehicles/setup',
        'body:currentDriver',
        as,
        "B's driver in a new car of A",
        () => b.driver.userId,
        (id) => ({
          path: '/api/vehicles/setup',
          body: {
            vehicle: { ...VEHICLE_BODY, permitAnyDriver: true },
            organizationId: a.organizationId,
            currentDriver: id,
          },
        }),
      ),
    ]),
    // A trip's driver is of the vehicle's organisation or one above or below it (the journal's rule, 312990f): C, an
    // organisation of its own, is neither.
    relation(
      'PUT /api/journal/{id}',
      'body:user_id',
      'root',
      "C's driver on A's trip",
      () => w.c.driver.userId,
      (id) => ({ path: `/api/journal/${a.trip}`, body: { user_id: id } }),
      missing('USER_MISSING'),
    ),
    relation(
      'POST /api/admin/trip',
      'body:userId',
      'root',
      "C's driver on a new trip of A's car",
      () => w.c.driver.userId,
      (id) => ({
        path: '/api/admin/trip',
        body: {
          vehicleId: a.car.id,
          imei: a.device.imei,
          userId: id,
          timestampStartMs: PROBE_WEEK + 5 * DAY_MS,
          timestampStopMs: PROBE_WEEK + 5 * DAY_MS + 3_600_000,
          tripOdometerMax: 1000,
          purpose: 'BUSINESS',
        },
      }),
      missing('USER_MISSING'),
    ),
    relation(
      'PUT /api/admin/move-trip/single/{id}',
      'body:driverId',
      'root',
      "C's driver on A's trip moved to A's van",
      () => w.c.driver.userId,
      (id) => ({ path: `/api/admin/move-trip/single/${a.secondTrip}`, body: { vehicleId: w.van.id, driverId: id } }),
      missing('USER_MISSING'),
    ),
    relation(
      'POST /api/admin/move-trips',
      'body:targetDriverId',
      'root',
      "C's driver on trips moved to A's car",
      () => w.c.driver.userId,
      (id) => ({
        path: '/api/admin/move-trips',
        // A day the van has no trips: a move that went through would move nothing, the driver is what is probed.
        body: {
          fromTsMs: PROBE_WEEK + 5 * DAY_MS,
          toTsMs: PROBE_WEEK + 6 * DAY_MS,
          sourceVehicleId: w.van.id,
          targetVehicleId: a.car.id,
          targetDriverId: id,
        },
      }),
      missing('USER_MISSING'),
    ),
    relation(
      'PATCH /api/admin/devices/{id}',
      'body:installedVehicle.id',
      'root',
      "B's device into A's van",
      () => w.van.id,
      (id) => ({
        path: `/api/admin/devices/${b.freeDevice.id}`,
        body: { installedVehicle: { id } },
      }),
      NOT_OF_ORGANIZATION('DEVICE'),
    ),
    relation(
      'POST /api/admin/devices/{id}/connect',
      'body:vehicleId',
      'root',
      "B's device to A with B's car",
      () => b.car.id,
      (id) => ({
        path: `/api/admin/devices/${w.stockDevice.id}/connect`,
        body: { organizationId: a.organizationId, vehicleId: id },
      }),
      NOT_OF_ORGANIZATION('VEHICLE'),
    ),
    relation(
      'POST /api/admin/devices/{id}/connect',
      'body:newVehicle.permittedDrivers',
      'root',
      "B's driver on a new car of A",
      () => b.driver.userId,
      (id) => ({
        path: `/api/admin/devices/${w.stockDevice.id}/connect`,
        body: { organizationId: a.organizationId, newVehicle: { ...VEHICLE_BODY, permittedDrivers: [id] } },
      }),
    ),
    relation(
      'POST /api/admin/devices',
      'body:vehicleId',
      'root',
      "a new device of A in B's car",
      () => b.car.id,
      (id) => ({
        path: '/api/admin/devices',
        body: {
          imei: `35${String(Date.now()).padStart(13, '0').slice(-13)}`,
          phone: `+4670${String(Date.now()).slice(-7)}`,
          deviceType: 'FMB001',
          organizationId: a.organizationId,
          vehicleId: id,
        },
      }),
      NOT_OF_ORGANIZATION('VEHICLE'),
    ),
    relation(
      'POST /api/admin/future-device',
      'body:deviceId',
      'root',
      "B's device planned for A's car",
      () => b.freeDevice.id,
      (id) => ({
        path: '/api/admin/future-device',
        body: { vehicleId: a.car.id, deviceId: id },
      }),
      NOT_OF_ORGANIZATION('DEVICE'),
    ),
    relation(
      'POST /api/admin/future-device',
      'body:imei',
      'root',
      "B's device planned for A's car, by IMEI",
      () => b.freeDevice.id,
      () => ({ path: '/api/admin/future-device', body: { vehicleId: a.car.id, imei: b.freeDevice.imei } }),
      NOT_OF_ORGANIZATION('DEVICE'),
    ),
    relation(
      'POST /api/admin/vehicles',
      'body:permittedDrivers',
      'root',
      "B's driver on a new car of A",
      () => b.driver.userId,
      (id) => ({
        path: '/api/admin/vehicles',
        body: { ...VEHICLE_BODY, organizationId: a.organizationId, permittedDrivers: [id] },
      }),
    ),
    relation(
      'PATCH /api/admin/organization/{id}',
      'body:parentOrganization',
      'root',
      "A, below B, as B's parent",
      () => a.organizationId,
      (id) => ({
        path: `/api/admin/organization/${b.organizationId}`,
        body: { parentOrganization: id },
      }),
      [400, 'MISFORMATTED_FIELDS'],
    ),
  ];
}
