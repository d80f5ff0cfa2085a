import { ROLE_NAMES, type RoleName } from '@fleetlog/contracts';

/** The user roles, from the Role enum of vocabulary.proto. */
export const ROLES = ROLE_NAMES;

export type Role = RoleName;

/** The verified caller of a request, from the access token. `token` is kept to forward it to other services. */
export interface Principal {
  userId: number;
  organizationId: number;
  roles: Role[];
  token: string;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** ROOT and HEXA act across organisations; nobody else does. */
export function isSuperadmin(principal: Pick<Principal, 'roles'>): boolean {
  return principal.roles.includes('ROOT') || principal.roles.includes('HEXA');
}

export function isAdmin(principal: Pick<Principal, 'roles'>): boolean {
  return principal.roles.includes('ADMIN') || isSuperadmin(principal);
}
