import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isAdmin, isSuperadmin, type Principal } from '@fleetlog/security';

/**
 * Who may call what (BRIEF-ISSUE3 "Roles on devices", spec 01 §6, spec 03 §6):
 * - ADMIN: company admins and superadmins; the organisation scope is checked on the data afterwards.
 * - SUPERADMIN: ROOT or HEXA (the /admin/* back office).
 * - ROOT: ROOT alone (uninstalling a device).
 */
export type Requirement = 'ADMIN' | 'SUPERADMIN' | 'ROOT';

export const RPC_REQUIREMENTS = {
  listDevices: 'ADMIN',
  adminListDevices: 'SUPERADMIN',
  getDevice: 'ADMIN',
  addDevice: 'SUPERADMIN',
  updateDevice: 'SUPERADMIN',
  connectDevice: 'SUPERADMIN',
  changeDeviceOrganization: 'SUPERADMIN',
  retireDevice: 'SUPERADMIN',
  unretireDevice: 'SUPERADMIN',
  installDevice: 'ADMIN',
  uninstallDevice: 'ROOT',
  moveDevice: 'ADMIN',
  getVehicleDevice: 'ADMIN',
  listInstallations: 'ADMIN',
  planFutureDevice: 'SUPERADMIN',
  cancelFutureDevice: 'SUPERADMIN',
  listFutureDevices: 'SUPERADMIN',
  updateSmsControl: 'SUPERADMIN',
  lookupPhone: 'SUPERADMIN',
  getFirmware: 'SUPERADMIN',
  sendSmsCommand: 'ADMIN',
} as const satisfies Record<string, Requirement>;

export type DevicesRpc = keyof typeof RPC_REQUIREMENTS;

export function assertPermitted(principal: Pick<Principal, 'roles'>, rpc: DevicesRpc): void {
  const requirement: Requirement = RPC_REQUIREMENTS[rpc];
  const subject = principal as Principal;
  if (requirement === 'ADMIN' && !isAdmin(subject)) {
    throw new DomainError(ErrorCode.ROOT_OR_ADMIN_REQUIRED, 'root or admin required');
  }
  if (requirement === 'SUPERADMIN' && !isSuperadmin(subject)) {
    throw new DomainError(ErrorCode.ROOT_REQUIRED, 'root required');
  }
  if (requirement === 'ROOT' && !principal.roles.includes('ROOT')) {
    throw new DomainError(ErrorCode.ROOT_REQUIRED, 'root required');
  }
}
