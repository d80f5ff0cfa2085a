import { describe, expect, it } from 'vitest';

import {
  batteryColor,
  DEVICE_BATTERY_THRESHOLDS,
  isKontekActive,
  lastSeenDisplay,
  obdFlagDisplay,
  tripPurposeColor,
} from './display-rules';
import { expectBatterySteps } from './battery-steps.testing';

const now = Date.UTC(2025, 5, 15, 12, 0, 0);
const minutesAgo = (m: number) => now - m * 60_000;

describe('lastSeenDisplay', () => {
  it('shows minutes in green under an hour', () => {
    expect(lastSeenDisplay(minutesAgo(5), now)).toMatchObject({ kind: 'minutes', color: 'green', text: '5 min sedan' });
    expect(lastSeenDisplay(minutesAgo(59), now)).toMatchObject({ kind: 'minutes', text: '59 min sedan' });
  });

  it('shows hours and minutes in green under 24 hours', () => {
    expect(lastSeenDisplay(minutesAgo(60), now)).toMatchObject({
      kind: 'hoursMinutes',
      color: 'green',
      text: '1 h 0 min sedan',
    });
    expect(lastSeenDisplay(minutesAgo(1439), now)).toMatchObject({ color: 'green', text: '23 h 59 min sedan' });
  });

  it('turns orange from 24 hours up to 25 hours', () => {
    expect(lastSeenDisplay(minutesAgo(1440), now).color).toBe('orange');
    expect(lastSeenDisplay(minutesAgo(1499), now).color).toBe('orange');
  });

  it('shows a red date in Stockholm time from 25 hours', () => {
    const d = lastSeenDisplay(minutesAgo(1500), now);
    expect(d).toMatchObject({ kind: 'date', color: 'red' });
    // 2025-06-14 11:00 UTC is 13:00 in Stockholm (summer time).
    expect(d.text).toBe('2025-06-14 13:00');
  });

  it('uses the 240-minute green threshold in non-tracker mode', () => {
    expect(lastSeenDisplay(minutesAgo(239), now, false).color).toBe('green');
    expect(lastSeenDisplay(minutesAgo(240), now, false).color).toBe('orange');
    expect(lastSeenDisplay(minutesAgo(1500), now, false).color).toBe('red');
  });

  it('never shows negative minutes for clocks slightly ahead', () => {
    expect(lastSeenDisplay(now + 30_000, now).text).toBe('0 min sedan');
  });
});

describe('batteryColor', () => {
  it.each([
    [0, 'red'],
    [19, 'red'],
    [20, 'yellow'],
    [59, 'yellow'],
    [60, 'blue'],
    [84, 'blue'],
    [85, 'green'],
    [100, 'green'],
  ])('%i%% is %s', (percent, color) => {
    expect(batteryColor(percent)).toBe(color);
  });

  it('uses 20, 50, 80 on the devices list', () => {
    expectBatterySteps((percent) => batteryColor(percent, DEVICE_BATTERY_THRESHOLDS), [20, 50, 80]);
  });
});

describe('other display rules', () => {
  it('shows the OBD flag as a green tick or a red cross', () => {
    expect(obdFlagDisplay(true)).toEqual({ symbol: '✓', color: 'green' });
    expect(obdFlagDisplay(false)).toEqual({ symbol: '✗', color: 'red' });
  });

  it('colours PRIVATE and PRIVATE_AUTO trips as private and everything else as business', () => {
    expect(tripPurposeColor('PRIVATE')).toBe('private');
    expect(tripPurposeColor('PRIVATE_AUTO')).toBe('private');
    expect(tripPurposeColor('BUSINESS')).toBe('business');
  });

  it('counts the payroll integration active only when every part is present', () => {
    const full = {
      kontekEnabled: true,
      kontekCompanyNumber: 12,
      kontekUrlDomain: 'x.example',
      kontekApiAccess: { instance: 'i', username: 'u', password: 'p' },
    };
    expect(isKontekActive(full)).toBe(true);
    expect(isKontekActive({ ...full, kontekEnabled: false })).toBe(false);
    expect(isKontekActive({ ...full, kontekCompanyNumber: 0 })).toBe(false);
    expect(isKontekActive({ ...full, kontekApiAccess: { instance: 'i', username: 'u', password: '' } })).toBe(false);
    expect(
      isKontekActive({ ...full, kontekApiAccess: { instance: 'i', username: 'u', password: '', passwordSet: true } }),
    ).toBe(true);
  });
});
