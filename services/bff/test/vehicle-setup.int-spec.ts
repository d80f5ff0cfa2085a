import { useBeforeAll } from '@fleetlog/testing';

import { unique } from './support/fixtures';
import { type DeviceJson, type InstallationJson, useStack, type VehicleJson } from './support/stack';

interface SetupVehicleJson extends VehicleJson {
  currentDriver: { id: number } | null;
  settings: { vehicleService: Record<string, { name: string }> };
}

// POST /api/vehicles/setup over the real auth, fleet and devices: the editor's four calls as one, and a request that
// fails changes nothing.
describe('vehicle setup in one request (real auth, fleet, devices)', () => {
  const { stack, fleet } = useStack();
  const org = useBeforeAll(() => stack.fixtures.organization('setup'));
  const other = useBeforeAll(() => stack.fixtures.organization('setup-other'));
  const driver = useBeforeAll(() => stack.fixtures.user(org));
  const stranger = useBeforeAll(() => stack.fixtures.user(other));

  const asAdmin = () => ({ token: org.admin.token, headers: { 'x-organization-id': String(org.organizationId) } });
  const asRoot = () => ({
    token: stack.fixtures.rootToken,
    headers: { 'x-organization-id': String(org.organizationId) },
  });
  const vehicleBody = (extra: Record<string, unknown> = {}) => ({
    displayName: unique('Setup'),
    defaultTripType: 'BUSINESS',
    benefitType: 'WORK',
    isoCountryCode: 'SE',
    permittedDrivers: [driver.userId],
    ...extra,
  });
  const service = { oil: { name: 'Oil change', serviceAfterKm: 15000, latestServiceTsMs: Date.UTC(2026, 0, 10) } };
  // Archived ones too: an undo that only archived would show here.
  const vehicleNames = async () => {
    const all = await stack.api.get<VehicleJson[]>('/api/vehicles', {
      token: stack.fixtures.rootToken,
      headers: { 'x-organization-id': String(org.organizationId), 'x-show-archived': 'true' },
    });
    return all.body.map((v) => v.displayName).sort();
  };
  const installations = async (device: DeviceJson) =>
    (await stack.api.get<InstallationJson[]>(`/api/admin/devices/${device.id}/installations`, asRoot())).body;

  it('creates the vehicle with its service entries, checked-in driver and device', async () => {
    const device = await fleet.device(org.organizationId);
    const body = { vehicle: vehicleBody(), deviceId: device.id, vehicleService: service, currentDriver: driver.userId };
    const created = await stack.api.post<SetupVehicleJson>('/api/vehicles/setup', body, asAdmin());

    expect(created.status).toBe(201);
    const vehicle = (await stack.api.get<SetupVehicleJson>(`/api/vehicles/${created.body.id}`, asAdmin())).body;
    expect(vehicle).toMatchObject({
      organizationId: org.organizationId,
      currentDriver: { id: driver.userId },
      settings: { vehicleService: { oil: { name: 'Oil change' } } },
    });
    expect(await installations(device)).toEqual([expect.objectContaining({ vehicleId: vehicle.id, removedTsMs: 0 })]);
  });

  // A device of an organisation the admin cannot see is refused as the devices service refuses foreign ids.
  it.each([
    ['a device installed in another vehicle', ['DEVICE_ALREADY_INSTALLED']],
    ['a device of another organisation', ['DEVICE_MISSING', 'DEVICE_FORBIDDEN']],
    ['a checked-in driver the vehicle does not permit', ['DRIVER_NOT_PERMITTED_FOR_VEHICLE']],
    ['an invalid service entry', ['MISSING_FIELDS']],
  ])('refuses %s and changes nothing', async (what, codes) => {
    const device = await fleet.device(
      what.includes('another organisation') ? other.organizationId : org.organizationId,
    );
    if (what.includes('installed')) await fleet.install(device.id, (await fleet.vehicle(org)).id, org.admin.token);
    const before = { names: await vehicleNames(), installations: await installations(device) };
    const body = {
      vehicle: vehicleBody(),
      deviceId: device.id,
      vehicleService: what.includes('service') ? { oil: { name: 'Oil change' } } : service,
      currentDriver: what.includes('driver') ? stranger.userId : driver.userId,
    };

    const refused = await stack.api.post('/api/vehicles/setup', body, asAdmin());

    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(codes).toContain((refused.body as { code?: string }).code);
    expect({ names: await vehicleNames(), installations: await installations(device) }).toEqual(before);
  });

  it('refuses a pool vehicle driver of another organisation and changes nothing', async () => {
    const before = await vehicleNames();
    const body = {
      vehicle: vehicleBody({ benefitType: 'POOL', permittedDrivers: [] }),
      currentDriver: stranger.userId,
    };

    const refused = await stack.api.post('/api/vehicles/setup', body, asAdmin());

    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await vehicleNames()).toEqual(before);
  });

  it('refuses a driver and an admin of another organisation and changes nothing', async () => {
    const before = await vehicleNames();
    const body = { vehicle: vehicleBody(), vehicleService: service };
    const selectOrg = { 'x-organization-id': String(org.organizationId) };

    const asDriver = await stack.api.post('/api/vehicles/setup', body, { token: driver.token, headers: selectOrg });
    const asStranger = await stack.api.post('/api/vehicles/setup', body, {
      token: other.admin.token,
      headers: selectOrg,
    });

    expect([asDriver.status, (asDriver.body as { code?: string }).code]).toEqual([403, 'ROOT_OR_ADMIN_REQUIRED']);
    expect([asStranger.status, (asStranger.body as { code?: string }).code]).toEqual([404, 'ORGANIZATION_MISSING']);
    expect(await vehicleNames()).toEqual(before);
  });

  it('carries the toll settings (spec 04) through setup, PATCH and GET; a driver and an unknown class are refused', async () => {
    type TollJson = SetupVehicleJson & { tollExempt: boolean; tollClass: string };
    const created = await stack.api.post<TollJson>(
      '/api/vehicles/setup',
      { vehicle: vehicleBody({ tollExempt: true, tollClass: 'heavy' }) },
      asAdmin(),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ tollExempt: true, tollClass: 'heavy' });
    const path = `/api/vehicles/${created.body.id}`;

    const patched = await stack.api.patch<TollJson>(path, { tollExempt: false, tollClass: 'car' }, asAdmin());
    expect([patched.status, patched.body.tollExempt, patched.body.tollClass]).toEqual([200, false, 'car']);

    const selectOrg = { 'x-organization-id': String(org.organizationId) };
    const byDriver = await stack.api.patch(path, { tollExempt: true }, { token: driver.token, headers: selectOrg });
    expect([byDriver.status, (byDriver.body as { code?: string }).code]).toEqual([403, 'ROOT_OR_ADMIN_REQUIRED']);
    const unknown = await stack.api.patch(path, { tollClass: 'bus' }, asAdmin());
    expect([unknown.status, (unknown.body as { code?: string }).code]).toEqual([400, 'MISFORMATTED_FIELDS']);

    const read = await stack.api.get<TollJson>(path, { token: driver.token, headers: selectOrg });
    expect([read.body.tollExempt, read.body.tollClass]).toEqual([false, 'car']);
  });

  it('removes the vehicle again when the device went elsewhere in between (two setups race for one device)', async () => {
    const device = await fleet.device(org.organizationId);
    const before = await vehicleNames();
    const body = () => ({ vehicle: vehicleBody(), deviceId: device.id, vehicleService: service });

    const answers = await Promise.all(
      [1, 2, 3].map(() => stack.api.post<VehicleJson>('/api/vehicles/setup', body(), asRoot())),
    );

    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 201).map((a) => (a.body as { code?: string }).code)).toEqual([
      'DEVICE_ALREADY_INSTALLED',
      'DEVICE_ALREADY_INSTALLED',
    ]);
    expect(await vehicleNames()).toEqual([...before, won[0].body.displayName].sort());
    expect(await installations(device)).toEqual([expect.objectContaining({ vehicleId: won[0].body.id })]);
  });
});
