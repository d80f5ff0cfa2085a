import { lateBound } from '@fleetlog/testing';

import { DAY_MS, type Probe, superadmin, VEHICLE_BODY } from './probe';
import { PROBE_WEEK, type ProbeWorld } from './world';

/** The superadmin back office, refused to A's admin before any id is read. */
export function backOfficeProbes(w: ProbeWorld): Probe[] {
  const a = lateBound(() => w.a);
  const b = lateBound(() => w.b);
  return [
    superadmin('POST /api/admin/organization', () => ({
      path: '/api/admin/organization',
      body: {
        fullName: 'Probe',
        parentOrganization: b.organizationId,
        adminUserEmail: 'probe@example.se',
        adminUserFullName: 'Probe',
      },
    })),
    ...['POST', 'DELETE'].flatMap((method) => [
      superadmin(`${method} /api/admin/organization/settings`, () => ({
        path: '/api/admin/organization/settings',
        body: { organizationId: b.organizationId, key: 'ORG_ALLOWED_SPEED_REPORT', value: true },
      })),
      superadmin(`${method} /api/admin/user/settings`, () => ({
        path: '/api/admin/user/settings',
        body: { userId: b.driver.userId, key: 'USER_ALLOWED_SPEED_REPORT', value: true },
      })),
    ]),
    ...['GET', 'PATCH', 'DELETE'].map((method) =>
      superadmin(`${method} /api/admin/organization/{id}`, () => ({
        path: `/api/admin/organization/${b.organizationId}`,
        body: method === 'PATCH' ? { parentOrganization: a.organizationId } : undefined,
      })),
    ),
    superadmin('POST /api/admin/vehicles', () => ({
      path: '/api/admin/vehicles',
      body: { ...VEHICLE_BODY, organizationId: b.organizationId, permittedDrivers: [a.driver.userId] },
    })),
    superadmin('GET /api/admin/devices', () => ({ path: `/api/admin/devices?organizationIds=${b.organizationId}` })),
    superadmin('POST /api/admin/devices', () => ({
      path: '/api/admin/devices',
      body: {
        imei: b.device.imei,
        phone: '+46700000000',
        deviceType: 'FMB001',
        organizationId: a.organizationId,
        vehicleId: b.car.id,
      },
    })),
    superadmin('GET /api/admin/devices/{id}', () => ({ path: `/api/admin/devices/${b.device.id}` })),
    superadmin('PATCH /api/admin/devices/{id}', () => ({
      path: `/api/admin/devices/${b.freeDevice.id}`,
      body: { installedVehicle: { id: a.car.id } },
    })),
    superadmin('DELETE /api/admin/devices/{id}/installed-vehicle', () => ({
      path: `/api/admin/devices/${b.device.id}/installed-vehicle`,
    })),
    superadmin('POST /api/admin/devices/{id}/connect', () => ({
      path: `/api/admin/devices/${b.freeDevice.id}/connect`,
      body: { organizationId: a.organizationId, vehicleId: a.car.id },
    })),
    superadmin('GET /api/admin/devices/{id}/installations', () => ({
      path: `/api/admin/devices/${b.device.id}/installations`,
    })),
    superadmin('POST /api/admin/devices/{id}/sms', () => ({
      path: `/api/admin/devices/${b.device.id}/sms`,
      body: { command: 'getinfo' },
    })),
    superadmin('POST /api/admin/future-device', () => ({
      path: '/api/admin/future-device',
      body: { vehicleId: a.car.id, deviceId: b.freeDevice.id },
    })),
    superadmin('DELETE /api/admin/future-device', () => ({
      path: '/api/admin/future-device',
      body: { vehicleId: b.car.id },
    })),
    superadmin('GET /api/external/fota/device', () => ({ path: `/api/external/fota/device?imei=${b.device.imei}` })),
    superadmin('GET /api/admin/avl/log', () => ({
      path: `/api/admin/avl/log?imei=${b.device.imei}&start=${PROBE_WEEK}&stop=${PROBE_WEEK + DAY_MS}`,
    })),
    superadmin('POST /api/admin/trip', () => ({
      path: '/api/admin/trip',
      body: {
        vehicleId: a.car.id,
        imei: a.device.imei,
        userId: b.driver.userId,
        timestampStartMs: PROBE_WEEK + 5 * DAY_MS,
        timestampStopMs: PROBE_WEEK + 5 * DAY_MS + 3_600_000,
        tripOdometerMax: 1000,
        purpose: 'BUSINESS',
      },
    })),
    superadmin('DELETE /api/admin/trip/{id}', () => ({ path: `/api/admin/trip/${b.trip}` })),
    superadmin('PUT /api/admin/move-trip/single/{id}', () => ({
      path: `/api/admin/move-trip/single/${b.trip}`,
      body: { vehicleId: a.car.id, driverId: a.driver.userId },
    })),
    superadmin('POST /api/admin/move-trips', () => ({
      path: '/api/admin/move-trips',
      body: {
        fromTsMs: PROBE_WEEK,
        toTsMs: PROBE_WEEK + 7 * DAY_MS,
        sourceVehicleId: b.car.id,
        targetVehicleId: a.car.id,
      },
    })),
    superadmin('DELETE /api/admin/vehicles/{id}/history', () => ({ path: `/api/admin/vehicles/${b.car.id}/history` })),
    superadmin('PUT /api/triptax-analyzer/station-override/{cpId}', () => ({
      path: '/api/triptax-analyzer/station-override/stockholm-272',
      body: { clear: true },
    })),
    superadmin('GET /api/triptax-analyzer/path-info/{id}', () => ({
      path: `/api/triptax-analyzer/path-info/${b.tollTrip}`,
    })),
    superadmin('GET /api/triptax-analyzer/check-path/{id}', () => ({
      path: `/api/triptax-analyzer/check-path/${b.tollTrip}`,
    })),
    superadmin('POST /api/zone/batch', () => ({
      path: '/api/zone/batch',
      body: { zone: { zoneId: b.zone }, personIds: [a.driver.userId] },
    })),
  ];
}
