import { beforeEach, describe, expect, it } from 'vitest';

import {
  loadColumnSettings,
  resetColumnSettings,
  saveColumnSettings,
  settingsKey,
  visibilityModel,
} from './column-settings';

class MemoryStorage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  clear() {
    this.data.clear();
  }
}

describe('column settings', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });

  it('hides the default-hidden columns until the user chooses otherwise', () => {
    const key = settingsKey(7, 'vehicles');
    expect(visibilityModel(loadColumnSettings(key, ['organization']))).toEqual({ organization: false });
    saveColumnSettings(key, { hidden: { organization: false, odometer: true }, widths: { name: 220 } });
    const loaded = loadColumnSettings(key, ['organization']);
    expect(visibilityModel(loaded)).toEqual({ organization: true, odometer: false });
    expect(loaded.widths).toEqual({ name: 220 });
  });

  it('keeps settings per user and table, and reset returns to defaults', () => {
    saveColumnSettings(settingsKey(7, 'users'), { hidden: { email: true }, widths: {} });
    expect(loadColumnSettings(settingsKey(8, 'users'), []).hidden).toEqual({});
    resetColumnSettings(settingsKey(7, 'users'));
    expect(loadColumnSettings(settingsKey(7, 'users'), []).hidden).toEqual({});
  });
});
