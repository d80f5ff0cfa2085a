import type { Role } from '../../../api/types';
import { EMAIL_PATTERN } from '../../auth/lib/validation';

export interface UserFormValues {
  name: string;
  email: string;
  phone: string;
  roles: Role[];
  sendInvite: boolean;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, 'required' | 'email' | 'roles'>>;

export function validateUserForm(v: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  if (!v.name.trim()) errors.name = 'required';
  if (!EMAIL_PATTERN.test(v.email.trim())) errors.email = 'email';
  if (v.roles.length === 0) errors.roles = 'roles';
  return errors;
}

// Which roles the current user may hand out: superadmins any, administrators ADMIN and DRIVER.
export function assignableRoles(currentRoles: readonly Role[]): Role[] {
  const superadmin = currentRoles.includes('ROOT') || currentRoles.includes('HEXA');
  return superadmin ? ['DRIVER', 'ADMIN', 'HEXA', 'ROOT'] : ['DRIVER', 'ADMIN'];
}
