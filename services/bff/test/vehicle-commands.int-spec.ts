import { useBeforeAll } from '@fleetlog/testing';

import type { ApiResponse } from './support/api-client';
import { eventually, useStack } from './support/stack';

type Role = 'DRIVER' | 'ADMIN' | 'ROOT';

interface CommandJson {
  id: number;
  deviceId: number;
  vehicleId: number | null;
  kind: string;
  text: string;
  state: string;
  response: string;
  requestedBy: number | null;
}

// Spec 01 §7 (/tracking, /web-connect, /cpureset), spec 02 §6 and spec 03 §6 (restart and web-connect ROOT), issue 7.
describe('device commands over the API (real auth, fleet, devices)', () => {
  const { stack, fleet } = useStack();
  const org = useBeforeAll(() => stack.fixtures.organization('commands'));
  const driver = useBeforeAll(() => stack.fixtures.user(org));
  const vehicle = useBeforeAll(() => fleet.vehicle(org, { permittedDrivers: [driver.userId] }));
  const device = useBeforeAll(() => fleet.device(org.organizationId));
  beforeAll(() => fleet.install(device.id, vehicle.id, org.admin.token));

  const auth = (role: Role) => {
    if (role === 'DRIVER') return { token: driver.token };
    if (role === 'ADMIN') return { token: org.admin.token };
    return { token: stack.fixtures.rootToken, headers: { 'x-organization-id': String(org.organizationId) } };
  };
  const post = (role: Role, path: string, body?: unknown): Promise<ApiResponse<CommandJson>> =>
    stack.api.request('POST', path, { ...auth(role), body }) as Promise<ApiResponse<CommandJson>>;
  const refusal = (response: ApiResponse) => [response.status, (response.body as { code?: string }).code];

  it('restart and web-connect are ROOT only; update latest position is for whoever sees the vehicle', async () => {
    for (const path of ['cpureset', 'web-connect']) {
      expect(refusal(await post('DRIVER', `/api/vehicles/${vehicle.id}/${path}`))).toEqual([403, 'ROOT_REQUIRED']);
      expect(refusal(await post('ADMIN', `/api/vehicles/${vehicle.id}/${path}`))).toEqual([403, 'ROOT_REQUIRED']);
    }
    const restart = await post('ROOT', `/api/vehicles/${vehicle.id}/cpureset`);
    expect(restart.status).toBe(200);
    expect(restart.body).toMatchObject({ kind: 'RESTART', text: 'cpureset', state: 'PENDING', deviceId: device.id });
    const webConnect = await post('ROOT', `/api/vehicles/${vehicle.id}/web-connect`);
    expect(webConnect.body).toMatchObject({ kind: 'WEB_CONNECT', text: 'web_connect', vehicleId: vehicle.id });

    for (const role of ['DRIVER', 'ADMIN', 'ROOT'] as const) {
      const tracking = await post(role, `/api/vehicles/${vehicle.id}/tracking`);
      expect(tracking.status).toBe(200);
      expect(tracking.body).toMatchObject({ kind: 'UPDATE_POSITION', state: 'PENDING' });
    }
  });

  it('lists the vehicle history newest first, the superseded position requests included', async () => {
    const history = await eventually(
      () => stack.api.get<{ commands: CommandJson[] }>(`/api/vehicles/${vehicle.id}/commands?limit=10`, auth('ADMIN')),
      (response) => response.status === 200 && response.body.commands.length >= 5,
      10_000,
    );
    const kinds = history.body.commands.map((command) => [command.kind, command.state]);
    expect(kinds.slice(0, 5)).toEqual([
      ['UPDATE_POSITION', 'PENDING'],
      ['UPDATE_POSITION', 'SUPERSEDED'],
      ['UPDATE_POSITION', 'SUPERSEDED'],
      ['WEB_CONNECT', 'PENDING'],
      ['RESTART', 'PENDING'],
    ]);
    const driverView = await stack.api.get<{ commands: CommandJson[] }>(
      `/api/vehicles/${vehicle.id}/commands`,
      auth('DRIVER'),
    );
    expect(driverView.status).toBe(200);
  });

  it('sends get info to a device for admins, not drivers, and validates the kind', async () => {
    const path = `/api/devices/${device.id}/commands`;
    expect(refusal(await post('DRIVER', path, { kind: 'GET_INFO' }))).toEqual([403, 'ROOT_OR_ADMIN_REQUIRED']);
    const info = await post('ADMIN', path, { kind: 'GET_INFO' });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      kind: 'GET_INFO',
      text: 'getinfo',
      state: 'PENDING',
      requestedBy: org.admin.userId,
    });
    expect((await post('ADMIN', path, { kind: 'SET_FREQUENCY' })).status).toBe(400);
    expect((await post('ADMIN', path, { kind: 'GET_INFO', extra: 1 })).status).toBe(400);
    const history = await stack.api.get<{ commands: CommandJson[] }>(path, auth('ADMIN'));
    expect(history.body.commands[0]).toMatchObject({ id: info.body.id, kind: 'GET_INFO' });
  });

  it('refuses a vehicle without a device and a vehicle of another organisation', async () => {
    const empty = await fleet.vehicle(org);
    expect(refusal(await post('ADMIN', `/api/vehicles/${empty.id}/tracking`))).toEqual([400, 'VEHICLE_MISSING_DEVICE']);
    const other = await stack.fixtures.organization('commands-other');
    const foreign = await stack.api.request('POST', `/api/vehicles/${vehicle.id}/tracking`, {
      token: other.admin.token,
    });
    expect(refusal(foreign)).toEqual([404, 'VEHICLE_MISSING']);
  });
});
