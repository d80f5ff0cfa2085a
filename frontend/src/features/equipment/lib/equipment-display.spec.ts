import { describe, expect, it } from 'vitest';

import { expectBatterySteps } from '../../../lib/display/battery-steps.testing';
import {
  authorisedUsersText,
  canExportReport,
  frequencyCell,
  isTrackerVehicle,
  trackerBatteryColor,
} from './equipment-display';

describe('isTrackerVehicle', () => {
  it('knows trackers by flag or benefit type', () => {
    expect(isTrackerVehicle({ isTracker: true, benefitType: 'WORK' })).toBe(true);
    expect(isTrackerVehicle({ isTracker: false, benefitType: 'TRACKER' })).toBe(true);
    expect(isTrackerVehicle({ isTracker: false, benefitType: 'POOL' })).toBe(false);
  });
});

describe('authorisedUsersText', () => {
  const drivers = ['Anna', 'Bertil', 'Cecilia'].map((displayName, id) => ({ id, displayName }));
  it('shows two names then +N, or all drivers for pool', () => {
    expect(
      authorisedUsersText({ permitAnyDriver: false, permittedDrivers: drivers, benefitType: 'TRACKER' }, 'Alla'),
    ).toBe('Anna, Bertil +1');
    expect(authorisedUsersText({ permitAnyDriver: true, permittedDrivers: [], benefitType: 'POOL' }, 'Alla')).toBe(
      'Alla',
    );
  });
});

describe('frequencyCell', () => {
  it('shows the selection, 24 h by default, and flags a pending change', () => {
    expect(frequencyCell({ selectedResponseFrequency: 0, latestResponseFrequency: 0 })).toEqual({
      hours: 24,
      pending: false,
      latest: 0,
    });
    expect(frequencyCell({ selectedResponseFrequency: 3, latestResponseFrequency: 24 }).pending).toBe(true);
    expect(frequencyCell({ selectedResponseFrequency: 6, latestResponseFrequency: 6 }).pending).toBe(false);
  });
});

describe('trackerBatteryColor', () => {
  it('uses the general steps 20, 60, 85', () => {
    expectBatterySteps(trackerBatteryColor, [20, 60, 85]);
  });
});

describe('canExportReport', () => {
  it('is for TAT100 only', () => {
    expect(canExportReport({ deviceType: 'TAT100' })).toBe(true);
    expect(canExportReport({ deviceType: 'GL530MG' })).toBe(false);
  });
});
