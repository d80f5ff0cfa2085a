import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isAdmin, type Principal } from '@fleetlog/security';

/** Everything a caller can do to a vehicle (spec 01 §6, BRIEF-ISSUE3 "Permissions"). */
export type VehicleAction =
  | 'READ'
  | 'CREATE'
  | 'UPDATE'
  | 'CHANGE_REGISTRY'
  | 'ARCHIVE'
  | 'ACTIVATE'
  | 'DELETE'
  | 'CHANGE_ORGANIZATION'
  | 'CHECK_IN_SELF'
  | 'CHECK_OUT'
  | 'SET_CURRENT_DRIVER_OTHER'
  | 'TOGGLE_TRIP_TYPE'
  | 'SET_ODOMETER'
  | 'FORCE_ODOMETER'
  | 'SET_FREQUENCY'
  | 'RESET_FUEL'
  | 'SET_FLAG'
  | 'MANAGE_DRIVERS'
  | 'REGISTRY_LOOKUP';

export type Actor = Pick<Principal, 'userId' | 'organizationId' | 'roles'>;

/** What the rules need to know of the vehicle (absent for CREATE and the lookups). */
export interface VehicleFacts {
  organizationId: number;
  archived: boolean;
  permitAnyDriver: boolean;
  permittedDriverIds: readonly number[];
  currentDriverId: number | null;
}

const ADMIN_ACTIONS: ReadonlySet<VehicleAction> = new Set([
  'CREATE',
  'UPDATE',
  'ARCHIVE',
  'ACTIVATE',
  'CHANGE_ORGANIZATION',
  'SET_CURRENT_DRIVER_OTHER',
  'SET_ODOMETER',
  'SET_FREQUENCY',
  'RESET_FUEL',
  'SET_FLAG',
  'MANAGE_DRIVERS',
  'REGISTRY_LOOKUP',
]);

/** Actions decided by the caller's roles alone: checked before the vehicle is even looked up. */
export function isRoleGate(action: VehicleAction): boolean {
  return (
    action === 'DELETE' || action === 'FORCE_ODOMETER' || action === 'CHANGE_REGISTRY' || ADMIN_ACTIONS.has(action)
  );
}

const isRoot = (actor: Actor) => actor.roles.includes('ROOT');

/** A driver is permitted on a vehicle of its own organisation that is a pool vehicle or lists it explicitly. */
export function isPermittedDriver(actor: Pick<Actor, 'userId' | 'organizationId'>, vehicle: VehicleFacts): boolean {
  return (
    vehicle.organizationId === actor.organizationId &&
    (vehicle.permitAnyDriver || vehicle.permittedDriverIds.includes(actor.userId))
  );
}

/**
 * The permission matrix as one pure function: null when allowed, else the error code to answer with. The
 * organisation scope (the vehicle lies in an organisation the caller knows) is checked before, by the repository.
 */
export function vehiclePermission(actor: Actor, action: VehicleAction, vehicle?: VehicleFacts): ErrorCode | null {
  const admin = isAdmin(actor);
  switch (action) {
    case 'DELETE':
    case 'FORCE_ODOMETER':
      return isRoot(actor) ? null : ErrorCode.ROOT_REQUIRED;
    case 'CHANGE_REGISTRY':
      // Registration numbers are immutable once set; only ROOT corrects one.
      return isRoot(actor) ? null : ErrorCode.REGISTRY_ALREADY_SET;
    case 'READ':
      if (admin) return null;
      return vehicle && isPermittedDriver(actor, vehicle) ? null : ErrorCode.VEHICLE_FORBIDDEN;
    case 'CHECK_IN_SELF':
      // Checking in needs a permission on a vehicle in use, for admins too (they drive as drivers do).
      if (!vehicle || vehicle.archived || !isPermittedDriver(actor, vehicle)) {
        return ErrorCode.DRIVER_NOT_PERMITTED_FOR_VEHICLE;
      }
      return null;
    case 'CHECK_OUT':
      if (admin) return null;
      if (!vehicle || !isPermittedDriver(actor, vehicle)) return ErrorCode.DRIVER_NOT_PERMITTED_FOR_VEHICLE;
      // A driver checks out itself, never somebody else.
      return vehicle.currentDriverId === null || vehicle.currentDriverId === actor.userId
        ? null
        : ErrorCode.ROOT_OR_ADMIN_REQUIRED;
    case 'TOGGLE_TRIP_TYPE':
      if (admin) return null;
      if (!vehicle || !isPermittedDriver(actor, vehicle)) return ErrorCode.VEHICLE_FORBIDDEN;
      // Fewer than 2 permitted drivers: the trip type is effectively the driver's own choice. A pool vehicle is
      // open to every driver, so it counts as many.
      return !vehicle.archived && !vehicle.permitAnyDriver && vehicle.permittedDriverIds.length < 2
        ? null
        : ErrorCode.ROOT_OR_ADMIN_REQUIRED;
    default:
      if (ADMIN_ACTIONS.has(action)) return admin ? null : ErrorCode.ROOT_OR_ADMIN_REQUIRED;
      return ErrorCode.ROOT_OR_ADMIN_REQUIRED;
  }
}

const MESSAGES: Partial<Record<ErrorCode, string>> = {
  [ErrorCode.ROOT_REQUIRED]: 'root required',
  [ErrorCode.ROOT_OR_ADMIN_REQUIRED]: 'root or admin required',
  [ErrorCode.REGISTRY_ALREADY_SET]: 'the registration number cannot be changed once set',
  [ErrorCode.VEHICLE_FORBIDDEN]: 'vehicle is not accessible',
  [ErrorCode.DRIVER_NOT_PERMITTED_FOR_VEHICLE]: 'driver not permitted for vehicle',
};

export function assertVehiclePermission(actor: Actor, action: VehicleAction, vehicle?: VehicleFacts): void {
  const code = vehiclePermission(actor, action, vehicle);
  if (code !== null) throw new DomainError(code, MESSAGES[code]);
}
