// Shared form rules of spec 01 §5 and §9.
export const PASSWORD_MIN_LENGTH = 8;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type PasswordProblem = 'short' | 'mismatch' | null;

export function passwordProblem(password: string, confirmation: string): PasswordProblem {
  if (password.length < PASSWORD_MIN_LENGTH) return 'short';
  if (password !== confirmation) return 'mismatch';
  return null;
}
