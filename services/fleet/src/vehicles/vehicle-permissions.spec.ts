import { ErrorCode, errorCodeToJSON } from '@fleetlog/contracts';
import type { Role } from '@fleetlog/security';

import {
  type Actor,
  isRoleGate,
  type VehicleAction,
  vehiclePermission,
  type VehicleFacts,
} from './vehicle-permissions';

const ORG = 5;
const actor = (role: Role, userId = 10, organizationId = ORG): Actor => ({ userId, organizationId, roles: [role] });

// Builder: a vehicle of ORG with the given facts.
function vehicle(overrides: Partial<VehicleFacts> = {}): VehicleFacts {
  return {
    organizationId: ORG,
    archived: false,
    permitAnyDriver: false,
    permittedDriverIds: [],
    currentDriverId: null,
    ...overrides,
  };
}

const name = (code: ErrorCode | null) => (code === null ? 'OK' : errorCodeToJSON(code));

describe(vehiclePermission.name, () => {
  const permitted = vehicle({ permittedDriverIds: [10] });

  // [action, DRIVER (permitted on the vehicle), ADMIN, HEXA, ROOT]
  const matrix: Array<[VehicleAction, string, string, string, string]> = [
    ['READ', 'OK', 'OK', 'OK', 'OK'],
    ['CREATE', 'ROOT_OR_ADMIN_REQUIRED', 'OK', 'OK', 'OK'],
    ['UPDATE', 'ROOT_OR_ADMIN_REQUIRED', 'OK', 'OK', 'OK'],
    ['CHANGE_REGISTRY', 'REGISTRY_ALREADY_SET', 'REGISTRY_ALREADY_SET', 'REGISTRY_ALREADY_SET', 'OK'],
    ['ARCHIVE', 'ROOT_OR_ADMIN_REQUIRED', 'OK', 'OK', 'OK'],
    ['ACTIVATE', 'ROOT_OR_ADMIN_REQUIRED', 'OK', 'OK', 'OK'],
    ['DELETE', 'ROOT_REQUIRED', 'ROOT_REQUIRED', 'ROOT_REQUIRED', 'OK'],
    ['CHANGE_ORGANIZATION', 'ROOT_OR_ADMIN_REQUIRED', 'OK', 'OK', 'OK'],
    ['CHECK_IN_SELF', 'OK', 'OK', 'OK', 'OK'],
    ['CHECK_OUT', 'OK', 'OK', 'OK', 'OK'],
    ['SET_CURRENT_DRIVER_OTHER', 'ROOT_OR_ADMIN_REQUIRED', 'OK', 'OK', 'OK'],
    ['TOGGLE_TRIP_TYPE', 'OK', 'OK', 'OK', 'OK'],
    ['SET_ODOMETER', 'ROOT_OR_ADMIN_REQUIRED', 'OK', 'OK', 'OK'],
    ['FORCE_ODOMETER', 'ROOT_REQUIRED', 'ROOT_REQUIRED', 'ROOT_REQUIRED', 'OK'],
    ['SET_FREQUENCY', 'ROOT_OR_ADMIN_REQUIRED', 'OK', 'OK', 'OK'],
    ['RESET_FUEL', 'ROOT_OR_ADMIN_REQUIRED', 'OK', 'OK', 'OK'],
    ['SET_FLAG', 'ROOT_OR_ADMIN_REQUIRED', 'OK', 'OK', 'OK'],
    ['MANAGE_DRIVERS', 'ROOT_OR_ADMIN_REQUIRED', 'OK', 'OK', 'OK'],
    ['REGISTRY_LOOKUP', 'ROOT_OR_ADMIN_REQUIRED', 'OK', 'OK', 'OK'],
  ];

  it.each(matrix)('%s: DRIVER %s, ADMIN %s, HEXA %s, ROOT %s', (action, driver, admin, hexa, root) => {
    expect(name(vehiclePermission(actor('DRIVER'), action, permitted))).toBe(driver);
    expect(name(vehiclePermission(actor('ADMIN'), action, permitted))).toBe(admin);
    expect(name(vehiclePermission(actor('HEXA'), action, permitted))).toBe(hexa);
    expect(name(vehiclePermission(actor('ROOT'), action, permitted))).toBe(root);
  });

  describe('a driver on a vehicle it is not permitted on', () => {
    const other = vehicle({ permittedDriverIds: [11] });
    it('cannot read it, check in, toggle or check out', () => {
      expect(name(vehiclePermission(actor('DRIVER'), 'READ', other))).toBe('VEHICLE_FORBIDDEN');
      expect(name(vehiclePermission(actor('DRIVER'), 'CHECK_IN_SELF', other))).toBe('DRIVER_NOT_PERMITTED_FOR_VEHICLE');
      expect(name(vehiclePermission(actor('DRIVER'), 'CHECK_OUT', other))).toBe('DRIVER_NOT_PERMITTED_FOR_VEHICLE');
      expect(name(vehiclePermission(actor('DRIVER'), 'TOGGLE_TRIP_TYPE', other))).toBe('VEHICLE_FORBIDDEN');
    });
    it('nor an admin check itself in without a permission', () => {
      expect(name(vehiclePermission(actor('ADMIN'), 'CHECK_IN_SELF', other))).toBe('DRIVER_NOT_PERMITTED_FOR_VEHICLE');
    });
  });

  it('lets every driver of the organisation read and check in to a pool vehicle, not other organisations', () => {
    const pool = vehicle({ permitAnyDriver: true });
    expect(name(vehiclePermission(actor('DRIVER', 77), 'READ', pool))).toBe('OK');
    expect(name(vehiclePermission(actor('DRIVER', 77), 'CHECK_IN_SELF', pool))).toBe('OK');
    expect(name(vehiclePermission(actor('DRIVER', 77, 6), 'READ', pool))).toBe('VEHICLE_FORBIDDEN');
  });

  it('refuses checking in to an archived vehicle', () => {
    expect(
      name(vehiclePermission(actor('DRIVER'), 'CHECK_IN_SELF', vehicle({ permittedDriverIds: [10], archived: true }))),
    ).toBe('DRIVER_NOT_PERMITTED_FOR_VEHICLE');
  });

  it('lets a driver check out only itself', () => {
    expect(
      name(vehiclePermission(actor('DRIVER'), 'CHECK_OUT', vehicle({ permittedDriverIds: [10], currentDriverId: 10 }))),
    ).toBe('OK');
    expect(
      name(
        vehiclePermission(actor('DRIVER'), 'CHECK_OUT', vehicle({ permittedDriverIds: [10, 11], currentDriverId: 11 })),
      ),
    ).toBe('ROOT_OR_ADMIN_REQUIRED');
  });

  describe('default trip type toggle by a non-admin', () => {
    it.each<[string, Partial<VehicleFacts>, string]>([
      ['one permitted driver', { permittedDriverIds: [10] }, 'OK'],
      ['two permitted drivers', { permittedDriverIds: [10, 11] }, 'ROOT_OR_ADMIN_REQUIRED'],
      ['a pool vehicle (all drivers)', { permitAnyDriver: true }, 'ROOT_OR_ADMIN_REQUIRED'],
      ['an archived vehicle', { permittedDriverIds: [10], archived: true }, 'ROOT_OR_ADMIN_REQUIRED'],
    ])('%s → %s', (_label, facts, expected) => {
      expect(name(vehiclePermission(actor('DRIVER'), 'TOGGLE_TRIP_TYPE', vehicle(facts)))).toBe(expected);
    });
    it('is always allowed for an admin', () => {
      expect(
        name(vehiclePermission(actor('ADMIN'), 'TOGGLE_TRIP_TYPE', vehicle({ permittedDriverIds: [1, 2, 3] }))),
      ).toBe('OK');
    });
  });
});

describe(isRoleGate.name, () => {
  it('covers the actions the roles alone decide, not the ones that depend on the vehicle', () => {
    expect(isRoleGate('DELETE')).toBe(true);
    expect(isRoleGate('ARCHIVE')).toBe(true);
    expect(isRoleGate('READ')).toBe(false);
    expect(isRoleGate('CHECK_IN_SELF')).toBe(false);
    expect(isRoleGate('TOGGLE_TRIP_TYPE')).toBe(false);
  });
});
