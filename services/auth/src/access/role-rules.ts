import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isAdmin, isSuperadmin, type Principal, type Role, ROLES } from '@fleetlog/security';

export const KNOWN_ROLES: readonly Role[] = ROLES;
const SUPERADMIN_ROLES: readonly Role[] = ['ROOT', 'HEXA'];

/** Fields a DRIVER may change on its own user record (spec 01 §2.4 "My account"). */
export const SELF_EDITABLE_FIELDS = [
  'displayName',
  'phone',
  'mapType',
  'purposes',
  'hasApprovedGdpr',
  'password',
] as const;

type PrincipalRoles = Pick<Principal, 'roles'>;

/** Validates a role list from a request: MISSING_FIELDS when empty, BAD_ROLES for anything unknown. */
export function parseRoles(roles: readonly string[]): Role[] {
  const unique = [...new Set(roles.map((role) => role.trim().toUpperCase()))];
  if (unique.length === 0 || unique.every((role) => role === '')) {
    throw new DomainError(ErrorCode.MISSING_FIELDS, 'roles are required', { field: 'roles' });
  }
  const unknown = unique.filter((role) => !KNOWN_ROLES.includes(role as Role));
  if (unknown.length > 0) {
    throw new DomainError(ErrorCode.BAD_ROLES, `unknown roles: ${unknown.join(', ')}`);
  }
  return unique as Role[];
}

export function hasSuperadminRole(roles: readonly string[]): boolean {
  return roles.some((role) => SUPERADMIN_ROLES.includes(role as Role));
}

/** Only ROOT and HEXA may hand out ROOT or HEXA; an ADMIN cannot escalate anybody (itself included). */
export function assertCanGrantRoles(caller: PrincipalRoles, roles: readonly Role[]): void {
  if (hasSuperadminRole(roles) && !isSuperadmin(caller as Principal)) {
    throw new DomainError(ErrorCode.ROOT_REQUIRED, 'only ROOT or HEXA may grant ROOT or HEXA');
  }
}

/** A company admin may not act on a superadmin account (it could otherwise lock the platform's own staff out). */
export function assertCanManageUser(caller: PrincipalRoles, targetRoles: readonly string[]): void {
  if (hasSuperadminRole(targetRoles) && !isSuperadmin(caller as Principal)) {
    throw new DomainError(ErrorCode.ROOT_REQUIRED, 'only ROOT or HEXA may change a ROOT or HEXA user');
  }
}

export function assertAdmin(caller: PrincipalRoles): void {
  if (!isAdmin(caller as Principal)) {
    throw new DomainError(ErrorCode.ROOT_OR_ADMIN_REQUIRED, 'root or admin required');
  }
}

export function assertSuperadmin(caller: PrincipalRoles): void {
  if (!isSuperadmin(caller as Principal)) {
    throw new DomainError(ErrorCode.ROOT_REQUIRED, 'root required');
  }
}

/** ROOT alone (not HEXA), e.g. deleting a user. */
export function assertRoot(caller: PrincipalRoles): void {
  if (!caller.roles.includes('ROOT')) {
    throw new DomainError(ErrorCode.ROOT_REQUIRED, 'root required');
  }
}

/**
 * Who may change which fields of a user: admins any field of users in their scope (checked elsewhere), everybody
 * the self-editable fields of their own record; a password only ever on one's own record (with the old one).
 */
export function assertUpdateAllowed(
  caller: Pick<Principal, 'roles' | 'userId'>,
  targetUserId: number,
  changedFields: readonly string[],
): void {
  const self = caller.userId === targetUserId;
  if (changedFields.includes('password') && !self) {
    throw new DomainError(ErrorCode.USER_FORBIDDEN, 'a password can only be changed by its owner');
  }
  if (isAdmin(caller as Principal)) return;
  const editable: readonly string[] = SELF_EDITABLE_FIELDS;
  if (!self || changedFields.some((field) => !editable.includes(field))) {
    throw new DomainError(ErrorCode.ROOT_OR_ADMIN_REQUIRED, 'root or admin required');
  }
}
