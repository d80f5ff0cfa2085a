import { INPUT_LIMITS } from '../../../lib/input-limits';

// A user's travel purposes (spec 03 §3 "Travel purposes", §5): a purpose is required, trimmed, and there once
// (whatever its case); a user holds at most INPUT_LIMITS.purposes of them.

export type PurposeProblem = 'REQUIRED' | 'DUPLICATE' | 'TOO_MANY';

export type PurposeAdded = { purposes: string[] } | { problem: PurposeProblem };

const sameText = (a: string, b: string) => a.localeCompare(b, 'sv', { sensitivity: 'accent' }) === 0;

export function addPurpose(purposes: readonly string[], text: string): PurposeAdded {
  const purpose = text.trim().replace(/\s+/g, ' ');
  if (!purpose) return { problem: 'REQUIRED' };
  if (purposes.some((existing) => sameText(existing, purpose))) return { problem: 'DUPLICATE' };
  if (purposes.length >= INPUT_LIMITS.purposes) return { problem: 'TOO_MANY' };
  return { purposes: [...purposes, purpose] };
}

export function removePurpose(purposes: readonly string[], purpose: string): string[] {
  return purposes.filter((existing) => existing !== purpose);
}
