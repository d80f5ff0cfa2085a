// Devices search (spec 03 §2, §5, §9): 500 ms debounce, applies from 2 characters, and a term another screen left in
// browser storage is used once.
import { LocalKey, readLocal, writeLocal } from '../../../lib/local-settings';
import { isSearchActive } from '../../../components/list-table/lib/search';

export const DEVICE_SEARCH_DEBOUNCE_MS = 500;
export const DEVICES_PAGE_SIZE = 20;

// What is sent to the server: nothing until the term has 2 characters.
export function effectiveSearch(term: string): string {
  return isSearchActive(term) ? term.trim() : '';
}

// Read when the screen starts and removed right after (two steps, so React's repeated initial render in development
// reads it twice without losing it).
export function readStoredSearchTerm(): string {
  return readLocal(LocalKey.searchTerm) ?? '';
}

export function clearStoredSearchTerm(): void {
  writeLocal(LocalKey.searchTerm, null);
}

export function takeStoredSearchTerm(): string {
  const stored = readStoredSearchTerm();
  clearStoredSearchTerm();
  return stored;
}
