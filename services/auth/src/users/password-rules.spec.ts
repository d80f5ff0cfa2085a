import { ErrorCode } from '@fleetlog/contracts';
import { rejectedCode } from '@fleetlog/testing';

import { checkNewPassword, checkPasswordChange, type PasswordChange } from './password-rules';

const CURRENT = 'current-pass-1';

function aChange(overrides: Partial<PasswordChange> = {}): PasswordChange {
  return { oldPassword: CURRENT, password: 'brand-new-pass', passwordConfirmation: 'brand-new-pass', ...overrides };
}

const verifyCurrent = async (candidate: string) => candidate === CURRENT;

describe(checkNewPassword.name, () => {
  it('accepts exactly 8 characters', () => {
    expect(checkNewPassword('12345678')).toBe('12345678');
  });
  it('refuses 7 characters with PASSWORD_SHORT', async () => {
    expect(await rejectedCode(() => checkNewPassword('1234567'))).toBe(ErrorCode.PASSWORD_SHORT);
  });
  it('counts characters, not bytes', async () => {
    expect(await rejectedCode(() => checkNewPassword('åäöåäöå'))).toBe(ErrorCode.PASSWORD_SHORT);
  });
  it('refuses a different confirmation with PASSWORD_MISMATCH', async () => {
    expect(await rejectedCode(() => checkNewPassword('12345678', '12345679'))).toBe(ErrorCode.PASSWORD_MISMATCH);
  });
  it('refuses an empty password with MISSING_FIELDS', async () => {
    expect(await rejectedCode(() => checkNewPassword(''))).toBe(ErrorCode.MISSING_FIELDS);
  });
});

describe(checkPasswordChange.name, () => {
  it('returns the new password when every rule holds', async () => {
    await expect(checkPasswordChange(aChange(), verifyCurrent)).resolves.toBe('brand-new-pass');
  });
  it('requires the old password', async () => {
    expect(await rejectedCode(() => checkPasswordChange(aChange({ oldPassword: undefined }), verifyCurrent))).toBe(
      ErrorCode.OLD_PASSWORD_MISSING,
    );
  });
  it('refuses a wrong old password with PASSWORD_MISMATCH', async () => {
    expect(await rejectedCode(() => checkPasswordChange(aChange({ oldPassword: 'wrong-pass-1' }), verifyCurrent))).toBe(
      ErrorCode.PASSWORD_MISMATCH,
    );
  });
  it('refuses a short new password', async () => {
    expect(
      await rejectedCode(() =>
        checkPasswordChange(aChange({ password: 'short', passwordConfirmation: 'short' }), verifyCurrent),
      ),
    ).toBe(ErrorCode.PASSWORD_SHORT);
  });
  it('refuses a confirmation that differs', async () => {
    expect(
      await rejectedCode(() => checkPasswordChange(aChange({ passwordConfirmation: 'other-pass-1' }), verifyCurrent)),
    ).toBe(ErrorCode.PASSWORD_MISMATCH);
  });
  it('refuses the same password with PASSWORD_SAME', async () => {
    expect(
      await rejectedCode(() =>
        checkPasswordChange(aChange({ password: CURRENT, passwordConfirmation: CURRENT }), verifyCurrent),
      ),
    ).toBe(ErrorCode.PASSWORD_SAME);
  });
});
