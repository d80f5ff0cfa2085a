// Display rules of spec 01 §4.4, kept pure so they are tested without a browser.
import type { Organization } from '../../api/types';
import { formatDateTime } from '../dates';

export type StatusColor = 'green' | 'orange' | 'red' | 'yellow' | 'blue';

export interface LastSeenDisplay {
  color: 'green' | 'orange' | 'red';
  // 'minutes' → "N min sedan"; 'hoursMinutes' → "H h M min sedan"; 'date' → a date in Europe/Stockholm.
  kind: 'minutes' | 'hoursMinutes' | 'date';
  minutes: number;
  text: string;
}

// Trackers report rarely, so they stay green for a day; vehicles (non-tracker mode) only for 240 minutes.
export const LAST_SEEN_GREEN_MINUTES_TRACKER = 1440;
export const LAST_SEEN_GREEN_MINUTES_VEHICLE = 240;
export const LAST_SEEN_ORANGE_MINUTES = 1500;

export function lastSeenDisplay(lastSeenMs: number, nowMs: number, trackerMode = true): LastSeenDisplay {
  const minutes = Math.max(0, Math.floor((nowMs - lastSeenMs) / 60_000));
  const greenLimit = trackerMode ? LAST_SEEN_GREEN_MINUTES_TRACKER : LAST_SEEN_GREEN_MINUTES_VEHICLE;
  if (minutes >= LAST_SEEN_ORANGE_MINUTES) {
    return { color: 'red', kind: 'date', minutes, text: formatDateTime(lastSeenMs) };
  }
  const color = minutes < greenLimit ? 'green' : 'orange';
  if (minutes < 60) return { color, kind: 'minutes', minutes, text: `${minutes} min sedan` };
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return { color, kind: 'hoursMinutes', minutes, text: `${h} h ${m} min sedan` };
}

export interface BatteryThresholds {
  red: number;
  yellow: number;
  blue: number;
}
export const BATTERY_THRESHOLDS: BatteryThresholds = { red: 20, yellow: 60, blue: 85 };
// The devices list uses tighter steps (spec 01 §4.4).
export const DEVICE_BATTERY_THRESHOLDS: BatteryThresholds = { red: 20, yellow: 50, blue: 80 };

export function batteryColor(percent: number, thresholds: BatteryThresholds = BATTERY_THRESHOLDS): StatusColor {
  if (percent < thresholds.red) return 'red';
  if (percent < thresholds.yellow) return 'yellow';
  if (percent < thresholds.blue) return 'blue';
  return 'green';
}

export function obdFlagDisplay(flag: boolean): { symbol: '✓' | '✗'; color: 'green' | 'red' } {
  return flag ? { symbol: '✓', color: 'green' } : { symbol: '✗', color: 'red' };
}

export function tripPurposeColor(purpose: string): 'private' | 'business' {
  return purpose === 'PRIVATE' || purpose === 'PRIVATE_AUTO' ? 'private' : 'business';
}

// A saved organisation says passwordSet (the BFF never returns the password); the form has the typed password.
interface KontekFields extends Pick<Organization, 'kontekEnabled' | 'kontekCompanyNumber' | 'kontekUrlDomain'> {
  kontekApiAccess?: { instance: string; username: string; password?: string; passwordSet?: boolean } | null;
}

// Payroll integration counts as active only when every part is present (spec 01 §4.4).
export function isKontekActive(org: Partial<KontekFields>): boolean {
  const access = org.kontekApiAccess;
  const passwordPresent = Boolean(access?.password) || access?.passwordSet === true;
  return Boolean(
    org.kontekEnabled &&
    org.kontekCompanyNumber &&
    org.kontekUrlDomain &&
    access?.instance &&
    access?.username &&
    passwordPresent,
  );
}

export const statusColorHex: Record<StatusColor, string> = {
  green: '#4caf50',
  orange: '#ff9800',
  red: '#f44336',
  yellow: '#fdd835',
  blue: '#42a5f5',
};
