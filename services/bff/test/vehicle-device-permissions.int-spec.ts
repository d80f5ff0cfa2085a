import { useBeforeAll } from '@fleetlog/testing';

import type { ApiResponse } from './support/api-client';
import { type DeviceJson, useStack, type VehicleJson } from './support/stack';

type Role = 'DRIVER' | 'ADMIN' | 'ROOT';
const ROLES: Role[] = ['DRIVER', 'ADMIN', 'ROOT'];

/** An expected answer: a status, and for refusals the catalogue code. */
type Outcome = number | readonly [number, string];

interface Case {
  route: string;
  /** Runs the request as the role; `fresh` gives objects no other case touches (for destructive changes). */
  call(role: Role): Promise<ApiResponse>;
  expect: Record<Role, Outcome>;
}

// Spec 01 §6 and BRIEF-ISSUE3 "Permissions" / "Roles on devices", per route, for a driver permitted on the vehicle,
// the admin of its organisation and ROOT (acting in that organisation via x-organization-id).
describe('permission matrix of vehicles and devices over the API (real auth, fleet, devices)', () => {
  const { stack, fleet } = useStack();
  const orgA = useBeforeAll(() => stack.fixtures.organization('perm-a'));
  const orgB = useBeforeAll(() => stack.fixtures.organization('perm-b'));
  // The child first: services cache the organisations a token knows for a few seconds.
  let childOfA: number;
  beforeAll(async () => {
    childOfA = await fleet.childOrganization(orgA);
  });
  const driver = useBeforeAll(() => stack.fixtures.user(orgA));
  const vehicle = useBeforeAll(() => fleet.vehicle(orgA, { permittedDrivers: [driver.userId] }));
  const notPermitted = useBeforeAll(() => fleet.vehicle(orgA));
  const vehicleB = useBeforeAll(() => fleet.vehicle(orgB));
  const deviceB = useBeforeAll(() => fleet.device(orgB.organizationId));
  // Installed, so that a cross-organisation read of B's installation data would have something to leak.
  beforeAll(() => fleet.install(deviceB.id, vehicleB.id, orgB.admin.token));

  const auth = (role: Role) => {
    if (role === 'DRIVER') return { token: driver.token };
    if (role === 'ADMIN') return { token: orgA.admin.token };
    return { token: stack.fixtures.rootToken, headers: { 'x-organization-id': String(orgA.organizationId) } };
  };
  const get = (role: Role, path: string) => stack.api.get(path, auth(role));
  const send = (role: Role, method: string, path: string, body?: unknown) =>
    stack.api.request(method, path, { ...auth(role), body });
  const freshVehicle = () => fleet.vehicle(orgA, { permittedDrivers: [driver.userId] });
  const freshDevice = () => fleet.device(orgA.organizationId);
  const superadminOnly = { DRIVER: [403, 'ROOT_REQUIRED'], ADMIN: [403, 'ROOT_REQUIRED'] } as const;
  const adminAndUp = { DRIVER: [403, 'ROOT_OR_ADMIN_REQUIRED'] } as const;

  const vehicleCases: Case[] = [
    { route: 'GET /vehicles', call: (r) => get(r, '/api/vehicles'), expect: { DRIVER: 200, ADMIN: 200, ROOT: 200 } },
    {
      route: 'GET /vehicles/simple',
      call: (r) => get(r, '/api/vehicles/simple'),
      expect: { DRIVER: 200, ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'GET /vehicles/{id} (permitted)',
      call: (r) => get(r, `/api/vehicles/${vehicle.id}`),
      expect: { DRIVER: 200, ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'GET /vehicles/{id} (not permitted)',
      call: (r) => get(r, `/api/vehicles/${notPermitted.id}`),
      expect: { DRIVER: [403, 'VEHICLE_FORBIDDEN'], ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'POST /vehicles',
      call: (r) =>
        send(r, 'POST', '/api/vehicles', {
          displayName: `Van of ${r}`,
          defaultTripType: 'BUSINESS',
          benefitType: 'WORK',
          isoCountryCode: 'SE',
        }),
      expect: { ...adminAndUp, ADMIN: 201, ROOT: 201 },
    },
    {
      route: 'POST /admin/vehicles',
      call: (r) =>
        send(r, 'POST', '/api/admin/vehicles', {
          organizationId: orgA.organizationId,
          displayName: 'Pool car',
          defaultTripType: 'PRIVATE',
          benefitType: 'POOL',
          isoCountryCode: 'SE',
        }),
      expect: { ...superadminOnly, ROOT: 201 },
    },
    {
      route: 'PATCH /vehicles/{id}',
      call: (r) => send(r, 'PATCH', `/api/vehicles/${vehicle.id}`, { displayName: `Renamed by ${r}` }),
      expect: { ...adminAndUp, ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'DELETE /vehicles/{id}',
      call: async (r) => send(r, 'DELETE', `/api/vehicles/${(await freshVehicle()).id}`),
      expect: { DRIVER: [403, 'ROOT_REQUIRED'], ADMIN: [403, 'ROOT_REQUIRED'], ROOT: 200 },
    },
    {
      route: 'PATCH /vehicles/{id}/archive',
      call: async (r) => send(r, 'PATCH', `/api/vehicles/${(await freshVehicle()).id}/archive`),
      expect: { ...adminAndUp, ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'PATCH /vehicles/{id}/activate',
      call: async (r) => {
        const archived = await freshVehicle();
        await send('ADMIN', 'PATCH', `/api/vehicles/${archived.id}/archive`);
        return send(r, 'PATCH', `/api/vehicles/${archived.id}/activate`);
      },
      expect: { DRIVER: 403, ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'PATCH /vehicles/{id}/response-time',
      call: (r) => send(r, 'PATCH', `/api/vehicles/${vehicle.id}/response-time`, { period: 12, unit: 'h' }),
      expect: { ...adminAndUp, ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'PATCH /vehicles/{id}/frequency',
      call: (r) =>
        send(r, 'PATCH', `/api/vehicles/${vehicle.id}/frequency`, { value: '3-h', batteryWarningAcknowledged: true }),
      expect: { ...adminAndUp, ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'PUT /vehicles/{id}/current-driver (the driver checks in)',
      call: (r) => send(r, 'PUT', `/api/vehicles/${vehicle.id}/current-driver`, { userId: driver.userId }),
      expect: { DRIVER: 200, ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'PUT /vehicles/{id}/check-current-driver (check out)',
      call: (r) => send(r, 'PUT', `/api/vehicles/${vehicle.id}/check-current-driver`, { userId: null }),
      expect: { DRIVER: 200, ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'PUT /vehicles/{id}/current-driver (not permitted)',
      call: (r) => send(r, 'PUT', `/api/vehicles/${notPermitted.id}/current-driver`, { userId: driver.userId }),
      expect: {
        DRIVER: [400, 'DRIVER_NOT_PERMITTED_FOR_VEHICLE'],
        ADMIN: [400, 'DRIVER_NOT_PERMITTED_FOR_VEHICLE'],
        ROOT: [400, 'DRIVER_NOT_PERMITTED_FOR_VEHICLE'],
      },
    },
    {
      route: 'PATCH /vehicles/{id}/default-trip-type (one permitted driver)',
      call: (r) => send(r, 'PATCH', `/api/vehicles/${vehicle.id}/default-trip-type`),
      expect: { DRIVER: 200, ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'PUT /vehicles/{id}/odometer',
      call: (r) => send(r, 'PUT', `/api/vehicles/${vehicle.id}/odometer`, { valueKm: 12_000 }),
      expect: { ...adminAndUp, ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'PUT /vehicles/{id}/odometer (forced)',
      call: (r) => send(r, 'PUT', `/api/vehicles/${vehicle.id}/odometer`, { valueKm: 12_500, forced: true }),
      expect: { DRIVER: 403, ADMIN: [403, 'ROOT_REQUIRED'], ROOT: 200 },
    },
    {
      route: 'POST /vehicles/{id}/reset-fuel-co2',
      call: (r) => send(r, 'POST', `/api/vehicles/${vehicle.id}/reset-fuel-co2`),
      expect: { ...adminAndUp, ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'POST /vehicles/set-flag',
      call: (r) => send(r, 'POST', '/api/vehicles/set-flag', { vehicleIds: [vehicle.id], isoCountryCode: 'SE' }),
      expect: { ...adminAndUp, ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'PATCH /vehicles/{id}/change-organisation',
      call: async (r) =>
        send(r, 'PATCH', `/api/vehicles/${(await freshVehicle()).id}/change-organisation`, {
          organizationId: childOfA,
        }),
      expect: { ...adminAndUp, ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'PATCH /vehicles/{id}/change-organization',
      call: async (r) =>
        send(r, 'PATCH', `/api/vehicles/${(await freshVehicle()).id}/change-organization`, {
          organizationId: childOfA,
        }),
      expect: { ...adminAndUp, ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'GET /vehicleinfo/fetch (no registry configured)',
      call: (r) => get(r, '/api/vehicleinfo/fetch?regNo=abc123'),
      expect: { ...adminAndUp, ADMIN: [503, 'SERVICE_NOT_CONFIGURED'], ROOT: [503, 'SERVICE_NOT_CONFIGURED'] },
    },
    {
      route: 'DELETE /vehicleinfo/history/{id}',
      call: (r) => send(r, 'DELETE', `/api/vehicleinfo/history/${vehicle.id}`),
      expect: { ...adminAndUp, ADMIN: 204, ROOT: 204 },
    },
    {
      route: 'GET /vehicles/{id}/installations',
      call: (r) => get(r, `/api/vehicles/${vehicle.id}/installations`),
      expect: { ...adminAndUp, ADMIN: 200, ROOT: 200 },
    },
  ];

  const deviceCases: Case[] = [
    { route: 'GET /devices', call: (r) => get(r, '/api/devices'), expect: { ...adminAndUp, ADMIN: 200, ROOT: 200 } },
    {
      route: 'PATCH /devices/{id} (install)',
      call: async (r) => {
        const [device, target] = [await freshDevice(), await freshVehicle()];
        return send(r, 'PATCH', `/api/devices/${device.id}`, { vehicleId: target.id });
      },
      expect: { ...adminAndUp, ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'GET /device-vehicle/vehicle/{id}',
      call: async (r) => {
        const [device, target] = [await freshDevice(), await freshVehicle()];
        await fleet.install(device.id, target.id, orgA.admin.token);
        return get(r, `/api/device-vehicle/vehicle/${target.id}`);
      },
      expect: { ...adminAndUp, ADMIN: 200, ROOT: 200 },
    },
    {
      route: 'GET /admin/devices',
      call: (r) => get(r, '/api/admin/devices'),
      expect: { ...superadminOnly, ROOT: 200 },
    },
    {
      route: 'POST /admin/devices',
      call: (r) =>
        send(r, 'POST', '/api/admin/devices', {
          imei: `35${Date.now()}${r.length}`.slice(0, 15),
          phone: `+4670${Date.now()}`.slice(0, 13),
          deviceType: 'TAT100',
        }),
      expect: { ...superadminOnly, ROOT: 201 },
    },
    {
      route: 'GET /admin/devices/{id}',
      call: (r) => get(r, `/api/admin/devices/${deviceB.id}`),
      expect: { ...superadminOnly, ROOT: 200 },
    },
    {
      route: 'PATCH /admin/devices/{id}',
      call: (r) => send(r, 'PATCH', `/api/admin/devices/${deviceB.id}`, { physicalLocation: `Shelf ${r}` }),
      expect: { ...superadminOnly, ROOT: 200 },
    },
    {
      route: 'PATCH /admin/devices/{id} (retire)',
      call: async (r) => send(r, 'PATCH', `/api/admin/devices/${(await freshDevice()).id}`, { retired: true }),
      expect: { ...superadminOnly, ROOT: 200 },
    },
    {
      route: 'DELETE /admin/devices/{id}/installed-vehicle',
      call: async (r) => {
        const [device, target] = [await freshDevice(), await freshVehicle()];
        await fleet.install(device.id, target.id, orgA.admin.token);
        return send(r, 'DELETE', `/api/admin/devices/${device.id}/installed-vehicle`);
      },
      expect: { ...superadminOnly, ROOT: 200 },
    },
    {
      route: 'POST /admin/devices/{id}/connect',
      call: async (r) =>
        send(r, 'POST', `/api/admin/devices/${(await fleet.device()).id}/connect`, {
          organizationId: orgA.organizationId,
        }),
      expect: { ...superadminOnly, ROOT: 200 },
    },
    {
      route: 'GET /admin/devices/{id}/installations',
      call: (r) => get(r, `/api/admin/devices/${deviceB.id}/installations`),
      expect: { ...superadminOnly, ROOT: 200 },
    },
    {
      route: 'POST /admin/devices/{id}/sms (no provider configured)',
      call: (r) => send(r, 'POST', `/api/admin/devices/${deviceB.id}/sms`, { command: 'getinfo' }),
      expect: { ...superadminOnly, ROOT: [503, 'SERVICE_NOT_CONFIGURED'] },
    },
    {
      route: 'GET /admin/future-device',
      call: (r) => get(r, '/api/admin/future-device'),
      expect: { ...superadminOnly, ROOT: 200 },
    },
    {
      route: 'POST and DELETE /admin/future-device',
      call: async (r) => {
        const [device, target] = [await freshDevice(), await freshVehicle()];
        const planned = await send(r, 'POST', '/api/admin/future-device', {
          vehicleId: target.id,
          deviceId: device.id,
        });
        if (planned.status !== 200) return planned;
        return send(r, 'DELETE', '/api/admin/future-device', { vehicleId: target.id });
      },
      expect: { ...superadminOnly, ROOT: 204 },
    },
    {
      route: 'GET /external/phone (no SIM provider configured)',
      call: (r) => get(r, '/api/external/phone?iccid=894601234567890123'),
      expect: { ...superadminOnly, ROOT: [503, 'SERVICE_NOT_CONFIGURED'] },
    },
    {
      route: 'GET /external/fota/device (no firmware service configured)',
      call: (r) => get(r, '/api/external/fota/device?imei=356307042441013'),
      expect: { ...superadminOnly, ROOT: [503, 'SERVICE_NOT_CONFIGURED'] },
    },
  ];

  const cases = [...vehicleCases, ...deviceCases].flatMap((c) => ROLES.map((role) => [c.route, role, c] as const));

  it.each(cases)('%s as %s', async (_route, role, c) => {
    const response = await c.call(role);
    const expected = c.expect[role];
    const [status, code] = Array.isArray(expected) ? expected : [expected, undefined];
    expect({ status: response.status, code: (response.body as { code?: string }).code }).toEqual({
      status,
      code: code ?? (status >= 400 ? expect.any(String) : undefined),
    });
  });

  describe('no cross-organisation reads or writes (admin and driver of A on B)', () => {
    const refusedStatuses = [403, 404];
    const asA = (role: 'DRIVER' | 'ADMIN') => ({ token: role === 'DRIVER' ? driver.token : orgA.admin.token });
    const inB = (role: 'DRIVER' | 'ADMIN') => ({
      ...asA(role),
      headers: { 'x-organization-id': String(orgB.organizationId) },
    });
    const onVehicleB: Array<[string, string, unknown?]> = [
      ['GET', '/api/vehicles/{id}'],
      ['PATCH', '/api/vehicles/{id}', { displayName: 'Hijacked' }],
      ['DELETE', '/api/vehicles/{id}'],
      ['PATCH', '/api/vehicles/{id}/archive'],
      ['PATCH', '/api/vehicles/{id}/activate'],
      ['PATCH', '/api/vehicles/{id}/response-time', { period: 1, unit: 'h', batteryWarningAcknowledged: true }],
      ['PATCH', '/api/vehicles/{id}/frequency', { value: '1-h', batteryWarningAcknowledged: true }],
      ['PUT', '/api/vehicles/{id}/current-driver', { userId: null }],
      ['PUT', '/api/vehicles/{id}/check-current-driver', { userId: null }],
      ['PATCH', '/api/vehicles/{id}/default-trip-type'],
      ['PUT', '/api/vehicles/{id}/odometer', { valueKm: 1 }],
      ['POST', '/api/vehicles/{id}/reset-fuel-co2'],
      ['POST', '/api/vehicles/set-flag', { vehicleIds: ['{id}'], isoCountryCode: 'NO' }],
      ['PATCH', '/api/vehicles/{id}/change-organisation', { organizationId: 0 }],
      ['DELETE', '/api/vehicleinfo/history/{id}'],
      ['PATCH', '/api/devices/{device}', { vehicleId: 0 }],
    ];
    const cases = onVehicleB.flatMap((c) =>
      (['DRIVER', 'ADMIN'] as const).map((role) => [c[0], c[1], role, c[2]] as const),
    );

    // Ids that exist nowhere: B's objects must answer exactly like these (issue 6, finding 7).
    const NO_SUCH_ID = 2_000_000_000;

    it.each(cases)(
      '%s %s as %s of A is refused exactly like a non-existent id',
      async (method, template, role, body) => {
        const answer = async (vehicleId: number, deviceId: number) => {
          const fill = (text: string) => text.replace('{id}', String(vehicleId)).replace('{device}', String(deviceId));
          let payload = body === undefined ? undefined : JSON.parse(fill(JSON.stringify(body)));
          if (payload?.vehicleIds) payload = { ...payload, vehicleIds: [vehicleId] };
          if (payload?.organizationId === 0) payload = { organizationId: orgA.organizationId };
          if (payload?.vehicleId === 0) payload = { vehicleId: vehicle.id };
          const response = await stack.api.request(method, fill(template), { ...asA(role), body: payload });
          return { status: response.status, body: response.body };
        };
        const foreign = await answer(vehicleB.id, deviceB.id);
        expect(refusedStatuses).toContain(foreign.status);
        expect(foreign).toEqual(await answer(NO_SUCH_ID, NO_SUCH_ID));
      },
    );

    it.each(['/api/vehicles/{id}/installations', '/api/device-vehicle/vehicle/{id}'])(
      'GET %s of a vehicle of B is refused to the admin of A and reveals nothing of B',
      async (template) => {
        const response = await stack.api.get(template.replace('{id}', String(vehicleB.id)), asA('ADMIN'));
        // The devices service asks fleet whether the caller may see the vehicle before it answers: B's is missing.
        expect({ status: response.status, code: (response.body as { code?: string }).code }).toEqual({
          status: 404,
          code: 'VEHICLE_MISSING',
        });
        expect(response.text).not.toContain(deviceB.imei);
        expect(response.text).not.toContain(`"deviceId":${deviceB.id}`);
      },
    );

    it('does not install a device of A in a vehicle of B, which answers like a missing vehicle', async () => {
      const device = await freshDevice();
      const response = await stack.api.patch(`/api/devices/${device.id}`, { vehicleId: vehicleB.id }, asA('ADMIN'));
      expect({ status: response.status, code: (response.body as { code?: string }).code }).toEqual({
        status: 404,
        code: 'VEHICLE_MISSING',
      });
    });

    it.each(['DRIVER', 'ADMIN'] as const)('refuses B as selected organisation for %s on every list', async (role) => {
      for (const path of ['/api/vehicles', '/api/vehicles/simple', '/api/devices']) {
        const response = await stack.api.get(path, inB(role));
        // An organisation the caller cannot see answers as missing (issue 6, finding 7).
        const code = (response.body as { code?: string }).code;
        expect({ path, status: response.status, code }).toEqual({ path, status: 404, code: 'ORGANIZATION_MISSING' });
      }
      const filtered = await stack.api.get<{ devices: DeviceJson[] }>(
        `/api/devices?organizationIds=${orgB.organizationId}`,
        asA('ADMIN'),
      );
      if (filtered.status === 200) expect(filtered.body.devices.map((d) => d.id)).not.toContain(deviceB.id);
      else expect(filtered.status).toBe(404);
    });

    it('leaves the vehicle and device of B untouched', async () => {
      const seen = await stack.api.get<VehicleJson>(`/api/vehicles/${vehicleB.id}`, { token: orgB.admin.token });
      expect(seen.status).toBe(200);
      expect(seen.body).toMatchObject({
        organizationId: orgB.organizationId,
        displayName: vehicleB.displayName,
        isArchived: false,
        defaultTripType: vehicleB.defaultTripType,
      });
      const device = await stack.api.get<DeviceJson>(`/api/admin/devices/${deviceB.id}`, {
        token: stack.fixtures.rootToken,
      });
      expect(device.body).toMatchObject({
        installedVehicle: { id: vehicleB.id },
        organizationId: { organizationId: orgB.organizationId },
      });
    });

    it('does not let an admin of A give a user of A a vehicle of B', async () => {
      const created = await stack.api.post(
        '/api/user',
        { name: 'Cross', email: `cross-${Date.now()}@example.se`, roles: ['DRIVER'], permittedVehicles: [vehicleB.id] },
        asA('ADMIN'),
      );
      expect(refusedStatuses).toContain(created.status);
      const patched = await stack.api.patch(
        `/api/user/${driver.userId}`,
        { defaultVehicles: [vehicleB.id] },
        asA('ADMIN'),
      );
      expect(refusedStatuses).toContain(patched.status);
    });
  });

  it('a driver sees only permitted (and pool) vehicles in the lists', async () => {
    const listed = await stack.api.get<VehicleJson[]>('/api/vehicles', { token: driver.token });
    const ids = listed.body.map((v) => v.id);
    expect(ids).toContain(vehicle.id);
    expect(ids).not.toContain(notPermitted.id);
    expect(ids).not.toContain(vehicleB.id);
  });
});
