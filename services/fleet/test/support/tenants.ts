import type { fleetV1 } from '@fleetlog/contracts';

import { as, type AuthSide, call, unique } from './fleet-harness';

export const DEMO_PASSWORD = 'Fleetlog-demo-1';
export const PASSWORD = 'Test-password-1';

export interface Account {
  userId: number;
  email: string;
  organizationId: number;
  token: string;
}

export interface Tenant {
  organizationId: number;
  admin: Account;
  driver: Account;
  otherDriver: Account;
}

export async function login(auth: AuthSide, email: string, password = PASSWORD): Promise<string> {
  return (await call(auth.auth.login({ username: email, password, clientAddress: '' }))).token;
}

/** The seeded platform ROOT (auth's demo seed), logged in. */
export async function rootAccount(auth: AuthSide): Promise<Account> {
  const token = await login(auth, 'root@fleetlog.se', DEMO_PASSWORD);
  const me = await call(auth.auth.getCurrentUser({}, as(token)));
  return { userId: me.user!.userId, email: 'root@fleetlog.se', organizationId: me.user!.organizationId, token };
}

async function createUser(
  auth: AuthSide,
  adminToken: string,
  organizationId: number,
  roles: string[],
): Promise<Account> {
  const email = `${unique('user')}@fleet.test`;
  const user = await call(
    auth.users.createUser(
      {
        name: `Driver ${email}`,
        email,
        roles,
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
  return { userId: user.userId, email, organizationId, token: await login(auth, email) };
}

/** An organisation of its own with an ADMIN and two DRIVERs, made through auth's admin RPCs as ROOT. */
export async function createTenant(auth: AuthSide, root: Account, parentId = 0): Promise<Tenant> {
  const adminEmail = `${unique('admin')}@fleet.test`;
  const created = await call(
    auth.organizations.adminCreateOrganization(
      {
        organization: { fullName: unique('Fleet Org'), parentOrganization: parentId },
        adminUserEmail: adminEmail,
        adminUserFullName: 'Fleet Admin',
        adminUserPassword: PASSWORD,
        sendInvite: false,
        linkBaseUrl: '',
      },
      as(root.token),
    ),
  );
  const organizationId = created.organization!.organizationId;
  const adminToken = await login(auth, adminEmail);
  const admin = { userId: created.adminUser!.userId, email: adminEmail, organizationId, token: adminToken };
  const driver = await createUser(auth, adminToken, organizationId, ['DRIVER']);
  const otherDriver = await createUser(auth, adminToken, organizationId, ['DRIVER']);
  return { organizationId, admin, driver, otherDriver };
}

/** A create request with sensible defaults (a Swedish BENEFIT car). */
export function vehicleRequest(overrides: Partial<fleetV1.CreateVehicleRequest> = {}): fleetV1.CreateVehicleRequest {
  return {
    category: 'VEHICLE',
    registry: '',
    displayName: unique('Car'),
    permittedDrivers: [],
    defaultTripType: 'BUSINESS',
    benefitType: 'BENEFIT',
    permitAnyDriver: false,
    organizationId: 0,
    isoCountryCode: 'SE',
    ...overrides,
  };
}
