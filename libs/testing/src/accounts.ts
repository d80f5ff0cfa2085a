import { authV1 } from '@fleetlog/contracts';

import { as, call, grpcClient, unique } from './grpc-calls';

/** The demo seed's platform ROOT (auth's `seed-demo`) and the password of every seeded user. */
export const DEMO_ROOT_EMAIL = 'root@fleetlog.se';
export const DEMO_PASSWORD = 'Fleetlog-demo-1';
/** The password every account the tests create gets. */
export const TEST_PASSWORD = 'Test-password-1';

/** auth's gRPC services, however the test reaches them (in-process or as a child process). */
export interface AuthClients {
  auth: authV1.AuthServiceClient;
  users: authV1.UsersServiceClient;
  organizations: authV1.OrganizationsServiceClient;
}

export interface TestAccount {
  userId: number;
  email: string;
  organizationId: number;
  token: string;
}

export interface TestOrganization {
  organizationId: number;
  name: string;
  admin: TestAccount;
}

/** Clients of auth's three services over one connection. */
export function authClients(url: string): AuthClients & { close(): Promise<void> } {
  const client = grpcClient('auth', url);
  return {
    auth: client.getService<authV1.AuthServiceClient>(authV1.AUTH_SERVICE_NAME),
    users: client.getService<authV1.UsersServiceClient>(authV1.USERS_SERVICE_NAME),
    organizations: client.getService<authV1.OrganizationsServiceClient>(authV1.ORGANIZATIONS_SERVICE_NAME),
    close: async () => {
      await client.close();
    },
  };
}

export async function login(clients: AuthClients, email: string, password = TEST_PASSWORD): Promise<string> {
  return (await call(clients.auth.login({ username: email, password, clientAddress: '' }))).token;
}

/** The seeded platform ROOT, logged in (the auth process must have run its demo seed). */
export async function demoRoot(clients: AuthClients): Promise<TestAccount> {
  const token = await login(clients, DEMO_ROOT_EMAIL, DEMO_PASSWORD);
  const me = await call(clients.auth.getCurrentUser({}, as(token)));
  return { userId: me.user!.userId, email: DEMO_ROOT_EMAIL, organizationId: me.user!.organizationId, token };
}

export interface NewAccount {
  roles?: string[];
  name?: string;
  /** The e-mail domain, so a failing test's data is easy to find. */
  domain?: string;
}

/** A user of the admin's organisation with a known password, created through auth's API, logged in. */
export async function createAccount(
  clients: AuthClients,
  admin: Pick<TestAccount, 'token' | 'organizationId'>,
  { roles = ['DRIVER'], name, domain = 'tenant.test' }: NewAccount = {},
): Promise<TestAccount> {
  const role = roles[0]?.toLowerCase() ?? 'user';
  const email = `${unique(role)}@${domain}`;
  const user = await call(
    clients.users.createUser(
      {
        name: name ?? `${role[0].toUpperCase()}${role.slice(1)} ${email}`,
        email,
        roles,
        sendInvite: false,
        permittedVehicles: [],
        defaultVehicles: [],
        phone: '',
        password: TEST_PASSWORD,
        linkBaseUrl: '',
      },
      as(admin.token, admin.organizationId),
    ),
  );
  return { userId: user.userId, email, organizationId: admin.organizationId, token: await login(clients, email) };
}

export interface NewOrganization {
  parentId?: number;
  /** More fields of the organisation (modules, Kontek settings …). */
  input?: Partial<authV1.AdminOrganizationInput>;
  name?: string;
  domain?: string;
}

/** An organisation of its own with a logged-in ADMIN, created through auth's admin API as a superadmin would. */
export async function createOrganization(
  clients: AuthClients,
  rootToken: string,
  { parentId = 0, input, name = unique('Org'), domain = 'tenant.test' }: NewOrganization = {},
): Promise<TestOrganization> {
  const adminEmail = `${unique('admin')}@${domain}`;
  const created = await call(
    clients.organizations.adminCreateOrganization(
      {
        organization: { fullName: name, parentOrganization: parentId, ...input },
        adminUserEmail: adminEmail,
        adminUserFullName: 'Tenant Admin',
        adminUserPassword: TEST_PASSWORD,
        sendInvite: false,
        linkBaseUrl: '',
      },
      as(rootToken),
    ),
  );
  const organizationId = created.organization!.organizationId;
  const token = await login(clients, adminEmail);
  return {
    organizationId,
    name,
    admin: { userId: created.adminUser!.userId, email: adminEmail, organizationId, token },
  };
}

/** An organisation with a logged-in ADMIN and DRIVER: what most tests start from. */
export interface TestTenant extends TestOrganization {
  driver: TestAccount;
}

/** `createOrganization` plus a DRIVER of it (named `driverName`). */
export async function createTenant(
  clients: AuthClients,
  rootToken: string,
  { driverName, ...organization }: NewOrganization & { driverName?: string } = {},
): Promise<TestTenant> {
  const created = await createOrganization(clients, rootToken, organization);
  const driver = await createAccount(clients, created.admin, { name: driverName, domain: organization.domain });
  return { ...created, driver };
}
