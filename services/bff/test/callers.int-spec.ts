import { AccessDirectory } from '@fleetlog/access';
import { eventually, useBeforeAll } from '@fleetlog/testing';

import type { ApiResponse } from './support/api-client';
import { type TestUser } from './support/fixtures';
import { useStack, type VehicleJson } from './support/stack';

// Issue 6 finding 1: a change of roles, an archive, a deletion or a move takes effect within 5 seconds, at the edge
// and behind it, for tokens already issued. Each check polls until 5 s after the change, with the token issued before.
const WITHIN_5_S = { timeoutMs: 5_000, intervalMs: 100 };

describe('the edge resolves callers from read models: old tokens lose their rights within seconds', () => {
  const { stack, fleet } = useStack({ bffInProcess: true });
  const orgA = useBeforeAll(() => stack.fixtures.organization('callers-a'));
  const orgB = useBeforeAll(() => stack.fixtures.organization('callers-b'));
  const vehicleB = useBeforeAll(() => fleet.vehicle(orgB));
  const deviceB = useBeforeAll(() => fleet.device(orgB.organizationId));

  const asRoot = () => ({ token: stack.fixtures.rootToken });
  const patchUser = (user: TestUser, body: Record<string, unknown>) =>
    stack.api.patch(`/api/user/${user.userId}`, body, asRoot());
  /** The moment a change was made: every check after it polls until 5 s after that moment, no longer. */
  const deadlineFromNow = () => Date.now() + 5_000;
  /** Polls the request until it answers `status` (and `code`), at most until the deadline. */
  const answersBy = (deadline: number, request: () => Promise<ApiResponse>, status: number, code?: string) =>
    eventually(
      async () => {
        const response = await request();
        expect({ status: response.status, code: (response.body as { code?: string } | undefined)?.code }).toEqual({
          status,
          code: code ?? expect.anything(),
        });
      },
      { timeoutMs: Math.max(deadline - Date.now(), 0), intervalMs: 100 },
    );
  /** The edge's own read model (the BFF runs in this process), so a refusal is not only the services'. */
  const edgeUser = (user: TestUser) => stack.bff.app!.get(AccessDirectory).users.get(user.userId);
  const untilDeadline = (deadline: number, check: () => Promise<void> | void) =>
    eventually(async () => check(), { timeoutMs: Math.max(deadline - Date.now(), 0), intervalMs: 50 });
  const newVehicleBody = () => ({ displayName: 'Demoted?', defaultTripType: 'BUSINESS', benefitType: 'WORK' });

  it('an ADMIN demoted to DRIVER can no longer create vehicles or install devices', async () => {
    const admin = await stack.fixtures.user(orgA, ['ADMIN']);
    const device = await fleet.device(orgA.organizationId);
    const vehicle = await fleet.vehicle(orgA, {}, admin.token);
    expect((await patchUser(admin, { roles: ['DRIVER'] })).status).toBe(200);
    const deadline = deadlineFromNow();

    await answersBy(
      deadline,
      () => stack.api.post('/api/vehicles', newVehicleBody(), { token: admin.token }),
      403,
      'ROOT_OR_ADMIN_REQUIRED',
    );
    await answersBy(
      deadline,
      () => stack.api.patch(`/api/devices/${device.id}`, { vehicleId: vehicle.id }, { token: admin.token }),
      403,
      'ROOT_OR_ADMIN_REQUIRED',
    );
    await untilDeadline(deadline, () => expect(edgeUser(admin)?.roles).toEqual(['DRIVER']));
  });

  it('an ex-HEXA loses the admin routes and the other organisations at once', async () => {
    const hexa = await stack.fixtures.user(orgA, ['ADMIN']);
    expect((await patchUser(hexa, { roles: ['HEXA'] })).status).toBe(200);
    const token = await stack.api.login(hexa.email, 'Test-password-1');
    await eventually(async () => {
      expect((await stack.api.get(`/api/admin/devices/${deviceB.id}`, { token })).status).toBe(200);
    }, WITHIN_5_S);

    expect((await patchUser(hexa, { roles: ['DRIVER'] })).status).toBe(200);
    const deadline = deadlineFromNow();

    await answersBy(deadline, () => stack.api.get(`/api/admin/devices/${deviceB.id}`, { token }), 403, 'ROOT_REQUIRED');
    await answersBy(deadline, () => stack.api.get('/api/admin/organization', { token }), 403, 'ROOT_REQUIRED');
    await untilDeadline(deadline, async () =>
      expect((await stack.api.get(`/api/vehicles/${vehicleB.id}`, { token })).status).not.toBe(200),
    );
    const listed = await stack.api.get<VehicleJson[] | { vehicles: VehicleJson[] }>('/api/vehicles', { token });
    const vehicles = Array.isArray(listed.body) ? listed.body : (listed.body?.vehicles ?? []);
    expect(vehicles.map((vehicle) => vehicle.id)).not.toContain(vehicleB.id);
  });

  it('an archived user is logged out (401)', async () => {
    const admin = await stack.fixtures.user(orgA, ['ADMIN']);
    expect((await stack.api.get('/api/vehicles', { token: admin.token })).status).toBe(200);

    expect((await stack.api.patch(`/api/user/${admin.userId}/archive`, undefined, asRoot())).status).toBe(200);
    const deadline = deadlineFromNow();

    await answersBy(deadline, () => stack.api.get('/api/vehicles', { token: admin.token }), 401, 'UNAUTHENTICATED');
    await answersBy(deadline, () => stack.api.get('/api/devices', { token: admin.token }), 401, 'UNAUTHENTICATED');
    await untilDeadline(deadline, () => expect(edgeUser(admin)?.archived).toBe(true));
  });

  it('a deleted user is logged out (401)', async () => {
    const admin = await stack.fixtures.user(orgA, ['ADMIN']);
    expect((await stack.api.get('/api/vehicles', { token: admin.token })).status).toBe(200);

    expect((await stack.api.request('DELETE', `/api/user/${admin.userId}`, asRoot())).status).toBeLessThan(300);
    const deadline = deadlineFromNow();

    await answersBy(deadline, () => stack.api.get('/api/vehicles', { token: admin.token }), 401, 'UNAUTHENTICATED');
    await answersBy(deadline, () => stack.api.get('/api/devices', { token: admin.token }), 401, 'UNAUTHENTICATED');
    await untilDeadline(deadline, () => expect(edgeUser(admin)).toBeUndefined());
  });

  it('a user moved to another organisation is logged out (401) until it logs in again', async () => {
    const admin = await stack.fixtures.user(orgA, ['ADMIN']);
    expect((await stack.api.get('/api/vehicles', { token: admin.token })).status).toBe(200);

    expect((await patchUser(admin, { organizationId: orgB.organizationId })).status).toBe(200);
    const deadline = deadlineFromNow();

    await answersBy(deadline, () => stack.api.get('/api/vehicles', { token: admin.token }), 401, 'UNAUTHENTICATED');
    await answersBy(deadline, () => stack.api.get('/api/devices', { token: admin.token }), 401, 'UNAUTHENTICATED');
    await untilDeadline(deadline, () => expect(edgeUser(admin)?.organizationId).toBe(orgB.organizationId));
    const fresh = await stack.api.login(admin.email, 'Test-password-1');
    const listed = await stack.api.get(`/api/vehicles/${vehicleB.id}`, { token: fresh });
    expect(listed.status).toBe(200);
  });
});
