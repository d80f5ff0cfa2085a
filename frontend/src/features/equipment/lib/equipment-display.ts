// Equipment list cells (spec 01 §2.7, §4.4).
import { batteryColor, type StatusColor } from '../../../lib/display/display-rules';
import { effectiveSelected, isFrequencyPending } from '../../vehicles/lib/frequency';
import { multiSelectSummary } from '../../vehicles/lib/multi-select-summary';
import type { Vehicle } from '../../vehicles/api/types';

export const isTrackerVehicle = (v: Pick<Vehicle, 'isTracker' | 'benefitType'>): boolean =>
  v.isTracker || v.benefitType === 'TRACKER';

// Authorised users: pool trackers allow everyone; otherwise two names, then +N.
export function authorisedUsersText(
  v: Pick<Vehicle, 'permitAnyDriver' | 'permittedDrivers' | 'benefitType'>,
  allDrivers: string,
): string {
  if (v.permitAnyDriver || v.benefitType === 'POOL') return allDrivers;
  return multiSelectSummary((v.permittedDrivers ?? []).map((d) => d.displayName));
}

export interface FrequencyCell {
  hours: number;
  pending: boolean;
  latest: number;
}

export function frequencyCell(
  v: Pick<Vehicle, 'selectedResponseFrequency' | 'latestResponseFrequency'>,
): FrequencyCell {
  return {
    hours: effectiveSelected(v.selectedResponseFrequency),
    pending: isFrequencyPending(v.selectedResponseFrequency, v.latestResponseFrequency),
    latest: v.latestResponseFrequency,
  };
}

// Equipment uses the general battery steps (20, 60, 85), not the devices list's.
export function trackerBatteryColor(percent: number): StatusColor {
  return batteryColor(percent);
}

// Export report is offered for TAT100 trackers only (spec 03 §7 "Other").
export const canExportReport = (v: Pick<Vehicle, 'deviceType'>): boolean => v.deviceType === 'TAT100';
