import { type authV1, TOPICS } from '@fleetlog/contracts';
import { useBeforeAll, useKafkaCollector } from '@fleetlog/testing';

import { OrganizationEntity } from '../src/organizations/organization.entity';
import { as, call, codeOf, unique, useAuthHarness } from './support/auth-harness';
import { linkToken, mailTo } from './support/mail';
import { createRoot, createTenant, login } from './support/tenants';

const ADDRESS = { streetAndNum: 'Storgatan 1', zip: '111 22', city: 'Stockholm', state: '', country: 'SE' };

describe('OrganizationsService (gRPC)', () => {
  const h = useAuthHarness();
  const events = useKafkaCollector(TOPICS.authOrganizations, 'auth-test');
  const root = useBeforeAll(() => createRoot(h));
  const tenant = useBeforeAll(() => createTenant(h, root));

  it('creates an organisation with its first admin in one step and invites the admin by mail', async () => {
    const email = `${unique('first-admin')}@org.test`;
    const created = await call(
      h.organizations.adminCreateOrganization(
        {
          organization: {
            fullName: unique('Nya Bolaget AB'),
            organizationNumber: '556000-0000',
            postalAddress: ADDRESS,
            modules: { modules: { journey: { active: true }, ecoScore: { active: false } } },
          },
          adminUserEmail: email,
          adminUserFullName: 'Första Admin',
          adminUserPassword: '',
          sendInvite: true,
          linkBaseUrl: 'https://app.fleetlog.test',
        },
        as(root.token),
      ),
    );
    expect(created.organization).toMatchObject({
      organizationNumber: '556000-0000',
      postalAddress: ADDRESS,
      parentOrganization: 0,
    });
    expect(created.organization!.modules).toEqual({ journey: { active: true }, ecoScore: { active: false } });
    expect(created.adminUser).toMatchObject({ roles: ['ADMIN'], organizationId: created.organization!.organizationId });
    expect(created.adminUser!.inviteSentTsMs).toBeGreaterThan(0);

    const { token } = linkToken(await mailTo(h.smtp, email));
    await call(h.auth.resetPassword({ token, password: 'First-admin-1', passwordConfirmation: 'First-admin-1' }));
    await expect(login(h, email, 'First-admin-1')).resolves.toEqual(expect.any(String));

    const event = await events.waitFor((entry) => entry.key === String(created.organization!.organizationId));
    expect(event.organization?.fullName).toBe(created.organization!.fullName);
  });

  it('rolls the organisation back when its admin cannot be created', async () => {
    const name = unique('Dubblett AB');
    expect(
      await codeOf(
        h.organizations.adminCreateOrganization(
          {
            organization: { fullName: name },
            adminUserEmail: tenant.admin.email,
            adminUserFullName: 'X',
            adminUserPassword: '',
            sendInvite: false,
            linkBaseUrl: '',
          },
          as(root.token),
        ),
      ),
    ).toBe('EMAIL_ALREADY_EXISTS');
    expect(await h.orm.em.fork().count(OrganizationEntity, { fullName: name })).toBe(0);
  });

  it('requires a name and an admin e-mail', async () => {
    const base = { adminUserFullName: 'X', adminUserPassword: '', sendInvite: false, linkBaseUrl: '' };
    expect(
      await codeOf(
        h.organizations.adminCreateOrganization(
          { ...base, organization: {}, adminUserEmail: `${unique('a')}@x.test` },
          as(root.token),
        ),
      ),
    ).toBe('MISSING_FIELDS');
    expect(
      await codeOf(
        h.organizations.adminCreateOrganization(
          { ...base, organization: { fullName: 'X' }, adminUserEmail: 'bad' },
          as(root.token),
        ),
      ),
    ).toBe('MISFORMATTED_FIELDS');
  });

  it('never returns the payroll-integration password and derives kontekActive from all fields', async () => {
    const id = tenant.organizationId;
    const update = (organization: authV1.AdminOrganizationInput) =>
      call(h.organizations.adminUpdateOrganization({ organizationId: id, organization }, as(root.token)));
    const apiAccess = (password: string, passwordSet: boolean) => ({
      instance: 'prod',
      username: 'fleetlog',
      password,
      passwordSet,
    });
    const partial = await update({
      kontekEnabled: true,
      kontekCompanyNumber: 4711,
      kontekUrlDomain: 'demo.kontek.se',
      kontekApiAccess: apiAccess('', false),
    });
    expect(partial.kontekActive).toBe(false);
    expect(partial.kontekApiAccess).toEqual(apiAccess('', false));

    const complete = await update({ kontekApiAccess: apiAccess('Kontek-secret-9', true) });
    expect(complete.kontekActive).toBe(true);
    expect(complete.kontekApiAccess).toEqual(apiAccess('', true));
    const stored = await h.orm.em.fork().findOneOrFail(OrganizationEntity, { id });
    expect(stored.kontekPasswordEncrypted).not.toContain('Kontek-secret-9');

    const read = await call(h.organizations.getOrganization({ id }, as(tenant.admin.token)));
    expect(JSON.stringify(read)).not.toContain('Kontek-secret-9');
    expect(read.kontekActive).toBe(true);
  });

  it('lets a company admin change addresses and phone, nothing else', async () => {
    const updated = await call(
      h.organizations.updateOrganization(
        {
          organizationId: tenant.organizationId,
          postalAddress: ADDRESS,
          invoiceAddress: { ...ADDRESS, city: 'Uppsala' },
          phone: '08-123 45',
        },
        as(tenant.admin.token),
      ),
    );
    expect(updated).toMatchObject({ phone: '08-123 45', postalAddress: ADDRESS, invoiceAddress: { city: 'Uppsala' } });
  });

  it('switches settings and lists NO_MAP_VIEW organisations', async () => {
    const other = await createTenant(h, root);
    const set = await call(
      h.organizations.adminSetOrganizationSetting(
        { id: other.organizationId, key: 'NO_MAP_VIEW', value: true },
        as(root.token),
      ),
    );
    expect(set.settings).toEqual({ NO_MAP_VIEW: true });
    expect((await call(h.organizations.listNoMapViewOrganizations({}, as(other.driver.token)))).orgIds).toEqual([
      other.organizationId,
    ]);
    await call(
      h.organizations.adminDeleteOrganizationSetting(
        { id: other.organizationId, key: 'NO_MAP_VIEW', value: false },
        as(root.token),
      ),
    );
    expect((await call(h.organizations.listNoMapViewOrganizations({}, as(other.driver.token)))).orgIds).toEqual([]);
  });

  it('refuses a parent that would put an organisation below itself', async () => {
    const child = await createTenant(h, root, { parentId: tenant.organizationId });
    expect(
      await codeOf(
        h.organizations.adminUpdateOrganization(
          { organizationId: tenant.organizationId, organization: { parentOrganization: child.organizationId } },
          as(root.token),
        ),
      ),
    ).toBe('MISFORMATTED_FIELDS');
  });

  it('refuses deleting an organisation with children or users, and deletes an empty one', async () => {
    const parent = await createTenant(h, root);
    await createTenant(h, root, { parentId: parent.organizationId });
    expect(await codeOf(h.organizations.adminDeleteOrganization({ id: parent.organizationId }, as(root.token)))).toBe(
      'ORGANIZATION_FORBIDDEN',
    );
    const lonely = await createTenant(h, root);
    expect(await codeOf(h.organizations.adminDeleteOrganization({ id: lonely.organizationId }, as(root.token)))).toBe(
      'ORGANIZATION_FORBIDDEN',
    );
    await call(h.users.deleteUser({ id: lonely.driver.userId }, as(root.token)));
    await call(h.users.deleteUser({ id: lonely.admin.userId }, as(root.token)));
    await call(h.organizations.adminDeleteOrganization({ id: lonely.organizationId }, as(root.token)));
    expect(await codeOf(h.organizations.adminGetOrganization({ id: lonely.organizationId }, as(root.token)))).toBe(
      'ORGANIZATION_MISSING',
    );
    const event = await events.waitFor((entry) => entry.key === String(lonely.organizationId) && entry.message.deleted);
    expect(event.organization?.organizationId).toBe(lonely.organizationId);
  });

  it('gives superadmins every organisation', async () => {
    const all = await call(h.organizations.adminListOrganizations({}, as(root.token)));
    const ids = all.organizations.map((org) => org.organizationId);
    expect(ids).toEqual(expect.arrayContaining([root.organizationId, tenant.organizationId]));
  });
});
