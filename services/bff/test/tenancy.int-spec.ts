import { useBeforeAll } from '@fleetlog/testing';

import type { ApiResponse } from './support/api-client';
import { unique } from './support/fixtures';
import { useAuthStack } from './support/stack';

interface Listed {
  userId?: number;
  organizationId: number;
}

describe('tenancy and roles over the API (real auth service)', () => {
  const { api, fixtures } = useAuthStack();
  const orgA = useBeforeAll(() => fixtures.organization('tenant-a'));
  const orgB = useBeforeAll(() => fixtures.organization('tenant-b'));
  const driverA = useBeforeAll(() => fixtures.user(orgA));
  const driverB = useBeforeAll(() => fixtures.user(orgB));

  const refused = (response: ApiResponse, code: string) => {
    expect({ status: response.status, body: response.body }).toEqual({
      status: 403,
      body: { code, message: expect.any(String) },
    });
  };
  // An object of an organisation the caller cannot see answers like one that does not exist (no id probing).
  const missing = (response: ApiResponse, code: string) => {
    expect({ status: response.status, body: response.body }).toEqual({
      status: 404,
      body: { code, message: expect.any(String) },
    });
  };
  const NO_SUCH_ID = 2_000_000_000;
  // x-organization-id naming an organisation outside the caller's reach answers like a missing one (finding 7).
  const ORG_REFUSAL = 'ORGANIZATION_MISSING';

  describe('an admin of organisation A on organisation B', () => {
    const asAdminA = () => ({ token: orgA.admin.token });
    const inB = () => ({ token: orgA.admin.token, headers: { 'x-organization-id': String(orgB.organizationId) } });

    it('cannot read a user of B, which answers exactly like a user that does not exist', async () => {
      const foreign = await api.get(`/api/user/${driverB.userId}`, asAdminA());
      missing(foreign, 'USER_MISSING');
      const absent = await api.get(`/api/user/${NO_SUCH_ID}`, asAdminA());
      expect({ status: absent.status, body: absent.body }).toEqual({ status: foreign.status, body: foreign.body });
    });

    it('cannot change, archive, activate or delete a user of B', async () => {
      for (const id of [driverB.userId, NO_SUCH_ID]) {
        missing(await api.patch(`/api/user/${id}`, { displayName: 'Hijacked' }, asAdminA()), 'USER_MISSING');
        missing(await api.patch(`/api/user/${id}/archive`, undefined, asAdminA()), 'USER_MISSING');
        missing(await api.patch(`/api/user/${id}/activate`, undefined, asAdminA()), 'USER_MISSING');
      }
      // Deleting users is ROOT's alone, so the admin is refused before tenancy is even considered.
      refused(await api.delete(`/api/user/${driverB.userId}`, asAdminA()), 'ROOT_REQUIRED');
      const untouched = await api.get<{ displayName: string; isArchived: boolean }>(`/api/user/${driverB.userId}`, {
        token: orgB.admin.token,
      });
      expect(untouched.body).toMatchObject({ isArchived: false });
      expect(untouched.body.displayName).not.toBe('Hijacked');
    });

    it('does not see users of B in the lists, and cannot select B', async () => {
      const users = await api.get<Listed[]>('/api/user', asAdminA());
      expect(users.status).toBe(200);
      expect(users.body.map((user) => user.userId)).toContain(driverA.userId);
      expect(users.body.every((user) => user.organizationId === orgA.organizationId)).toBe(true);
      const simple = await api.get<Listed[]>('/api/user/simple', asAdminA());
      expect(simple.body.map((user) => user.userId)).not.toContain(driverB.userId);

      missing(await api.get('/api/user', inB()), ORG_REFUSAL);
      missing(await api.get('/api/user/simple', inB()), ORG_REFUSAL);
    });

    it('cannot create or invite users into B', async () => {
      const body = { name: 'Intruder', email: `${unique('intruder')}@example.se`, roles: ['DRIVER'] };
      missing(await api.post('/api/user', body, inB()), ORG_REFUSAL);
      missing(await api.post('/api/invite-user', { email: body.email, fullName: 'Intruder' }, inB()), ORG_REFUSAL);
    });

    it('cannot move a user of A into B', async () => {
      const moved = await api.patch(`/api/user/${driverA.userId}`, { organizationId: orgB.organizationId }, asAdminA());
      refused(moved, 'DIFFERENT_ORGANIZATIONS_USER');
    });

    it('cannot read or change organisation B, which answers exactly like one that does not exist', async () => {
      const foreign = await api.get(`/api/organization/${orgB.organizationId}`, asAdminA());
      missing(foreign, 'ORGANIZATION_MISSING');
      const absent = await api.get(`/api/organization/${NO_SUCH_ID}`, asAdminA());
      expect({ status: absent.status, body: absent.body }).toEqual({ status: foreign.status, body: foreign.body });
      for (const id of [orgB.organizationId, NO_SUCH_ID]) {
        missing(
          await api.patch(`/api/organization/${id}`, { phone: '+4670000000' }, asAdminA()),
          'ORGANIZATION_MISSING',
        );
      }
      const organizations = await api.get<Listed[]>('/api/organization', asAdminA());
      expect(organizations.body.map((org) => org.organizationId)).toEqual([orgA.organizationId]);
      const simple = await api.get<Listed[]>('/api/organization-simple', asAdminA());
      expect(simple.body.map((org) => org.organizationId)).toEqual([orgA.organizationId]);
    });

    it('can change its own organisation', async () => {
      const updated = await api.patch<{ phone: string; postalAddress: { city: string } }>(
        `/api/organization/${orgA.organizationId}`,
        { phone: '+46701234567', postalAddress: { city: 'Umeå' } },
        asAdminA(),
      );
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ phone: '+46701234567', postalAddress: { city: 'Umeå' } });
    });
  });

  describe('a driver sees what its screens need and nothing else', () => {
    it('gets the simple user list and its own record, not the full records of colleagues', async () => {
      const asDriver = { token: driverA.token };
      const simple = await api.get<Array<Record<string, unknown>>>('/api/user/simple', asDriver);
      expect(simple.status).toBe(200);
      expect(simple.body.map((user) => user.userId)).toEqual(
        expect.arrayContaining([driverA.userId, orgA.admin.userId]),
      );
      expect(Object.keys(simple.body[0]).sort()).toEqual([
        'displayName',
        'id',
        'isArchived',
        'organizationId',
        'userId',
      ]);
      refused(await api.get('/api/user', asDriver), 'ROOT_OR_ADMIN_REQUIRED');
      refused(await api.get(`/api/user/${orgA.admin.userId}`, asDriver), 'USER_FORBIDDEN');
      const own = await api.get<{ userId: number; displayEmail: string }>(`/api/user/${driverA.userId}`, asDriver);
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ userId: driverA.userId, displayEmail: driverA.email });
    });

    it("gets its own organisation's public fields only", async () => {
      const publicFields = [
        'email',
        'fullName',
        'modules',
        'organizationId',
        'organizationNumber',
        'parentOrganization',
        'phone',
        'postalAddress',
      ];
      const asDriver = { token: driverA.token };
      const own = await api.get<Record<string, unknown>>(`/api/organization/${orgA.organizationId}`, asDriver);
      expect(own.status).toBe(200);
      expect(Object.keys(own.body).sort()).toEqual(publicFields);
      const listed = await api.get<Array<Record<string, unknown>>>('/api/organization', asDriver);
      expect(listed.body.map((org) => Object.keys(org).sort())).toEqual([publicFields]);
      const full = await api.get<Record<string, unknown>>(`/api/organization/${orgA.organizationId}`, {
        token: orgA.admin.token,
      });
      expect(full.body).toHaveProperty('kontekApiAccess');
    });
  });

  describe('caller headers reach the service', () => {
    it('ROOT lists the users of the organisation selected with x-organization-id', async () => {
      const users = await api.get<Listed[]>('/api/user', {
        token: fixtures.rootToken,
        headers: { 'x-organization-id': String(orgB.organizationId) },
      });
      expect(users.status).toBe(200);
      expect(users.body.map((user) => user.userId)).toEqual(
        expect.arrayContaining([driverB.userId, orgB.admin.userId]),
      );
      expect(users.body.every((user) => user.organizationId === orgB.organizationId)).toBe(true);
    });

    it('archived users are listed only with x-show-archived: true', async () => {
      const archivedDriver = await fixtures.user(orgA);
      await api.patch(`/api/user/${archivedDriver.userId}/archive`, undefined, { token: orgA.admin.token });
      const ids = async (showArchived: string) =>
        (
          await api.get<Listed[]>('/api/user', {
            token: orgA.admin.token,
            headers: { 'x-show-archived': showArchived },
          })
        ).body.map((user) => user.userId);
      expect(await ids('false')).not.toContain(archivedDriver.userId);
      expect(await ids('true')).toContain(archivedDriver.userId);
    });
  });

  describe('roles', () => {
    const adminRoutes = (): Array<[string, string, unknown]> => [
      ['GET', '/api/admin/organization', undefined],
      ['POST', '/api/admin/organization', { fullName: 'X', adminUserEmail: 'x@example.se', adminUserFullName: 'X' }],
      ['GET', `/api/admin/organization/${orgA.organizationId}`, undefined],
      ['PATCH', `/api/admin/organization/${orgA.organizationId}`, { fullName: 'Renamed' }],
      ['DELETE', `/api/admin/organization/${orgA.organizationId}`, undefined],
      ['POST', '/api/admin/organization/settings', { organizationId: orgA.organizationId, key: 'K', value: true }],
      ['DELETE', '/api/admin/organization/settings', { organizationId: orgA.organizationId, key: 'K' }],
      ['POST', '/api/admin/user/settings', { userId: driverA.userId, key: 'K', value: true }],
      ['DELETE', '/api/admin/user/settings', { userId: driverA.userId, key: 'K' }],
    ];

    it('a DRIVER gets 403 ROOT_REQUIRED on every superadmin route', async () => {
      for (const [method, path, body] of adminRoutes()) {
        const response = await api.request(method, path, { token: driverA.token, body });
        expect({ route: `${method} ${path}`, status: response.status, body: response.body }).toEqual({
          route: `${method} ${path}`,
          status: 403,
          body: { code: 'ROOT_REQUIRED', message: expect.any(String) },
        });
      }
    });

    it('an ADMIN gets 403 on superadmin routes too', async () => {
      const response = await api.get('/api/admin/organization', { token: orgA.admin.token });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'ROOT_REQUIRED' });
    });

    it('a DRIVER cannot create users', async () => {
      const body = { name: 'Friend', email: `${unique('friend')}@example.se`, roles: ['DRIVER'] };
      const response = await api.post('/api/user', body, { token: driverA.token });
      refused(response, 'ROOT_OR_ADMIN_REQUIRED');
    });

    it('ROOT sets and removes an organisation setting', async () => {
      const root = { token: fixtures.rootToken };
      const body = { organizationId: orgA.organizationId, key: 'ORG_ALLOWED_SPEED_REPORT', value: true };
      const set = await api.post<{ settings: Record<string, boolean> }>('/api/admin/organization/settings', body, root);
      expect(set.status).toBe(200);
      expect(set.body.settings).toMatchObject({ ORG_ALLOWED_SPEED_REPORT: true });
      const removed = await api.request<{ settings: Record<string, boolean> }>(
        'DELETE',
        '/api/admin/organization/settings',
        {
          ...root,
          body: { organizationId: orgA.organizationId, key: 'ORG_ALLOWED_SPEED_REPORT' },
        },
      );
      expect(removed.status).toBe(200);
      expect(removed.body.settings.ORG_ALLOWED_SPEED_REPORT).toBeUndefined();
    });
  });
});
