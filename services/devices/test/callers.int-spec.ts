import {
  type AuthClients,
  createAccount,
  demoRoot,
  eventually,
  type TestAccount,
  useBeforeAll,
} from '@fleetlog/testing';

import { as, call, codeOf, useDevicesHarness } from './support/devices-harness';
import { FLEET_AVAILABLE } from './support/processes';
import { addUnit, createTenant, createVehicle } from './support/tenants';

// Issue 6 finding 1: a change of roles, an archive, a deletion or a move takes effect within 5 seconds for tokens
// already issued. Each check polls until the deadline; the tokens are the ones issued before the change.
const WITHIN_5_S = { timeoutMs: 5_000, intervalMs: 100 };

(FLEET_AVAILABLE ? describe : describe.skip)(
  'callers resolved from read models in devices (issue 6, finding 1)',
  () => {
    const h = useDevicesHarness(() => ({ withFleet: true }));
    const root = useBeforeAll(() => demoRoot(h));
    const a = useBeforeAll(() => createTenant(h, root.token));
    const b = useBeforeAll(() => createTenant(h, root.token));
    const deviceOfB = useBeforeAll(() => addUnit(h, root.token, b.organizationId));

    const clients = (): AuthClients => ({ auth: h.auth, users: h.users, organizations: h.organizations });
    /** A new account of tenant A (created by its admin, or by ROOT for the superadmin roles). */
    const accountOfA = (roles: string[]): Promise<TestAccount> =>
      createAccount(
        clients(),
        { token: roles.includes('HEXA') ? root.token : a.admin.token, organizationId: a.organizationId },
        { roles, domain: 'devices.test' },
      );
    const setRoles = (userId: number, roles: string[]) =>
      call(h.users.updateUser({ userId, roles: { values: roles } }, as(root.token)));
    const listAll = (token: string) => h.devices.listDevices({ search: '', organizationIds: [], tab: 0 }, as(token));
    /** Polls the call until it answers `code` (5 s at most). */
    const answersWithin = (probe: () => Promise<string>, code: string) =>
      eventually(async () => expect(await probe()).toBe(code), WITHIN_5_S);

    it('an ADMIN demoted to DRIVER can no longer install devices with its old token', async () => {
      const admin = await accountOfA(['ADMIN']);
      const tenantAsAdmin = { ...a, admin: { ...a.admin, token: admin.token } };
      const first = await addUnit(h, root.token, a.organizationId);
      const vehicle = await createVehicle(h, tenantAsAdmin);
      expect(
        await codeOf(h.devices.installDevice({ deviceId: first.id, vehicleId: vehicle.id }, as(admin.token))),
      ).toBe('OK');
      const second = await addUnit(h, root.token, a.organizationId);
      const otherVehicle = await createVehicle(h, tenantAsAdmin);

      await setRoles(admin.userId, ['DRIVER']);

      await answersWithin(
        () => codeOf(h.devices.installDevice({ deviceId: second.id, vehicleId: otherVehicle.id }, as(admin.token))),
        'ROOT_OR_ADMIN_REQUIRED',
      );
      expect(await codeOf(listAll(admin.token))).toBe('ROOT_OR_ADMIN_REQUIRED');
    });

    it("an ex-HEXA no longer reads another organisation's devices", async () => {
      const hexa = await accountOfA(['HEXA']);
      expect(await codeOf(h.devices.getDevice({ id: deviceOfB.id }, as(hexa.token)))).toBe('OK');

      await setRoles(hexa.userId, ['ADMIN']);

      await eventually(
        async () => expect(await codeOf(h.devices.getDevice({ id: deviceOfB.id }, as(hexa.token)))).not.toBe('OK'),
        WITHIN_5_S,
      );
      const listed = await call(listAll(hexa.token));
      expect(listed.devices.map((device) => device.id)).not.toContain(deviceOfB.id);
      expect(
        await codeOf(h.devices.adminListDevices({ search: '', organizationIds: [], tab: 0 }, as(hexa.token))),
      ).toBe('ROOT_REQUIRED');
    });

    it('an archived user is refused (UNAUTHENTICATED)', async () => {
      const admin = await accountOfA(['ADMIN']);
      expect(await codeOf(listAll(admin.token))).toBe('OK');

      await call(h.users.archiveUser({ id: admin.userId }, as(a.admin.token)));

      await answersWithin(() => codeOf(listAll(admin.token)), 'UNAUTHENTICATED');
    });

    it('a deleted user is refused (UNAUTHENTICATED)', async () => {
      const admin = await accountOfA(['ADMIN']);
      expect(await codeOf(listAll(admin.token))).toBe('OK');

      await call(h.users.deleteUser({ id: admin.userId }, as(root.token)));

      await answersWithin(() => codeOf(listAll(admin.token)), 'UNAUTHENTICATED');
    });

    it('a user moved to another organisation is refused with the old token (UNAUTHENTICATED)', async () => {
      const admin = await accountOfA(['ADMIN']);
      expect(await codeOf(listAll(admin.token))).toBe('OK');

      await call(h.users.updateUser({ userId: admin.userId, organizationId: b.organizationId }, as(root.token)));

      await answersWithin(() => codeOf(h.devices.getDevice({ id: deviceOfB.id }, as(admin.token))), 'UNAUTHENTICATED');
    });
  },
);
