import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { LocalKey, readLocal, writeLocal } from '../../../lib/local-settings';
import { DEVICE_SEARCH_DEBOUNCE_MS, effectiveSearch, takeStoredSearchTerm } from './device-search';

class MemoryStorage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  key = (i: number) => [...this.data.keys()][i] ?? null;
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
  clear = () => this.data.clear();
}

describe('effectiveSearch', () => {
  it('applies from 2 characters, debounced 500 ms', () => {
    expect(DEVICE_SEARCH_DEBOUNCE_MS).toBe(500);
    expect(effectiveSearch('')).toBe('');
    expect(effectiveSearch(' 3 ')).toBe('');
    expect(effectiveSearch('35')).toBe('35');
    expect(effectiveSearch(' abc ')).toBe('abc');
  });
});

describe('takeStoredSearchTerm', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('returns the stored term once and removes it', () => {
    writeLocal(LocalKey.searchTerm, 'ABC123');
    expect(takeStoredSearchTerm()).toBe('ABC123');
    expect(readLocal(LocalKey.searchTerm)).toBeNull();
    expect(takeStoredSearchTerm()).toBe('');
  });
});
