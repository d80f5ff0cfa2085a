// List search (spec 01 §5, §9): applies from 2 characters, case-insensitive, over the given fields.
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;

export function isSearchActive(term: string): boolean {
  return term.trim().length >= SEARCH_MIN_LENGTH;
}

export function applySearch<R>(rows: readonly R[], term: string, text: (row: R) => readonly unknown[]): R[] {
  if (!isSearchActive(term)) return [...rows];
  const needle = term.trim().toLocaleLowerCase('sv');
  return rows.filter((row) =>
    text(row).some((v) => v !== null && v !== undefined && String(v).toLocaleLowerCase('sv').includes(needle)),
  );
}
