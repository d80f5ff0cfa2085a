import { randomBytes } from 'node:crypto';

import type { devicesV1, fleetV1 } from '@fleetlog/contracts';

import { as, call, type DevicesHarness } from './devices-harness';

export const DEMO_PASSWORD = 'Fleetlog-demo-1';
export const PASSWORD = 'Test-password-1';

export interface Account {
  userId: number;
  email: string;
  token: string;
}

export interface Tenant {
  organizationId: number;
  name: string;
  admin: Account;
  driver: Account;
}

export function unique(label: string): string {
  return `${label}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

let serial = 0;
/** A digit string of `length` that no other test of this run uses (time + process + counter). */
export function uniqueDigits(length: number): string {
  serial += 1;
  const seed = `${Date.now()}${process.pid}${serial}${randomBytes(4).readUInt32BE(0)}`;
  return seed.padStart(length, '9').slice(-length);
}

export async function login(h: DevicesHarness, email: string, password = PASSWORD): Promise<string> {
  return (await call(h.auth.login({ username: email, password, clientAddress: '' }, as('')))).token;
}

export async function rootToken(h: DevicesHarness): Promise<string> {
  return login(h, 'root@fleetlog.se', DEMO_PASSWORD);
}

/** An organisation with an ADMIN and a DRIVER, created through auth's API as a superadmin would. */
export async function createTenant(h: DevicesHarness, root: string, parentId = 0): Promise<Tenant> {
  const name = unique('DevOrg');
  const adminEmail = `${unique('admin')}@devices.test`.toLowerCase();
  const created = await call(
    h.organizations.adminCreateOrganization(
      {
        organization: { fullName: name, parentOrganization: parentId },
        adminUserEmail: adminEmail,
        adminUserFullName: 'Tenant Admin',
        adminUserPassword: PASSWORD,
        sendInvite: false,
        linkBaseUrl: '',
      },
      as(root),
    ),
  );
  const organizationId = created.organization!.organizationId;
  const adminToken = await login(h, adminEmail);
  const driverEmail = `${unique('driver')}@devices.test`.toLowerCase();
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
    admin: { userId: created.adminUser!.userId, email: adminEmail, token: adminToken },
    driver: { userId: driver.userId, email: driverEmail, token: await login(h, driverEmail) },
  };
}

/** Input of the add-unit form with identifiers nobody else uses. */
export function unitInput(overrides: Partial<devicesV1.AddDeviceRequest> = {}): devicesV1.AddDeviceRequest {
  return {
    imei: uniqueDigits(15),
    iccid: uniqueDigits(19),
    phone: `+46${uniqueDigits(9)}`,
    deviceType: 'FMB001',
    organizationId: undefined,
    timestampStartOfUse: 0,
    specifiedTimeOfDay: '',
    hardware: '',
    vehicleId: undefined,
    ...overrides,
  };
}

/** A unit added by ROOT, assigned to `organizationId` when given. */
export async function addUnit(h: DevicesHarness, root: string, organizationId?: number): Promise<devicesV1.Device> {
  return call(h.devices.addDevice(unitInput({ organizationId }), as(root)));
}

/** A vehicle created in fleet by the tenant's admin. */
export async function createVehicle(h: DevicesHarness, tenant: Tenant): Promise<fleetV1.Vehicle> {
  if (!h.vehicles) throw new Error('this harness runs without fleet');
  return call(
    h.vehicles.createVehicle(
      {
        category: 'VEHICLE',
        registry: `T${randomBytes(3).toString('hex').toUpperCase()}`,
        displayName: unique('Bil'),
        style: { marker: 'car', color: '#3366ff' },
        permittedDrivers: [],
        defaultDriver: undefined,
        defaultTripType: 'BUSINESS',
        benefitType: 'WORK',
        permitAnyDriver: false,
        organizationId: tenant.organizationId,
        isoCountryCode: 'SE',
        details: undefined,
      },
      as(tenant.admin.token, tenant.organizationId),
    ),
  );
}
