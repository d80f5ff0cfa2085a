import type { Role } from '../../../api/types';

// Registration numbers are stored upper-cased without spaces (ABC 123 → ABC123): A–Z, ÅÄÖ and digits, 2–10 long
// (the BFF's rule).
export function normalizeRegistration(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function isValidRegistration(registry: string): boolean {
  return /^[A-Z0-9ÅÄÖ]{2,10}$/.test(registry);
}

// A saved registration is locked except for ROOT (spec 01 §2.6, §6); a new vehicle's is editable by anyone.
export function registrationLocked(isNew: boolean, savedRegistry: string, roles: readonly Role[]): boolean {
  if (isNew || !savedRegistry) return false;
  return !roles.includes('ROOT');
}
