// Multi-select summary of spec 01 §9: two names, then '+N' for the rest.
export const SUMMARY_NAMES = 2;

export function multiSelectSummary(names: readonly string[]): string {
  const shown = names.slice(0, SUMMARY_NAMES).join(', ');
  const more = names.length - SUMMARY_NAMES;
  return more > 0 ? `${shown} +${more}` : shown;
}

// Select all and deselect all act on the offered options only; pool vehicles are never offered as a permission.
export function toggleAll<T>(selected: readonly T[], options: readonly T[], select: boolean): T[] {
  if (select) return Array.from(new Set([...selected, ...options]));
  const drop = new Set(options);
  return selected.filter((s) => !drop.has(s));
}
