import { createAccount, eventually, useBeforeAll } from '@fleetlog/testing';

import { as, call, codeOf, useFleet } from './support/fleet-harness';
import { createTenant, login, vehicleRequest } from './support/tenants';

// Issue 6 finding 1: a change of roles, an archive, a deletion or a move takes effect within 5 seconds for tokens
// already issued. Each check polls until the deadline; the tokens are the ones issued before the change.
const WITHIN_5_S = { timeoutMs: 5_000, intervalMs: 100 };

describe('callers resolved from read models: changes in auth reach fleet within seconds (issue 6, finding 1)', () => {
  const { auth, fleet, root } = useFleet();
  const a = useBeforeAll(() => createTenant(auth, root));
  const b = useBeforeAll(() => createTenant(auth, root));
  const vehicleOfB = useBeforeAll(() => call(fleet.vehicles.createVehicle(vehicleRequest(), as(b.admin.token))));

  const v = () => fleet.vehicles;
  const setRoles = (userId: number, roles: string[]) =>
    call(auth.users.updateUser({ userId, roles: { values: roles } }, as(root.token)));
  /** Polls the call until it answers `code` (5 s at most). */
  const answersWithin = (probe: () => Promise<string>, code: string) =>
    eventually(async () => expect(await probe()).toBe(code), WITHIN_5_S);

  it('an ADMIN demoted to DRIVER can no longer create or update vehicles with its old token', async () => {
    const admin = await createAccount(auth, a.admin, { roles: ['ADMIN'], domain: 'fleet.test' });
    const vehicle = await call(v().createVehicle(vehicleRequest(), as(admin.token)));

    await setRoles(admin.userId, ['DRIVER']);

    await answersWithin(() => codeOf(v().createVehicle(vehicleRequest(), as(admin.token))), 'ROOT_OR_ADMIN_REQUIRED');
    expect(await codeOf(v().updateVehicle({ id: vehicle.id, displayName: 'Still admin?' }, as(admin.token)))).toBe(
      'ROOT_OR_ADMIN_REQUIRED',
    );
  });

  it("an ex-HEXA no longer reads another organisation's vehicles", async () => {
    const hexa = await createAccount(
      auth,
      { token: root.token, organizationId: a.organizationId },
      {
        roles: ['HEXA'],
        domain: 'fleet.test',
      },
    );
    expect(await codeOf(v().getVehicle({ id: vehicleOfB.id }, as(hexa.token)))).toBe('OK');

    await setRoles(hexa.userId, ['DRIVER']);

    await eventually(
      async () => expect(await codeOf(v().getVehicle({ id: vehicleOfB.id }, as(hexa.token)))).not.toBe('OK'),
      WITHIN_5_S,
    );
    const listed = await call(v().listVehicles({ showArchived: true }, as(hexa.token)));
    expect(listed.vehicles.map((vehicle) => vehicle.id)).not.toContain(vehicleOfB.id);
    expect(await codeOf(v().listVehicles({ showArchived: true }, as(hexa.token, b.organizationId)))).toBe(
      'ORGANIZATION_MISSING',
    );
  });

  it('an archived user is refused (UNAUTHENTICATED)', async () => {
    const driver = await createAccount(auth, a.admin, { domain: 'fleet.test' });
    expect(await codeOf(v().listVehicles({ showArchived: false }, as(driver.token)))).toBe('OK');

    await call(auth.users.archiveUser({ id: driver.userId }, as(a.admin.token)));

    await answersWithin(() => codeOf(v().listVehicles({ showArchived: false }, as(driver.token))), 'UNAUTHENTICATED');
  });

  it('a deleted user is refused (UNAUTHENTICATED)', async () => {
    const admin = await createAccount(auth, a.admin, { roles: ['ADMIN'], domain: 'fleet.test' });
    expect(await codeOf(v().listVehicles({ showArchived: false }, as(admin.token)))).toBe('OK');

    await call(auth.users.deleteUser({ id: admin.userId }, as(root.token)));

    await answersWithin(() => codeOf(v().createVehicle(vehicleRequest(), as(admin.token))), 'UNAUTHENTICATED');
  });

  it('a user moved to another organisation is refused with the old token (UNAUTHENTICATED)', async () => {
    const admin = await createAccount(auth, a.admin, { roles: ['ADMIN'], domain: 'fleet.test' });
    expect(await codeOf(v().listVehicles({ showArchived: false }, as(admin.token)))).toBe('OK');

    await call(auth.users.updateUser({ userId: admin.userId, organizationId: b.organizationId }, as(root.token)));

    await answersWithin(() => codeOf(v().getVehicle({ id: vehicleOfB.id }, as(admin.token))), 'UNAUTHENTICATED');
    expect(await codeOf(v().listVehicles({ showArchived: false }, as(admin.token)))).toBe('UNAUTHENTICATED');
  });

  it('a new user is known at once, and its new organisation after a move and a new login', async () => {
    const driver = await createAccount(auth, b.admin, { domain: 'fleet.test' });
    expect(await codeOf(v().listVehicles({ showArchived: false }, as(driver.token)))).toBe('OK');

    await call(auth.users.updateUser({ userId: driver.userId, organizationId: a.organizationId }, as(root.token)));
    const fresh = await login(auth, driver.email);
    const listed = await call(v().listVehicles({ showArchived: false }, as(fresh)));
    expect(listed.vehicles.every((vehicle) => vehicle.organizationId === a.organizationId)).toBe(true);
  });
});
