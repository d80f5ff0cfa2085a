import { useBeforeAll } from '@fleetlog/testing';

import { ApiClient } from './support/api-client';
import { type RunningBff, startBff } from './support/bff-app';
import { unique } from './support/fixtures';
import { type DeviceJson, eventually, type InstallationJson, useStack, type VehicleJson } from './support/stack';

interface UserJson {
  userId: number;
  displayName: string;
  permittedVehicles: number[];
  defaultVehicles: number[];
  currentVehicle: number[];
}

describe('installations, connect and the driver ↔ vehicle relation over the API (real auth, fleet, devices)', () => {
  const { stack, fleet } = useStack();
  const org = useBeforeAll(() => stack.fixtures.organization('flows'));
  const driver = useBeforeAll(() => stack.fixtures.user(org));

  const asAdmin = () => ({ token: org.admin.token });
  const asRoot = () => ({
    token: stack.fixtures.rootToken,
    headers: { 'x-organization-id': String(org.organizationId) },
  });
  const installationsOfDevice = async (deviceId: number) =>
    (await stack.api.get<InstallationJson[]>(`/api/admin/devices/${deviceId}/installations`, asRoot())).body;
  const vehicleById = async (id: number) => (await stack.api.get<VehicleJson>(`/api/vehicles/${id}`, asAdmin())).body;

  it('answers ready when auth, fleet and devices answer', async () => {
    const ready = await stack.api.get('/health/ready');
    expect({ status: ready.status, body: ready.body }).toEqual({
      status: 200,
      body: { status: 'ok', auth: 'ok', fleet: 'ok', devices: 'ok' },
    });
  });

  describe('a device cannot be installed twice', () => {
    it('refuses a second installation of the device and a second device in the vehicle', async () => {
      const [device, other] = [await fleet.device(org.organizationId), await fleet.device(org.organizationId)];
      const [first, second] = [await fleet.vehicle(org), await fleet.vehicle(org)];
      await fleet.install(device.id, first.id, org.admin.token);

      const again = await stack.api.patch(`/api/devices/${device.id}`, { vehicleId: second.id }, asAdmin());
      expect({ status: again.status, body: again.body }).toMatchObject({
        status: 400,
        body: { code: 'DEVICE_ALREADY_INSTALLED' },
      });
      const occupied = await stack.api.patch(`/api/devices/${other.id}`, { vehicleId: first.id }, asAdmin());
      expect({ status: occupied.status, body: occupied.body }).toMatchObject({
        status: 400,
        body: { code: 'VEHICLE_HAS_DEVICE' },
      });

      const history = await installationsOfDevice(device.id);
      expect(history).toEqual([expect.objectContaining({ vehicleId: first.id, removedTsMs: 0 })]);
      expect(await installationsOfDevice(other.id)).toEqual([]);
    });
  });

  describe('moving a device', () => {
    it('ends the old installation, starts the new one and keeps both in the history', async () => {
      const device = await fleet.device(org.organizationId);
      const [from, to] = [await fleet.vehicle(org), await fleet.vehicle(org)];
      await fleet.install(device.id, from.id, org.admin.token);
      const moved = await fleet.install(device.id, to.id, org.admin.token, true);
      expect(moved.installedVehicle).toMatchObject({ id: to.id });

      const history = await installationsOfDevice(device.id);
      expect(history).toHaveLength(2);
      const [ended, current] = [...history].sort((a, b) => a.installedTsMs - b.installedTsMs);
      expect(ended).toMatchObject({ vehicleId: from.id, organizationId: org.organizationId, removalReason: 'MOVED' });
      expect(ended.removedTsMs).toBeGreaterThanOrEqual(ended.installedTsMs);
      expect(current).toMatchObject({ vehicleId: to.id, removedTsMs: 0 });
      expect(current.installedTsMs).toBeGreaterThanOrEqual(ended.removedTsMs);

      const ofOldVehicle = await stack.api.get<InstallationJson[]>(`/api/vehicles/${from.id}/installations`, asAdmin());
      expect(ofOldVehicle.body).toEqual([expect.objectContaining({ deviceId: device.id, removalReason: 'MOVED' })]);
      const inNew = await stack.api.get<DeviceJson>(`/api/device-vehicle/vehicle/${to.id}`, asAdmin());
      expect(inNew.body).toMatchObject({ id: device.id });
      expect((await stack.api.get(`/api/device-vehicle/vehicle/${from.id}`, asAdmin())).status).toBeGreaterThanOrEqual(
        400,
      );

      // fleet learns installations from devices.installations.v1: the old vehicle loses the device, the new gets it.
      const target = await eventually(
        () => vehicleById(to.id),
        (vehicle) => vehicle.state?.imei === device.imei,
      );
      expect(target.state?.imei).toBe(device.imei);
      expect(target.deviceType).toBe(device.deviceType);
      const source = await eventually(
        () => vehicleById(from.id),
        (vehicle) => !vehicle.state?.imei,
      );
      expect(source.state?.imei ?? '').toBe('');
      expect(source.deviceType).toBe('');
    });
  });

  describe('connect (superadmin)', () => {
    it('connects a stock device with a new vehicle and a new driver, and invites the driver afterwards', async () => {
      const device = await fleet.device();
      const email = `${unique('connect')}@example.se`.toLowerCase();
      const registry = `C${Date.now().toString(36).slice(-6)}`.toUpperCase();
      const connected = await stack.api.post<DeviceJson>(
        `/api/admin/devices/${device.id}/connect`,
        {
          organizationId: org.organizationId,
          newVehicle: {
            registry,
            displayName: 'Connected van',
            defaultTripType: 'BUSINESS',
            benefitType: 'WORK',
            isoCountryCode: 'SE',
          },
          newDriver: { name: 'Connie Driver', email },
        },
        { token: stack.fixtures.rootToken },
      );
      expect(connected.status).toBe(200);
      expect(connected.body.organizationId).toMatchObject({ organizationId: org.organizationId });
      const vehicleId = connected.body.installedVehicle?.id ?? 0;
      expect(vehicleId).toBeGreaterThan(0);

      const vehicle = await vehicleById(vehicleId);
      expect(vehicle).toMatchObject({ registry, organizationId: org.organizationId });
      const users = await stack.api.get<Array<UserJson & { displayEmail: string }>>('/api/user', asAdmin());
      const newDriver = users.body.find((user) => user.displayEmail === email);
      expect(newDriver).toMatchObject({ permittedVehicles: [vehicleId], defaultVehicles: [vehicleId] });
      expect(vehicle.defaultDriver).toMatchObject({ id: newDriver?.userId });
      const mail = await stack.smtp.waitForMail((received) => received.to.includes(email), 20_000);
      expect(mail.text).toContain('token=');
    });

    it('leaves no driver behind when creating the vehicle fails', async () => {
      const taken = await fleet.vehicle(org, { registry: `T${Date.now().toString(36).slice(-6)}`.toUpperCase() });
      const device = await fleet.device();
      const email = `${unique('undone')}@example.se`.toLowerCase();
      const failed = await stack.api.post(
        `/api/admin/devices/${device.id}/connect`,
        {
          organizationId: org.organizationId,
          newVehicle: {
            registry: taken.registry,
            defaultTripType: 'BUSINESS',
            benefitType: 'WORK',
            isoCountryCode: 'SE',
          },
          newDriver: { name: 'Never Here', email },
        },
        { token: stack.fixtures.rootToken },
      );
      expect({ status: failed.status, body: failed.body }).toMatchObject({
        status: 400,
        body: { code: 'REGISTRY_ALREADY_EXISTS' },
      });
      const users = await stack.api.get<Array<{ displayEmail: string }>>('/api/user', {
        ...asAdmin(),
        headers: { 'x-show-archived': 'true' },
      });
      expect(users.body.map((user) => user.displayEmail)).not.toContain(email);
      const device2 = await stack.api.get<DeviceJson>(`/api/admin/devices/${device.id}`, asRoot());
      expect(device2.body).toMatchObject({ organizationId: null, installedVehicle: null });
    });
  });

  describe('driver ↔ vehicle relation in user responses', () => {
    it('stores the vehicle lists in fleet and shows them on every user read', async () => {
      const [first, second] = [await fleet.vehicle(org), await fleet.vehicle(org)];
      const email = `${unique('rel')}@example.se`.toLowerCase();
      const created = await stack.api.post<UserJson>(
        '/api/user',
        { name: 'Rel Driver', email, roles: ['DRIVER'], password: 'Test-password-1', permittedVehicles: [first.id] },
        asAdmin(),
      );
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ permittedVehicles: [first.id], defaultVehicles: [] });

      const patched = await stack.api.patch<UserJson>(
        `/api/user/${created.body.userId}`,
        { permittedVehicles: [first.id, second.id], defaultVehicles: [second.id] },
        asAdmin(),
      );
      expect(patched.body).toMatchObject({ defaultVehicles: [second.id] });
      expect([...patched.body.permittedVehicles].sort()).toEqual([first.id, second.id].sort());

      const one = await stack.api.get<UserJson>(`/api/user/${created.body.userId}`, asAdmin());
      expect(one.body.defaultVehicles).toEqual([second.id]);
      const listed = await stack.api.get<UserJson[]>('/api/user', asAdmin());
      expect(listed.body.find((user) => user.userId === created.body.userId)?.defaultVehicles).toEqual([second.id]);
      const vehicle = await vehicleById(second.id);
      expect(vehicle.permittedDrivers.map((d) => d.id)).toContain(created.body.userId);

      const token = await stack.api.login(email, 'Test-password-1');
      await stack.api.request('PUT', `/api/vehicles/${second.id}/current-driver`, {
        token,
        body: { userId: created.body.userId },
      });
      const me = await stack.api.get<{ user: UserJson }>('/api/auth', { token });
      expect(me.body.user).toMatchObject({ defaultVehicles: [second.id], currentVehicle: [second.id] });
    });

    describe('while fleet is unreachable', () => {
      let degraded: RunningBff;
      beforeAll(async () => {
        degraded = await startBff({ authGrpcUrl: stack.auth.grpcUrl, devicesGrpcUrl: stack.devices.grpcUrl });
      });
      afterAll(async () => {
        await degraded?.close();
      });

      it('still returns users, with empty vehicle lists', async () => {
        const api = new ApiClient(degraded.baseUrl);
        const one = await api.get<UserJson>(`/api/user/${driver.userId}`, asAdmin());
        expect(one.status).toBe(200);
        expect(one.body).toMatchObject({ userId: driver.userId, permittedVehicles: [], defaultVehicles: [] });
        const me = await api.get<{ user: UserJson }>('/api/auth', { token: driver.token });
        expect(me.status).toBe(200);
        expect((await api.get('/api/vehicles', asAdmin())).status).toBe(500);
      });
    });
  });
});
