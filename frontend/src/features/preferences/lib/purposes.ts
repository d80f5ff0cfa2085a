// A user's travel purposes (spec 03 §3 "Travel purposes", §5): a purpose is required, trimmed, and there once
// (whatever its case).

export type PurposeProblem = 'REQUIRED' | 'DUPLICATE';

export type PurposeAdded = { purposes: string[] } | { problem: PurposeProblem };

const sameText = (a: string, b: string) => a.localeCompare(b, 'sv', { sensitivity: 'accent' }) === 0;

export function addPurpose(purposes: readonly string[], text: string): PurposeAdded {
  const purpose = text.trim().replace(/\s+/g, ' ');
  if (!purpose) return { problem: 'REQUIRED' };
  if (purposes.some((existing) => sameText(existing, purpose))) return { problem: 'DUPLICATE' };
  return { purposes: [...purposes, purpose] };
}

export function removePurpose(purposes: readonly string[], purpose: string): string[] {
  return purposes.filter((existing) => existing !== purpose);
}
