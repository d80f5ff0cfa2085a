// Per-user, per-table column choices and widths (spec 01 §2.10), kept as local view settings so a new app version
// can clear them.
import { readViewSetting, removeViewSetting, writeViewSetting } from '../../../lib/local-settings';

export const DEFAULT_COLUMN_WIDTH = 150;
export const MIN_COLUMN_WIDTH = 80;

export interface ColumnSettings {
  hidden: Record<string, boolean>;
  widths: Record<string, number>;
}

export const settingsKey = (userId: number | undefined, tableId: string) => `${userId ?? 0}.${tableId}`;

export function defaultSettings(hiddenByDefault: readonly string[]): ColumnSettings {
  return { hidden: Object.fromEntries(hiddenByDefault.map((f) => [f, true])), widths: {} };
}

export function loadColumnSettings(key: string, hiddenByDefault: readonly string[]): ColumnSettings {
  const stored = readViewSetting<Partial<ColumnSettings>>(key);
  const base = defaultSettings(hiddenByDefault);
  return { hidden: { ...base.hidden, ...(stored?.hidden ?? {}) }, widths: { ...(stored?.widths ?? {}) } };
}

export function saveColumnSettings(key: string, settings: ColumnSettings): void {
  writeViewSetting(key, settings);
}

export function resetColumnSettings(key: string): void {
  removeViewSetting(key);
}

// The grid's visibility model: false hides a column; everything absent is shown.
export function visibilityModel(settings: ColumnSettings): Record<string, boolean> {
  return Object.fromEntries(Object.entries(settings.hidden).map(([f, hidden]) => [f, !hidden]));
}

export function showAll(fields: readonly string[]): Pick<ColumnSettings, 'hidden'> {
  return { hidden: Object.fromEntries(fields.map((f) => [f, false])) };
}
