import { useBeforeAll } from '@fleetlog/testing';

import type { ApiResponse } from './support/api-client';
import { unique } from './support/fixtures';
import { type DeviceJson, eventually, expectOk, useStack, type VehicleJson } from './support/stack';

interface UserJson {
  userId: number;
  displayName: string;
  displayEmail: string;
  permittedVehicles: number[];
  defaultVehicles: number[];
}

const codeOf = (response: ApiResponse) => (response.body as { code?: string }).code;

/**
 * Finding 2 of issue 6: a refused request still changed data (PATCH /user saved the name while the vehicles were
 * refused; a connect refused with VEHICLE_HAS_DEVICE cleared the vehicle's default driver). Every BFF route that
 * writes to more than one service, or several records in one, is refused here in a way it used to half-apply, and
 * every record it could have touched is compared before and after.
 */
describe('a refused request changes nothing (real auth, fleet, devices)', () => {
  const { stack, fleet } = useStack();
  const org = useBeforeAll(() => stack.fixtures.organization('refused'));
  const other = useBeforeAll(() => stack.fixtures.organization('refused-other'));
  const driver = useBeforeAll(() => stack.fixtures.user(org));
  const colleague = useBeforeAll(() => stack.fixtures.user(org));
  const stranger = useBeforeAll(() => stack.fixtures.user(other));
  // The driver is permitted and the default on `vehicle`, which has a device installed.
  const vehicle = useBeforeAll(async () => {
    // fleet learns of new users from auth's events: retry until it knows the driver.
    const created = await eventually(
      () =>
        stack.api.post<VehicleJson>(
          '/api/vehicles',
          {
            displayName: unique('Van'),
            defaultTripType: 'BUSINESS',
            benefitType: 'WORK',
            isoCountryCode: 'SE',
            permittedDrivers: [driver.userId],
            defaultDriver: driver.userId,
          },
          asAdmin(),
        ),
      (response) => response.status === 201,
    );
    expectOk(created, 201, 'creating the vehicle with its default driver');
    return created.body;
  });
  const spare = useBeforeAll(() => fleet.vehicle(org));
  const foreignVehicle = useBeforeAll(() => fleet.vehicle(other));
  const installed = useBeforeAll(() => fleet.device(org.organizationId));
  beforeAll(() => fleet.install(installed.id, vehicle.id, org.admin.token));

  const asAdmin = () => ({ token: org.admin.token });
  const asRoot = () => ({ token: stack.fixtures.rootToken });
  const user = async (id: number) => (await stack.api.get<UserJson>(`/api/user/${id}`, asAdmin())).body;
  const vehicleById = async (id: number) => (await stack.api.get<VehicleJson>(`/api/vehicles/${id}`, asAdmin())).body;
  const emails = async () =>
    (await stack.api.get<UserJson[]>('/api/user', asAdmin())).body.map((entry) => entry.displayEmail);

  describe('PATCH /api/user/{id} (auth, then fleet)', () => {
    it.each([
      ['a vehicle of another organisation', () => ({ permittedVehicles: [foreignVehicle.id] })],
      ['a vehicle that does not exist', () => ({ permittedVehicles: [987_654_321] })],
      ['a default vehicle the user is not permitted on', () => ({ defaultVehicles: [spare.id] })],
    ])('keeps the name when the vehicle lists are refused: %s', async (_case, lists) => {
      const before = await user(colleague.userId);
      const response = await stack.api.patch(
        `/api/user/${colleague.userId}`,
        { displayName: unique('Renamed'), phone: '0701234567', ...lists() },
        asAdmin(),
      );
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await user(colleague.userId)).toEqual(before);
    });

    it('keeps a driver’s own name when the driver may not set vehicle lists', async () => {
      const before = await user(colleague.userId);
      const response = await stack.api.patch(
        `/api/user/${colleague.userId}`,
        { displayName: unique('Self'), permittedVehicles: [spare.id] },
        { token: colleague.token },
      );
      expect({ status: response.status, code: codeOf(response) }).toEqual({
        status: 403,
        code: 'ROOT_OR_ADMIN_REQUIRED',
      });
      expect(await user(colleague.userId)).toEqual(before);
    });

    it('still changes name and lists together when everything is valid', async () => {
      const name = unique('Valid');
      const response = await stack.api.patch<UserJson>(
        `/api/user/${colleague.userId}`,
        { displayName: name, permittedVehicles: [spare.id], defaultVehicles: [spare.id] },
        asAdmin(),
      );
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        displayName: name,
        permittedVehicles: [spare.id],
        defaultVehicles: [spare.id],
      });
      // Back to no vehicles for the other tests.
      const reset = await stack.api.patch(`/api/user/${colleague.userId}`, { permittedVehicles: [] }, asAdmin());
      expect(reset.status).toBe(200);
    });
  });

  it('POST /api/user leaves no user behind when the default vehicle is not permitted', async () => {
    const email = `${unique('refused')}@example.se`.toLowerCase();
    const response = await stack.api.post(
      '/api/user',
      { name: 'Never Created', email, roles: ['DRIVER'], permittedVehicles: [], defaultVehicles: [spare.id] },
      asAdmin(),
    );
    expect({ status: response.status, code: codeOf(response) }).toEqual({
      status: 400,
      code: 'DRIVER_NOT_PERMITTED_FOR_VEHICLE',
    });
    expect(await emails()).not.toContain(email);
  });

  it('POST /api/admin/devices/{id}/connect refused with VEHICLE_HAS_DEVICE keeps the default driver and creates no one', async () => {
    const device = await fleet.device(org.organizationId);
    const email = `${unique('connect')}@example.se`.toLowerCase();
    const before = { vehicle: await vehicleById(vehicle.id), driver: await user(driver.userId) };
    expect(before.vehicle.defaultDriver?.id).toBe(driver.userId);

    const response = await stack.api.post(
      `/api/admin/devices/${device.id}/connect`,
      { organizationId: org.organizationId, vehicleId: vehicle.id, newDriver: { name: 'New Driver', email } },
      asRoot(),
    );
    expect({ status: response.status, code: codeOf(response) }).toEqual({ status: 400, code: 'VEHICLE_HAS_DEVICE' });

    expect(await vehicleById(vehicle.id)).toEqual(before.vehicle);
    expect(await user(driver.userId)).toEqual(before.driver);
    expect(await emails()).not.toContain(email);
    const after = (await stack.api.get<DeviceJson>(`/api/admin/devices/${device.id}`, asRoot())).body;
    expect(after).toMatchObject({ installedVehicle: null, organizationId: { organizationId: org.organizationId } });
  });

  it('POST /api/admin/devices/{id}/connect refused for an installed device creates neither vehicle nor driver', async () => {
    const email = `${unique('connect')}@example.se`.toLowerCase();
    const name = unique('Never');
    const response = await stack.api.post(
      `/api/admin/devices/${installed.id}/connect`,
      {
        organizationId: org.organizationId,
        newVehicle: { displayName: name, defaultTripType: 'BUSINESS', benefitType: 'WORK', isoCountryCode: 'SE' },
        newDriver: { name: 'New Driver', email },
      },
      asRoot(),
    );
    expect({ status: response.status, code: codeOf(response) }).toEqual({
      status: 400,
      code: 'DEVICE_ALREADY_INSTALLED',
    });
    expect(await emails()).not.toContain(email);
    const vehicles = (await stack.api.get<VehicleJson[]>('/api/vehicles', asAdmin())).body;
    expect(vehicles.map((entry) => entry.displayName)).not.toContain(name);
  });

  it('PATCH /api/vehicles/{id} with a driver of another organisation keeps the name', async () => {
    const before = await vehicleById(spare.id);
    const response = await stack.api.patch(
      `/api/vehicles/${spare.id}`,
      { displayName: unique('Renamed'), permittedDrivers: [stranger.userId] },
      asAdmin(),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await vehicleById(spare.id)).toEqual(before);
  });

  it('POST /api/vehicles with a driver of another organisation creates no vehicle', async () => {
    const name = unique('Never');
    const response = await stack.api.post(
      '/api/vehicles',
      {
        displayName: name,
        defaultTripType: 'BUSINESS',
        benefitType: 'WORK',
        isoCountryCode: 'SE',
        permittedDrivers: [stranger.userId],
        defaultDriver: stranger.userId,
      },
      asAdmin(),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const vehicles = (await stack.api.get<VehicleJson[]>('/api/vehicles', asAdmin())).body;
    expect(vehicles.map((entry) => entry.displayName)).not.toContain(name);
  });

  it('POST /api/admin/organization with a taken admin e-mail creates no organisation', async () => {
    const fullName = `BFF ${unique('never')}`;
    const response = await stack.api.post(
      '/api/admin/organization',
      { fullName, adminUserEmail: org.admin.email, adminUserFullName: 'Someone', adminUserPassword: 'Test-password-1' },
      asRoot(),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const organizations = (await stack.api.get<Array<{ fullName: string }>>('/api/admin/organization', asRoot())).body;
    expect(organizations.map((entry) => entry.fullName)).not.toContain(fullName);
  });

  it('POST /api/admin/devices into a vehicle that has a device adds no device', async () => {
    const imei = `35${Date.now().toString().slice(-13)}`;
    const response = await stack.api.post(
      '/api/admin/devices',
      {
        imei,
        iccid: `8946${Date.now().toString().slice(-16).padStart(16, '0')}`,
        phone: '+46701234567',
        deviceType: 'FMB001',
        organizationId: org.organizationId,
        vehicleId: vehicle.id,
      },
      asRoot(),
    );
    expect({ status: response.status, code: codeOf(response) }).toEqual({ status: 400, code: 'VEHICLE_HAS_DEVICE' });
    const found = await stack.api.get<{ devices: DeviceJson[] }>(`/api/admin/devices?search=${imei}`, asRoot());
    expect(found.body.devices).toEqual([]);
  });
});
