import { type authV1, USER_LIMITS } from '@fleetlog/contracts';
import { useBeforeAll } from '@fleetlog/testing';

import { as, call, codeOf, unique, useAuthHarness } from './support/auth-harness';
import { createRoot, createTenant, newUserRequest } from './support/tenants';

const text = (length: number) => 'x'.repeat(length);
const purposes = (count: number, length: number) =>
  Array.from({ length: count }, (_, index) => `${index} `.padEnd(length, 'p'));
const switches = (count: number, prefix: string) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`${prefix}_${index}`, true]));

/**
 * Finding 5 of issue 18 where the data lives: auth is reachable over gRPC by other callers than the BFF, so it checks
 * the same limits as the edge (USER_LIMITS of @fleetlog/contracts) on every user write.
 */
describe('user limits in auth (gRPC)', () => {
  const h = useAuthHarness();
  const root = useBeforeAll(() => createRoot(h));
  const tenant = useBeforeAll(() => createTenant(h, root));

  const update = (request: Omit<authV1.UpdateUserRequest, 'userId'>, token = tenant.admin.token) =>
    h.users.updateUser({ userId: tenant.driver.userId, ...request }, as(token));
  const driverNow = () => call(h.users.getUser({ id: tenant.driver.userId }, as(tenant.admin.token)));

  describe.each([
    ['an administrator, on a driver', () => tenant.admin.token],
    ['a driver, on their own account', () => tenant.driver.token],
  ])('purposes written by %s', (_who, token) => {
    it('refuses 51 purposes and a purpose of 101 characters with MISFORMATTED_FIELDS, storing nothing', async () => {
      const before = await driverNow();
      expect(await codeOf(update({ purposes: { values: purposes(51, 5) } }, token()))).toBe('MISFORMATTED_FIELDS');
      expect(await codeOf(update({ purposes: { values: ['Kundbesök', text(101)] } }, token()))).toBe(
        'MISFORMATTED_FIELDS',
      );
      expect((await driverNow()).purposes).toEqual(before.purposes);
    });

    it(`accepts ${USER_LIMITS.purposes} purposes of ${USER_LIMITS.purposeLength} characters`, async () => {
      const values = purposes(USER_LIMITS.purposes, USER_LIMITS.purposeLength);
      expect((await call(update({ purposes: { values } }, token()))).purposes).toEqual(values);
    });
  });

  it.each<[string, Omit<authV1.UpdateUserRequest, 'userId'>]>([
    ['displayName (201)', { displayName: text(201) }],
    ['phone (51)', { phone: text(51) }],
    ['kontekEmployeeNumber (101)', { kontekEmployeeNumber: text(101) }],
    ['kontekEmployeeKey (201)', { kontekEmployeeKey: text(201) }],
    ['permittedVehicles (10,001)', { permittedVehicles: { values: Array.from({ length: 10_001 }, (_, i) => i + 1) } }],
    ['settings (101 switches)', { settings: { values: switches(101, 'S') } }],
    ['a setting key (101 characters)', { settings: { values: { [text(101)]: true } } }],
  ])('UpdateUser refuses %s with MISFORMATTED_FIELDS', async (_field, request) => {
    expect(await codeOf(update(request))).toBe('MISFORMATTED_FIELDS');
  });

  it('refuses the 101st switch of settings grown request by request', async () => {
    const user = await call(h.users.createUser(newUserRequest(), as(tenant.admin.token)));
    const change = (values: Record<string, boolean>) =>
      h.users.updateUser({ userId: user.userId, settings: { values } }, as(tenant.admin.token));
    expect(Object.keys((await call(change(switches(100, 'A')))).settings)).toHaveLength(100);
    expect(await codeOf(change(switches(1, 'B')))).toBe('MISFORMATTED_FIELDS');
    expect(
      await codeOf(h.users.adminSetUserSetting({ id: user.userId, key: 'NEW', value: true }, as(root.token))),
    ).toBe('MISFORMATTED_FIELDS');
  });

  it.each<[string, Partial<authV1.CreateUserRequest>]>([
    ['name (201)', { name: text(201) }],
    ['e-mail (321)', { email: `${text(310)}@example.se` }],
    ['phone (51)', { phone: text(51) }],
    ['defaultVehicles (10,001)', { defaultVehicles: Array.from({ length: 10_001 }, (_, i) => i + 1) }],
  ])('CreateUser refuses %s with MISFORMATTED_FIELDS', async (_field, overrides) => {
    expect(await codeOf(h.users.createUser(newUserRequest(overrides), as(tenant.admin.token)))).toBe(
      'MISFORMATTED_FIELDS',
    );
  });

  it('InviteUser refuses a name of 201 characters', async () => {
    expect(
      await codeOf(
        h.users.inviteUser(
          { email: `${unique('invite')}@users.test`, fullName: text(201), linkBaseUrl: '' },
          as(tenant.admin.token),
        ),
      ),
    ).toBe('MISFORMATTED_FIELDS');
  });
});
