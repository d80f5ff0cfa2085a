import type { authV1 } from '@fleetlog/contracts';
import {
  type AuthClients,
  createTenant as createSharedTenant,
  login,
  type NewOrganization,
  type TestAccount,
  TEST_PASSWORD,
  type TestTenant,
} from '@fleetlog/testing';

import { OrganizationEntity } from '../../src/organizations/organization.entity';
import { PasswordHasher } from '../../src/session/password-hasher';
import { UserEntity } from '../../src/users/user.entity';
import { type AuthHarness, unique } from './auth-harness';

// Accounts and organisations are made by the shared builders of @fleetlog/testing; auth alone writes its first ROOT.
export { login };
export const PASSWORD = TEST_PASSWORD;
export type Account = TestAccount;

export type Tenant = TestTenant;

const hasher = new PasswordHasher();

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
  h: AuthClients,
  root: Account,
  options: Pick<NewOrganization, 'parentId' | 'input'> = {},
): Promise<Tenant> {
  return createSharedTenant(h, root.token, { ...options, driverName: 'Tenant Driver' });
}

/** A CreateUser request for a DRIVER with a fresh address, no password and no invitation. */
export function newUserRequest(overrides: Partial<authV1.CreateUserRequest> = {}): authV1.CreateUserRequest {
  return {
    name: 'Nils Ny',
    email: `${unique('new')}@users.test`,
    roles: ['DRIVER'],
    sendInvite: false,
    permittedVehicles: [],
    defaultVehicles: [],
    phone: '',
    password: '',
    linkBaseUrl: '',
    ...overrides,
  };
}
