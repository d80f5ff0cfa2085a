import { randomBytes } from 'node:crypto';

import type { devicesV1, fleetV1 } from '@fleetlog/contracts';
import {
  type AuthClients,
  createTenant as createSharedTenant,
  DEMO_PASSWORD,
  login,
  type TestAccount,
  TEST_PASSWORD,
  type TestTenant,
  unique,
} from '@fleetlog/testing';

import { as, call, type DevicesHarness } from './devices-harness';

// Accounts and organisations are made by the shared builders of @fleetlog/testing.
export { DEMO_PASSWORD, login, unique };
export const PASSWORD = TEST_PASSWORD;
export type Account = TestAccount;

export type Tenant = TestTenant;

let serial = 0;
/** A digit string of `length` that no other test of this run uses (time + process + counter). */
export function uniqueDigits(length: number): string {
  serial += 1;
  const seed = `${Date.now()}${process.pid}${serial}${randomBytes(4).readUInt32BE(0)}`;
  return seed.padStart(length, '9').slice(-length);
}

/** An organisation with an ADMIN and a DRIVER, created through auth's API as a superadmin would. */
export async function createTenant(h: AuthClients, root: string, parentId = 0): Promise<Tenant> {
  const organization = { parentId, name: unique('DevOrg'), domain: 'devices.test' };
  return createSharedTenant(h, root, { ...organization, driverName: 'Tenant Driver' });
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
