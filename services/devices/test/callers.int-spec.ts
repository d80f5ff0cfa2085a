import { type AuthClients, createAccount, eventually, type TestAccount } from '@fleetlog/testing';

import { as, call, codeOf, type DevicesHarness, startDevicesHarness } from './support/devices-harness';
import { FLEET_AVAILABLE } from './support/processes';
import { addUnit, createTenant, createVehicle, rootToken, type Tenant } from './support/tenants';

// Issue 6 finding 1: a change of roles, an archive, a deletion or a move takes effect within 5 seconds for tokens
// already issued. Each check polls until the deadline; the tokens are the ones issued before the change.
const WITHIN_5_S = { timeoutMs: 5_000, intervalMs: 100 };

(FLEET_AVAILABLE ? describe : describe.skip)(
  'callers resolved from read models in devices (issue 6, finding 1)',
  () => {
    let h: DevicesHarness;
    let root: string;
    let a: Tenant;
    let b: Tenant;
    let deviceOfB: number;

    beforeAll(async () => {
      h = await startDevicesHarness({ withFleet: true });
      root = await rootToken(h);
      a = await createTenant(h, root);
      b = await createTenant(h, root);
      deviceOfB = (await addUnit(h, root, b.organizationId)).id;
    }, 240_000);

    afterAll(async () => {
      await h?.close();
    });

    const clients = (): AuthClients => ({ auth: h.auth, users: h.users, organizations: h.organizations });
    /** A new account of tenant A (created by its admin, or by ROOT for the superadmin roles). */
    const accountOfA = (roles: string[]): Promise<TestAccount> =>
      createAccount(
        clients(),
        { token: roles.includes('HEXA') ? root : a.admin.token, organizationId: a.organizationId },
        { roles, domain: 'devices.test' },
      );
    const setRoles = (userId: number, roles: string[]) =>
      call(h.users.updateUser({ userId, roles: { values: roles } }, as(root)));
    const listAll = (token: string) => h.devices.listDevices({ search: '', organizationIds: [], tab: 0 }, as(token));
    /** Polls the call until it answers `code` (5 s at most). */
    const answersWithin = (probe: () => Promise<string>, code: string) =>
      eventually(async () => expect(await probe()).toBe(code), WITHIN_5_S);

    it('an ADMIN demoted to DRIVER can no longer install devices with its old token', async () => {
      const admin = await accountOfA(['ADMIN']);
      const tenantAsAdmin = { ...a, admin: { ...a.admin, token: admin.token } };
      const first = await addUnit(h, root, a.organizationId);
      const vehicle = await createVehicle(h, tenantAsAdmin);
      expect(
        await codeOf(h.devices.installDevice({ deviceId: first.id, vehicleId: vehicle.id }, as(admin.token))),
      ).toBe('OK');
      const second = await addUnit(h, root, a.organizationId);
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
      expect(await codeOf(h.devices.getDevice({ id: deviceOfB }, as(hexa.token)))).toBe('OK');

      await setRoles(hexa.userId, ['ADMIN']);

      await eventually(
        async () => expect(await codeOf(h.devices.getDevice({ id: deviceOfB }, as(hexa.token)))).not.toBe('OK'),
        WITHIN_5_S,
      );
      const listed = await call(listAll(hexa.token));
      expect(listed.devices.map((device) => device.id)).not.toContain(deviceOfB);
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

      await call(h.users.deleteUser({ id: admin.userId }, as(root)));

      await answersWithin(() => codeOf(listAll(admin.token)), 'UNAUTHENTICATED');
    });

    it('a user moved to another organisation is refused with the old token (UNAUTHENTICATED)', async () => {
      const admin = await accountOfA(['ADMIN']);
      expect(await codeOf(listAll(admin.token))).toBe('OK');

      await call(h.users.updateUser({ userId: admin.userId, organizationId: b.organizationId }, as(root)));

      await answersWithin(() => codeOf(h.devices.getDevice({ id: deviceOfB }, as(admin.token))), 'UNAUTHENTICATED');
    });
  },
);
