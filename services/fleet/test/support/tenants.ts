import type { fleetV1 } from '@fleetlog/contracts';
import {
  type AuthClients,
  createAccount,
  createTenant as createSharedTenant,
  DEMO_PASSWORD,
  demoRoot,
  login,
  type TestAccount,
  TEST_PASSWORD,
  type TestTenant,
} from '@fleetlog/testing';

import { unique } from './fleet-harness';

// Accounts and organisations are made by the shared builders of @fleetlog/testing.
export { DEMO_PASSWORD, login };
export const PASSWORD = TEST_PASSWORD;
export type Account = TestAccount;

export interface Tenant extends TestTenant {
  otherDriver: Account;
}

/** The seeded platform ROOT (auth's demo seed), logged in. */
export const rootAccount: (auth: AuthClients) => Promise<Account> = demoRoot;

/** An organisation of its own with an ADMIN and two DRIVERs, made through auth's admin RPCs as ROOT. */
export async function createTenant(auth: AuthClients, root: Account, parentId = 0): Promise<Tenant> {
  const tenant = await createSharedTenant(auth, root.token, {
    parentId,
    name: unique('Fleet Org'),
    domain: 'fleet.test',
  });
  return { ...tenant, otherDriver: await createAccount(auth, tenant.admin, { domain: 'fleet.test' }) };
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

/** A SetOdometer request: the value read now, no retroactive change, no confirmation given. */
export function odometerRequest(
  id: number,
  overrides: Partial<fleetV1.SetOdometerRequest> = {},
): fleetV1.SetOdometerRequest {
  return {
    id,
    valueKm: 0,
    recordedTimeMs: 0,
    fromTimeMs: 0,
    applyRetroactive: false,
    ignoreRedis: false,
    confirmedHigh: false,
    forced: false,
    ...overrides,
  };
}
