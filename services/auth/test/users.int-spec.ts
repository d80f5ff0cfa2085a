import { type authV1, TOPICS } from '@fleetlog/contracts';
import { useBeforeAll, useKafkaCollector } from '@fleetlog/testing';

import { as, call, codeOf, unique, useAuthHarness } from './support/auth-harness';
import { type Account, createRoot, createTenant, login, newUserRequest, PASSWORD } from './support/tenants';

describe('UsersService (gRPC)', () => {
  const h = useAuthHarness();
  const events = useKafkaCollector(TOPICS.authUsers, 'auth-test');
  const root = useBeforeAll(() => createRoot(h));
  const tenant = useBeforeAll(() => createTenant(h, root));

  describe('CreateUser validation', () => {
    it.each<[string, Partial<authV1.CreateUserRequest>, string]>([
      ['no name', { name: ' ' }, 'MISSING_FIELDS'],
      ['no email', { email: '' }, 'MISSING_FIELDS'],
      ['no roles', { roles: [] }, 'MISSING_FIELDS'],
      ['a bad e-mail', { email: 'not-an-email' }, 'MISFORMATTED_FIELDS'],
      ['an unknown role', { roles: ['CAPTAIN'] }, 'BAD_ROLES'],
      ['ROOT granted by an admin', { roles: ['ROOT'] }, 'ROOT_REQUIRED'],
      ['HEXA granted by an admin', { roles: ['DRIVER', 'HEXA'] }, 'ROOT_REQUIRED'],
      ['a short initial password', { password: 'short' }, 'PASSWORD_SHORT'],
    ])('refuses %s', async (_label, overrides, expected) => {
      expect(await codeOf(h.users.createUser(newUserRequest(overrides), as(tenant.admin.token)))).toBe(expected);
    });

    it('refuses an existing e-mail in any case with EMAIL_ALREADY_EXISTS', async () => {
      expect(
        await codeOf(
          h.users.createUser(newUserRequest({ email: tenant.driver.email.toUpperCase() }), as(tenant.admin.token)),
        ),
      ).toBe('EMAIL_ALREADY_EXISTS');
    });

    it('lets ROOT grant HEXA', async () => {
      const hexa = await call(
        h.users.createUser(newUserRequest({ roles: ['HEXA'] }), as(root.token, tenant.organizationId)),
      );
      expect(hexa.roles).toEqual(['HEXA']);
      expect(hexa.organizationId).toBe(tenant.organizationId);
    });

    it('creates a user with defaults and publishes it on auth.users.v1 keyed by id', async () => {
      const created = await call(
        h.users.createUser(newUserRequest({ defaultVehicles: [7], permittedVehicles: [7, 8] }), as(tenant.admin.token)),
      );
      expect(created).toMatchObject({
        mapType: 'DARK',
        isArchived: false,
        hasApprovedGdpr: false,
        defaultVehicles: [7],
      });
      const event = await events.waitFor((entry) => entry.key === String(created.userId));
      expect(event.deleted).toBe(false);
      expect(event.user).toMatchObject({
        userId: created.userId,
        organizationId: tenant.organizationId,
        permittedVehicles: [7, 8],
      });
    });
  });

  describe('UpdateUser', () => {
    it('keeps an admin from escalating anybody (itself included) to ROOT', async () => {
      expect(
        await codeOf(
          h.users.updateUser({ userId: tenant.driver.userId, roles: { values: ['ROOT'] } }, as(tenant.admin.token)),
        ),
      ).toBe('ROOT_REQUIRED');
      expect(
        await codeOf(
          h.users.updateUser(
            { userId: tenant.admin.userId, roles: { values: ['ADMIN', 'ROOT'] } },
            as(tenant.admin.token),
          ),
        ),
      ).toBe('ROOT_REQUIRED');
      expect(
        await codeOf(
          h.users.updateUser({ userId: tenant.driver.userId, roles: { values: ['PILOT'] } }, as(tenant.admin.token)),
        ),
      ).toBe('BAD_ROLES');
    });

    it('lets an admin promote a driver to ADMIN and change settings and kontek fields', async () => {
      const user = await call(h.users.createUser(newUserRequest(), as(tenant.admin.token)));
      const updated = await call(
        h.users.updateUser(
          {
            userId: user.userId,
            roles: { values: ['ADMIN'] },
            settings: { values: { USER_ALLOWED_SPEED_REPORT: true } },
            kontekEmployeeNumber: '42',
            kontekEmployeeKey: 'k-42',
          },
          as(tenant.admin.token),
        ),
      );
      expect(updated).toMatchObject({
        roles: ['ADMIN'],
        settings: { USER_ALLOWED_SPEED_REPORT: true },
        kontekEmployeeNumber: '42',
        kontekEmployeeKey: 'k-42',
      });
    });

    it('refuses an unknown map type and a taken e-mail', async () => {
      expect(
        await codeOf(h.users.updateUser({ userId: tenant.driver.userId, mapType: 'SEPIA' }, as(tenant.driver.token))),
      ).toBe('MISFORMATTED_FIELDS');
      expect(
        await codeOf(
          h.users.updateUser(
            { userId: tenant.driver.userId, displayEmail: tenant.admin.email },
            as(tenant.admin.token),
          ),
        ),
      ).toBe('EMAIL_ALREADY_EXISTS');
    });
  });

  describe('iButton id', () => {
    // A fresh key per run: iButton ids are unique among all users of the database.
    const key = () =>
      Math.floor(Math.random() * 2 ** 40)
        .toString(16)
        .padStart(12, '0');

    it('is normalised on create, answered and published on auth.users.v1', async () => {
      const digits = key();
      const typed = `01:${digits.slice(0, 6).toUpperCase()} ${digits.slice(6)}`;
      const created = await call(h.users.createUser(newUserRequest({ ibuttonId: typed }), as(tenant.admin.token)));
      expect(created.ibuttonId).toBe(`01${digits}`.padStart(16, '0'));
      // Matched by e-mail too: other test runs on the same broker publish users with the same ids.
      const event = await events.waitFor(
        ({ key, message }) => key === String(created.userId) && message.user?.displayEmail === created.displayEmail,
      );
      expect(event.user?.ibuttonId).toBe(created.ibuttonId);
    });

    it('refuses an id another user holds, in any organisation and any spelling, with IBUTTON_ALREADY_EXISTS', async () => {
      const digits = key();
      await call(h.users.createUser(newUserRequest({ ibuttonId: digits }), as(tenant.admin.token)));
      const other = await createTenant(h, root);
      expect(
        await codeOf(
          h.users.createUser(newUserRequest({ ibuttonId: `0000-${digits.toUpperCase()}` }), as(other.admin.token)),
        ),
      ).toBe('IBUTTON_ALREADY_EXISTS');
      expect(
        await codeOf(h.users.updateUser({ userId: other.driver.userId, ibuttonId: digits }, as(other.admin.token))),
      ).toBe('IBUTTON_ALREADY_EXISTS');
    });

    it('lets an admin set, keep and clear it, and refuses a misformatted one', async () => {
      const user = await call(h.users.createUser(newUserRequest(), as(tenant.admin.token)));
      expect(user.ibuttonId).toBeUndefined();
      const digits = key();
      const set = await call(h.users.updateUser({ userId: user.userId, ibuttonId: digits }, as(tenant.admin.token)));
      expect(set.ibuttonId).toBe(digits.padStart(16, '0'));
      // Setting one's own id again is no conflict; other changes keep it.
      const same = await call(
        h.users.updateUser({ userId: user.userId, ibuttonId: digits, phone: '070' }, as(tenant.admin.token)),
      );
      expect(same.ibuttonId).toBe(set.ibuttonId);
      for (const bad of ['12345678901234567', 'xyz', '00:00']) {
        expect(await codeOf(h.users.updateUser({ userId: user.userId, ibuttonId: bad }, as(tenant.admin.token)))).toBe(
          'MISFORMATTED_FIELDS',
        );
      }
      expect(await codeOf(h.users.createUser(newUserRequest({ ibuttonId: 'not-hex' }), as(tenant.admin.token)))).toBe(
        'MISFORMATTED_FIELDS',
      );
      const cleared = await call(h.users.updateUser({ userId: user.userId, ibuttonId: '' }, as(tenant.admin.token)));
      expect(cleared.ibuttonId).toBeUndefined();
      // The cleared id is free for somebody else.
      const next = await call(h.users.createUser(newUserRequest({ ibuttonId: digits }), as(tenant.admin.token)));
      expect(next.ibuttonId).toBe(set.ibuttonId);
    });

    it('is set by ADMIN in its own organisations and ROOT, not by a driver (not even its own)', async () => {
      expect(
        await codeOf(h.users.updateUser({ userId: tenant.driver.userId, ibuttonId: key() }, as(tenant.driver.token))),
      ).toBe('ROOT_OR_ADMIN_REQUIRED');
      const other = await createTenant(h, root);
      expect(
        await codeOf(h.users.updateUser({ userId: tenant.driver.userId, ibuttonId: key() }, as(other.admin.token))),
      ).toBe('USER_MISSING');
      const digits = key();
      const byRoot = await call(
        h.users.updateUser({ userId: tenant.driver.userId, ibuttonId: digits }, as(root.token)),
      );
      expect(byRoot.ibuttonId).toBe(digits.padStart(16, '0'));
      await call(h.users.updateUser({ userId: tenant.driver.userId, ibuttonId: '' }, as(tenant.admin.token)));
    });
  });

  describe('password change', () => {
    let user: Account;

    beforeAll(async () => {
      const email = `${unique('pw')}@users.test`;
      const created = await call(
        h.users.createUser(newUserRequest({ email, password: PASSWORD }), as(tenant.admin.token)),
      );
      user = { userId: created.userId, email, organizationId: tenant.organizationId, token: await login(h, email) };
    });

    const change = (fields: Partial<authV1.UpdateUserRequest>) =>
      codeOf(h.users.updateUser({ userId: user.userId, ...fields }, as(user.token)));

    it.each<[string, Partial<authV1.UpdateUserRequest>, string]>([
      ['no old password', { password: 'Brand-new-1', passwordConfirmation: 'Brand-new-1' }, 'OLD_PASSWORD_MISSING'],
      [
        'a wrong old password',
        { oldPassword: 'Wrong-old-1', password: 'Brand-new-1', passwordConfirmation: 'Brand-new-1' },
        'PASSWORD_MISMATCH',
      ],
      [
        'a short new password',
        { oldPassword: PASSWORD, password: 'short', passwordConfirmation: 'short' },
        'PASSWORD_SHORT',
      ],
      [
        'a different confirmation',
        { oldPassword: PASSWORD, password: 'Brand-new-1', passwordConfirmation: 'Brand-new-2' },
        'PASSWORD_MISMATCH',
      ],
      [
        'the same password',
        { oldPassword: PASSWORD, password: PASSWORD, passwordConfirmation: PASSWORD },
        'PASSWORD_SAME',
      ],
    ])('refuses %s', async (_label, fields, expected) => {
      expect(await change(fields)).toBe(expected);
    });

    it("refuses an admin setting somebody else's password", async () => {
      expect(
        await codeOf(
          h.users.updateUser(
            { userId: user.userId, oldPassword: PASSWORD, password: 'Brand-new-1' },
            as(tenant.admin.token),
          ),
        ),
      ).toBe('USER_FORBIDDEN');
    });

    it('changes the password when every rule holds', async () => {
      expect(
        await change({ oldPassword: PASSWORD, password: 'Brand-new-1', passwordConfirmation: 'Brand-new-1' }),
      ).toBe('OK');
      await expect(login(h, user.email, 'Brand-new-1')).resolves.toEqual(expect.any(String));
      expect(await codeOf(h.auth.login({ username: user.email, password: PASSWORD, clientAddress: '' }))).toBe(
        'INVALID_LOGIN',
      );
    });
  });

  describe('archive, activate, delete', () => {
    it('hides archived users unless asked, and activates them again', async () => {
      const user = await call(h.users.createUser(newUserRequest(), as(tenant.admin.token)));
      const archived = await call(h.users.archiveUser({ id: user.userId }, as(tenant.admin.token)));
      expect(archived.isArchived).toBe(true);
      expect(archived.archivedTsMs).toBeGreaterThan(0);

      const visible = await call(h.users.listUsers({ showArchived: false }, as(tenant.admin.token)));
      expect(visible.users.map((u) => u.userId)).not.toContain(user.userId);
      const all = await call(h.users.listUsers({ showArchived: false }, as(tenant.admin.token, undefined, true)));
      expect(all.users.map((u) => u.userId)).toContain(user.userId);

      const active = await call(h.users.activateUser({ id: user.userId }, as(tenant.admin.token)));
      expect(active).toMatchObject({ isArchived: false, archivedTsMs: 0 });
    });

    it('does not let an admin archive itself', async () => {
      expect(await codeOf(h.users.archiveUser({ id: tenant.admin.userId }, as(tenant.admin.token)))).toBe(
        'USER_FORBIDDEN',
      );
    });

    it('lets only ROOT delete, and publishes a deletion', async () => {
      const user = await call(h.users.createUser(newUserRequest(), as(tenant.admin.token)));
      expect(await codeOf(h.users.deleteUser({ id: user.userId }, as(tenant.admin.token)))).toBe('ROOT_REQUIRED');
      await call(h.users.deleteUser({ id: user.userId }, as(root.token)));
      expect(await codeOf(h.users.getUser({ id: user.userId }, as(tenant.admin.token)))).toBe('USER_MISSING');
      const event = await events.waitFor((entry) => entry.key === String(user.userId) && entry.message.deleted);
      expect(event.user?.userId).toBe(user.userId);
    });
  });

  it('lets a superadmin set and delete a user setting', async () => {
    const set = await call(
      h.users.adminSetUserSetting(
        { id: tenant.driver.userId, key: 'USER_ALLOWED_SPEED_REPORT', value: true },
        as(root.token),
      ),
    );
    expect(set.settings).toEqual({ USER_ALLOWED_SPEED_REPORT: true });
    const removed = await call(
      h.users.adminDeleteUserSetting(
        { id: tenant.driver.userId, key: 'USER_ALLOWED_SPEED_REPORT', value: false },
        as(root.token),
      ),
    );
    expect(removed.settings).toEqual({});
  });
});
