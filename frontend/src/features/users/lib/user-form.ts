import type { Role } from '../../../api/types';
import { inDisplayOrder, ROLES } from '../../../api/vocabulary';
import { isSuperadminRole } from '../../../app/navigation/menu/menu-visibility';
import { EMAIL_PATTERN } from '../../auth/lib/validation';

export interface UserFormValues {
  name: string;
  email: string;
  phone: string;
  roles: Role[];
  sendInvite: boolean;
  /** As typed; empty for none. Administrators only. */
  ibuttonId: string;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, 'required' | 'email' | 'roles' | 'ibutton'>>;

// The server's rule (auth normalises the same way): separators dropped, then 1–16 hex digits, not all zero.
const IBUTTON_SEPARATORS = /[\s:-]/g;

export function isValidIbuttonId(value: string): boolean {
  const digits = value.replace(IBUTTON_SEPARATORS, '');
  return digits === '' || (/^[0-9a-f]{1,16}$/i.test(digits) && !/^0+$/.test(digits));
}

export function validateUserForm(v: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  if (!v.name.trim()) errors.name = 'required';
  if (!EMAIL_PATTERN.test(v.email.trim())) errors.email = 'email';
  if (v.roles.length === 0) errors.roles = 'roles';
  if (!isValidIbuttonId(v.ibuttonId)) errors.ibuttonId = 'ibutton';
  return errors;
}

// The form lists the roles from the least to the most privileged.
export const ROLES_ORDER: readonly Role[] = ['DRIVER', 'ADMIN', 'HEXA', 'ROOT'];
const FORM_ROLES = inDisplayOrder(ROLES, ROLES_ORDER);

// Which roles the current user may hand out: superadmins any, administrators ADMIN and DRIVER.
export function assignableRoles(currentRoles: readonly Role[]): Role[] {
  const superadmin = isSuperadminRole(currentRoles);
  return FORM_ROLES.filter((role) => superadmin || !isSuperadminRole([role]));
}
