import type { authV1 } from '@fleetlog/contracts';

import { OrganizationEntity } from '../../src/organizations/organization.entity';
import { PasswordHasher } from '../../src/session/password-hasher';
import { UserEntity } from '../../src/users/user.entity';
import { as, type AuthHarness, call, unique } from './auth-harness';

export const PASSWORD = 'Test-password-1';

export interface Account {
  userId: number;
  email: string;
  organizationId: number;
  token: string;
}

export interface Tenant {
  organizationId: number;
  name: string;
  admin: Account;
  driver: Account;
}

const hasher = new PasswordHasher();

export async function login(h: AuthHarness, email: string, password = PASSWORD): Promise<string> {
  return (await call(h.auth.login({ username: email, password, clientAddress: '' }))).token;
}

/** A ROOT user in its own platform organisation, written straight to the database (nothing can create the first ROOT). */
export async function createRoot(h: AuthHarness): Promise<Account> {
  const em = h.orm.em.fork();
  const org = Object.assign(new OrganizationEntity(), { fullName: unique('Platform') });
  em.persist(org);
  await em.flush();
  const user = Object.assign(new UserEntity(), {
    email: `${unique('root')}@fleetlog.test`,
    displayName: 'Test Root',
    roles: ['ROOT'],
    organizationId: org.id,
    passwordHash: await hasher.hash(PASSWORD),
  });
  em.persist(user);
  await em.flush();
  return { userId: user.id, email: user.email, organizationId: org.id, token: await login(h, user.email) };
}

/** An organisation with an ADMIN and a DRIVER, created through the API as a superadmin would. */
export async function createTenant(
  h: AuthHarness,
  root: Account,
  options: { parentId?: number; input?: Partial<authV1.AdminOrganizationInput> } = {},
): Promise<Tenant> {
  const name = unique('Org');
  const adminEmail = `${unique('admin')}@tenant.test`;
  const created = await call(
    h.organizations.adminCreateOrganization(
      {
        organization: { fullName: name, parentOrganization: options.parentId ?? 0, ...options.input },
        adminUserEmail: adminEmail,
        adminUserFullName: 'Tenant Admin',
        adminUserPassword: PASSWORD,
        sendInvite: false,
        linkBaseUrl: '',
      },
      as(root.token),
    ),
  );
  const organizationId = created.organization!.organizationId;
  const adminToken = await login(h, adminEmail);
  const driverEmail = `${unique('driver')}@tenant.test`;
  const driver = await call(
    h.users.createUser(
      {
        name: 'Tenant Driver',
        email: driverEmail,
        roles: ['DRIVER'],
        sendInvite: false,
        permittedVehicles: [],
        defaultVehicles: [],
        phone: '',
        password: PASSWORD,
        linkBaseUrl: '',
      },
      as(adminToken, organizationId),
    ),
  );
  return {
    organizationId,
    name,
    admin: { userId: created.adminUser!.userId, email: adminEmail, organizationId, token: adminToken },
    driver: { userId: driver.userId, email: driverEmail, organizationId, token: await login(h, driverEmail) },
  };
}
