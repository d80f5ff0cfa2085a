import type { authV1 } from '@fleetlog/contracts';
import { useBeforeAll } from '@fleetlog/testing';
import type { Observable } from 'rxjs';

import { as, call, codeOf, unique, useAuthHarness } from './support/auth-harness';
import { createRoot, createTenant, newUserRequest } from './support/tenants';

const NO_ORG_INPUT: authV1.AdminOrganizationInput = {};

describe('Organisation isolation and role gates (gRPC)', () => {
  const h = useAuthHarness();
  const root = useBeforeAll(() => createRoot(h));
  const a = useBeforeAll(() => createTenant(h, root));
  const b = useBeforeAll(() => createTenant(h, root));
  const child = useBeforeAll(() => createTenant(h, root, { parentId: a.organizationId }));

  beforeAll(() =>
    call(
      h.organizations.adminSetOrganizationSetting(
        { id: b.organizationId, key: 'NO_MAP_VIEW', value: true },
        as(root.token),
      ),
    ),
  );

  describe('an admin of one organisation against another organisation', () => {
    const cases: Array<[string, () => Observable<unknown>, string]> = [
      [
        'ListUsers of B',
        () => h.users.listUsers({ showArchived: false }, as(a.admin.token, b.organizationId)),
        'ORGANIZATION_MISSING',
      ],
      [
        'ListUsersSimple of B',
        () => h.users.listUsersSimple({ showArchived: true }, as(a.admin.token, b.organizationId)),
        'ORGANIZATION_MISSING',
      ],
      ['GetUser of B', () => h.users.getUser({ id: b.driver.userId }, as(a.admin.token)), 'USER_MISSING'],
      [
        'CreateUser in B',
        () =>
          h.users.createUser(
            newUserRequest({ name: 'Intruder Made', email: `${unique('x')}@x.test` }),
            as(a.admin.token, b.organizationId),
          ),
        'ORGANIZATION_MISSING',
      ],
      [
        'UpdateUser of B',
        () => h.users.updateUser({ userId: b.driver.userId, displayName: 'Hacked' }, as(a.admin.token)),
        'USER_MISSING',
      ],
      [
        'UpdateUser moving own user to B',
        () => h.users.updateUser({ userId: a.driver.userId, organizationId: b.organizationId }, as(a.admin.token)),
        'DIFFERENT_ORGANIZATIONS_USER',
      ],
      ['DeleteUser of B', () => h.users.deleteUser({ id: b.driver.userId }, as(a.admin.token)), 'ROOT_REQUIRED'],
      ['ArchiveUser of B', () => h.users.archiveUser({ id: b.driver.userId }, as(a.admin.token)), 'USER_MISSING'],
      ['ActivateUser of B', () => h.users.activateUser({ id: b.driver.userId }, as(a.admin.token)), 'USER_MISSING'],
      [
        'InviteUser of a B e-mail',
        () => h.users.inviteUser({ email: b.driver.email, fullName: 'X', linkBaseUrl: '' }, as(a.admin.token)),
        'EMAIL_ALREADY_EXISTS',
      ],
      [
        'InviteUser into B',
        () =>
          h.users.inviteUser(
            { email: `${unique('y')}@x.test`, fullName: 'Y', linkBaseUrl: '' },
            as(a.admin.token, b.organizationId),
          ),
        'ORGANIZATION_MISSING',
      ],
      [
        'AdminSetUserSetting of B',
        () =>
          h.users.adminSetUserSetting(
            { id: b.driver.userId, key: 'USER_ALLOWED_SPEED_REPORT', value: true },
            as(a.admin.token),
          ),
        'ROOT_REQUIRED',
      ],
      [
        'AdminDeleteUserSetting of B',
        () =>
          h.users.adminDeleteUserSetting(
            { id: b.driver.userId, key: 'USER_ALLOWED_SPEED_REPORT', value: false },
            as(a.admin.token),
          ),
        'ROOT_REQUIRED',
      ],
      [
        'GetOrganization B',
        () => h.organizations.getOrganization({ id: b.organizationId }, as(a.admin.token)),
        'ORGANIZATION_MISSING',
      ],
      [
        'UpdateOrganization B',
        () => h.organizations.updateOrganization({ organizationId: b.organizationId, phone: '0' }, as(a.admin.token)),
        'ORGANIZATION_MISSING',
      ],
      [
        'any call selecting B',
        () => h.auth.getCurrentUser({}, as(a.admin.token, b.organizationId)),
        'ORGANIZATION_MISSING',
      ],
      [
        'AdminGetOrganization B',
        () => h.organizations.adminGetOrganization({ id: b.organizationId }, as(a.admin.token)),
        'ROOT_REQUIRED',
      ],
      [
        'AdminUpdateOrganization B',
        () =>
          h.organizations.adminUpdateOrganization(
            { organizationId: b.organizationId, organization: { phone: '0' } },
            as(a.admin.token),
          ),
        'ROOT_REQUIRED',
      ],
      [
        'AdminDeleteOrganization B',
        () => h.organizations.adminDeleteOrganization({ id: b.organizationId }, as(a.admin.token)),
        'ROOT_REQUIRED',
      ],
      [
        'AdminSetOrganizationSetting B',
        () =>
          h.organizations.adminSetOrganizationSetting(
            { id: b.organizationId, key: 'X', value: true },
            as(a.admin.token),
          ),
        'ROOT_REQUIRED',
      ],
      [
        'AdminDeleteOrganizationSetting B',
        () =>
          h.organizations.adminDeleteOrganizationSetting(
            { id: b.organizationId, key: 'NO_MAP_VIEW', value: false },
            as(a.admin.token),
          ),
        'ROOT_REQUIRED',
      ],
    ];

    it.each(cases)('%s is refused', async (_name, rpc, expected) => {
      expect(await codeOf(rpc())).toBe(expected);
    });

    it('does not see B in lists', async () => {
      const known = await call(h.organizations.listOrganizations({}, as(a.admin.token)));
      expect(known.organizations.map((org) => org.organizationId).sort()).toEqual(
        [a.organizationId, child.organizationId].sort(),
      );
      const simple = await call(h.organizations.listOrganizationsSimple({}, as(a.admin.token)));
      expect(simple.organizations.map((org) => org.organizationId)).not.toContain(b.organizationId);
      const users = await call(h.users.listUsers({ showArchived: true }, as(a.admin.token)));
      expect(users.users.map((user) => user.organizationId)).toEqual(users.users.map(() => a.organizationId));
      const noMap = await call(h.organizations.listNoMapViewOrganizations({}, as(a.admin.token)));
      expect(noMap.orgIds).not.toContain(b.organizationId);
      const me = await call(h.auth.getCurrentUser({}, as(a.admin.token)));
      expect(me.organizations.map((org) => org.organizationId)).not.toContain(b.organizationId);
    });

    it("left B's data untouched", async () => {
      const victim = await call(h.users.getUser({ id: b.driver.userId }, as(b.admin.token)));
      expect(victim.displayName).toBe('Tenant Driver');
      expect(victim.isArchived).toBe(false);
      expect(victim.settings).toEqual({});
      const org = await call(h.organizations.getOrganization({ id: b.organizationId }, as(b.admin.token)));
      expect(org.settings).toEqual({ NO_MAP_VIEW: true });
      expect(org.phone).toBe('');
    });

    it('ROOT sees B and its NO_MAP_VIEW switch', async () => {
      const noMap = await call(h.organizations.listNoMapViewOrganizations({}, as(root.token)));
      expect(noMap.orgIds).toContain(b.organizationId);
      const users = await call(h.users.listUsers({ showArchived: false }, as(root.token, b.organizationId)));
      expect(users.users.map((user) => user.userId).sort()).toEqual([b.admin.userId, b.driver.userId].sort());
    });
  });

  describe('a driver', () => {
    const cases: Array<[string, () => Observable<unknown>, string]> = [
      [
        'CreateUser',
        () =>
          h.users.createUser(
            newUserRequest({ name: 'Intruder Made', email: `${unique('d')}@x.test` }),
            as(a.driver.token),
          ),
        'ROOT_OR_ADMIN_REQUIRED',
      ],
      [
        'UpdateUser of a colleague',
        () => h.users.updateUser({ userId: a.admin.userId, phone: '1' }, as(a.driver.token)),
        'ROOT_OR_ADMIN_REQUIRED',
      ],
      [
        'UpdateUser of its own roles',
        () => h.users.updateUser({ userId: a.driver.userId, roles: { values: ['ADMIN'] } }, as(a.driver.token)),
        'ROOT_OR_ADMIN_REQUIRED',
      ],
      [
        'UpdateUser of its own vehicles',
        () => h.users.updateUser({ userId: a.driver.userId, permittedVehicles: { values: [1] } }, as(a.driver.token)),
        'ROOT_OR_ADMIN_REQUIRED',
      ],
      ['ArchiveUser', () => h.users.archiveUser({ id: a.admin.userId }, as(a.driver.token)), 'ROOT_OR_ADMIN_REQUIRED'],
      [
        'ActivateUser',
        () => h.users.activateUser({ id: a.admin.userId }, as(a.driver.token)),
        'ROOT_OR_ADMIN_REQUIRED',
      ],
      [
        'InviteUser',
        () =>
          h.users.inviteUser({ email: `${unique('i')}@x.test`, fullName: 'I', linkBaseUrl: '' }, as(a.driver.token)),
        'ROOT_OR_ADMIN_REQUIRED',
      ],
      ['DeleteUser', () => h.users.deleteUser({ id: a.admin.userId }, as(a.driver.token)), 'ROOT_REQUIRED'],
      [
        'AdminSetUserSetting',
        () => h.users.adminSetUserSetting({ id: a.driver.userId, key: 'K', value: true }, as(a.driver.token)),
        'ROOT_REQUIRED',
      ],
      [
        'AdminDeleteUserSetting',
        () => h.users.adminDeleteUserSetting({ id: a.driver.userId, key: 'K', value: true }, as(a.driver.token)),
        'ROOT_REQUIRED',
      ],
      [
        'UpdateOrganization',
        () => h.organizations.updateOrganization({ organizationId: a.organizationId, phone: '1' }, as(a.driver.token)),
        'ROOT_OR_ADMIN_REQUIRED',
      ],
      ['AdminListOrganizations', () => h.organizations.adminListOrganizations({}, as(a.driver.token)), 'ROOT_REQUIRED'],
      [
        'AdminGetOrganization',
        () => h.organizations.adminGetOrganization({ id: a.organizationId }, as(a.driver.token)),
        'ROOT_REQUIRED',
      ],
      [
        'AdminCreateOrganization',
        () =>
          h.organizations.adminCreateOrganization(
            {
              organization: { fullName: unique('X') },
              adminUserEmail: `${unique('z')}@x.test`,
              adminUserFullName: 'Z',
              adminUserPassword: '',
              sendInvite: false,
              linkBaseUrl: '',
            },
            as(a.driver.token),
          ),
        'ROOT_REQUIRED',
      ],
      [
        'AdminUpdateOrganization',
        () =>
          h.organizations.adminUpdateOrganization(
            { organizationId: a.organizationId, organization: NO_ORG_INPUT },
            as(a.driver.token),
          ),
        'ROOT_REQUIRED',
      ],
      [
        'AdminDeleteOrganization',
        () => h.organizations.adminDeleteOrganization({ id: child.organizationId }, as(a.driver.token)),
        'ROOT_REQUIRED',
      ],
      [
        'AdminSetOrganizationSetting',
        () =>
          h.organizations.adminSetOrganizationSetting(
            { id: a.organizationId, key: 'K', value: true },
            as(a.driver.token),
          ),
        'ROOT_REQUIRED',
      ],
      [
        'AdminDeleteOrganizationSetting',
        () =>
          h.organizations.adminDeleteOrganizationSetting(
            { id: a.organizationId, key: 'K', value: true },
            as(a.driver.token),
          ),
        'ROOT_REQUIRED',
      ],
      ['reading users of B', () => h.users.getUser({ id: b.admin.userId }, as(a.driver.token)), 'USER_MISSING'],
      [
        'reading the full record of a colleague',
        () => h.users.getUser({ id: a.admin.userId }, as(a.driver.token)),
        'USER_FORBIDDEN',
      ],
      [
        'listing full user records',
        () => h.users.listUsers({ showArchived: false }, as(a.driver.token)),
        'ROOT_OR_ADMIN_REQUIRED',
      ],
      [
        'reading a sub-organisation',
        () => h.organizations.getOrganization({ id: child.organizationId }, as(a.driver.token)),
        'ORGANIZATION_FORBIDDEN',
      ],
      [
        'listing users of a sub-organisation',
        () => h.users.listUsersSimple({ showArchived: false }, as(a.driver.token, child.organizationId)),
        'ORGANIZATION_FORBIDDEN',
      ],
    ];

    it.each(cases)('cannot call %s', async (_name, rpc, expected) => {
      expect(await codeOf(rpc())).toBe(expected);
    });

    it('reads itself and its colleagues and edits its own profile', async () => {
      const me = await call(h.users.getUser({ id: a.driver.userId }, as(a.driver.token)));
      expect(me.userId).toBe(a.driver.userId);
      const colleagues = await call(h.users.listUsersSimple({ showArchived: false }, as(a.driver.token)));
      expect(colleagues.users.map((user) => user.userId).sort()).toEqual([a.admin.userId, a.driver.userId].sort());
      const updated = await call(
        h.users.updateUser(
          {
            userId: a.driver.userId,
            displayName: 'Driver Self',
            mapType: 'LIGHT',
            purposes: { values: ['Kundbesök'] },
            hasApprovedGdpr: true,
          },
          as(a.driver.token),
        ),
      );
      expect(updated).toMatchObject({
        displayName: 'Driver Self',
        mapType: 'LIGHT',
        purposes: ['Kundbesök'],
        hasApprovedGdpr: true,
      });
    });
  });

  describe("a driver's view (finding 4)", () => {
    it('reads its own full record and its organisation by public fields only', async () => {
      const invoiceAddress = { streetAndNum: 'Box 1', zip: '11122', city: 'Stockholm', state: '', country: 'SE' };
      await call(
        h.organizations.updateOrganization({ organizationId: a.organizationId, invoiceAddress }, as(a.admin.token)),
      );
      await call(
        h.organizations.adminSetOrganizationSetting(
          { id: a.organizationId, key: 'ORG_ALLOWED_SPEED_REPORT', value: true },
          as(root.token),
        ),
      );
      const org = await call(h.organizations.getOrganization({ id: a.organizationId }, as(a.driver.token)));
      expect(org).toMatchObject({ organizationId: a.organizationId, fullName: expect.any(String) });
      expect(org.invoiceAddress ?? undefined).toBeUndefined();
      expect(org).toMatchObject({
        imeiFlagEmails: [],
        kontekEnabled: false,
        kontekUrlDomain: '',
        settings: {},
        createdTsMs: 0,
      });
      expect(org.kontekApiAccess ?? undefined).toBeUndefined();
      const known = await call(h.organizations.listOrganizations({}, as(a.driver.token)));
      expect(known.organizations.map((known) => known.organizationId)).toEqual([a.organizationId]);
      expect(known.organizations[0].kontekApiAccess ?? undefined).toBeUndefined();
      // The admin still reads it in full.
      const full = await call(h.organizations.getOrganization({ id: a.organizationId }, as(a.admin.token)));
      expect(full).toMatchObject({ invoiceAddress, settings: { ORG_ALLOWED_SPEED_REPORT: true } });
      expect(full.createdTsMs).toBeGreaterThan(0);
    });
  });

  describe('foreign ids answer like missing ones (finding 7)', () => {
    const MISSING_ID = 2_000_000_000;

    async function failureOf(observable: Observable<unknown>): Promise<unknown> {
      try {
        await call(observable);
      } catch (error) {
        const { code, message, details } = error as { code: unknown; message: string; details: unknown };
        return { code, message, details };
      }
      throw new Error('the call succeeded');
    }

    it.each<[string, (id: number) => Observable<unknown>, () => number]>([
      ['GetUser', (id) => h.users.getUser({ id }, as(a.admin.token)), () => b.driver.userId],
      ['UpdateUser', (id) => h.users.updateUser({ userId: id, phone: '1' }, as(a.admin.token)), () => b.driver.userId],
      ['ArchiveUser', (id) => h.users.archiveUser({ id }, as(a.admin.token)), () => b.driver.userId],
      ['GetUser (driver)', (id) => h.users.getUser({ id }, as(a.driver.token)), () => b.driver.userId],
      ['GetOrganization', (id) => h.organizations.getOrganization({ id }, as(a.admin.token)), () => b.organizationId],
      [
        'UpdateOrganization',
        (id) => h.organizations.updateOrganization({ organizationId: id, phone: '1' }, as(a.admin.token)),
        () => b.organizationId,
      ],
      [
        'GetOrganization (driver)',
        (id) => h.organizations.getOrganization({ id }, as(a.driver.token)),
        () => b.organizationId,
      ],
    ])('%s: a foreign id and a non-existent id fail identically', async (_name, rpc, foreignId) => {
      const foreign = await failureOf(rpc(foreignId()));
      expect(foreign).toEqual(await failureOf(rpc(MISSING_ID)));
      expect((foreign as { code: number }).code).toBeDefined();
    });
  });

  describe('the organisation tree', () => {
    it("lets the parent's admin act in the child organisation", async () => {
      const users = await call(h.users.listUsers({ showArchived: false }, as(a.admin.token, child.organizationId)));
      expect(users.users.map((user) => user.userId).sort()).toEqual([child.admin.userId, child.driver.userId].sort());
      const org = await call(h.organizations.getOrganization({ id: child.organizationId }, as(a.admin.token)));
      expect(org.parentOrganization).toBe(a.organizationId);
    });

    it('returns exactly the organisation asked for, for every organisation in scope', async () => {
      for (const id of [a.organizationId, child.organizationId]) {
        const org = await call(h.organizations.getOrganization({ id }, as(a.admin.token)));
        expect(org.organizationId).toBe(id);
      }
    });

    it("keeps the child's admin out of the parent", async () => {
      expect(await codeOf(h.users.listUsers({ showArchived: false }, as(child.admin.token, a.organizationId)))).toBe(
        'ORGANIZATION_MISSING',
      );
      expect(await codeOf(h.users.getUser({ id: a.admin.userId }, as(child.admin.token)))).toBe('USER_MISSING');
      expect(await codeOf(h.organizations.getOrganization({ id: a.organizationId }, as(child.admin.token)))).toBe(
        'ORGANIZATION_MISSING',
      );
    });

    it("lets the parent's admin move a user into the child and clears its vehicles", async () => {
      const mover = await call(
        h.users.createUser(
          { ...newUserRequest({ name: 'Intruder Made', email: `${unique('mover')}@x.test` }), permittedVehicles: [5] },
          as(a.admin.token),
        ),
      );
      const moved = await call(
        h.users.updateUser({ userId: mover.userId, organizationId: child.organizationId }, as(a.admin.token)),
      );
      expect(moved.organizationId).toBe(child.organizationId);
      expect(moved.permittedVehicles).toEqual([]);
    });
  });
});
