import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

export const MIN_PASSWORD_LENGTH = 8;

/**
 * Rules for a new password (spec 01 §5, §9): required, at least 8 characters, and equal to the confirmation when one
 * is sent (the change-password form of the spec sends none; reset and create forms do).
 */
export function checkNewPassword(password: string | undefined, confirmation?: string): string {
  if (password === undefined || password === '') {
    throw new DomainError(ErrorCode.MISSING_FIELDS, 'password is required', { field: 'password' });
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new DomainError(ErrorCode.PASSWORD_SHORT, `password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  if (confirmation !== undefined && confirmation !== password) {
    throw new DomainError(ErrorCode.PASSWORD_MISMATCH, 'password confirmation does not match', {
      field: 'passwordConfirmation',
    });
  }
  return password;
}

export interface PasswordChange {
  password?: string;
  oldPassword?: string;
  passwordConfirmation?: string;
}

/**
 * A user changing its own password. Order of checks: old password present (OLD_PASSWORD_MISSING), new password
 * rules (PASSWORD_SHORT / PASSWORD_MISMATCH on the confirmation), old password correct (PASSWORD_MISMATCH with
 * details.field = 'oldPassword' — not INVALID_LOGIN, which the BFF maps to 401 and would log the user out), new
 * password different from the old one (PASSWORD_SAME).
 */
export async function checkPasswordChange(
  change: PasswordChange,
  verifyCurrent: (candidate: string) => Promise<boolean>,
): Promise<string> {
  if (!change.oldPassword) {
    throw new DomainError(ErrorCode.OLD_PASSWORD_MISSING, 'the current password is required');
  }
  const password = checkNewPassword(change.password, change.passwordConfirmation);
  if (!(await verifyCurrent(change.oldPassword))) {
    throw new DomainError(ErrorCode.PASSWORD_MISMATCH, 'the current password is wrong', { field: 'oldPassword' });
  }
  if (password === change.oldPassword) {
    throw new DomainError(ErrorCode.PASSWORD_SAME, 'the new password must differ from the current one');
  }
  return password;
}
