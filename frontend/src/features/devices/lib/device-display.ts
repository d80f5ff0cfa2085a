import { DEVICE_BATTERY_THRESHOLDS, batteryColor, type StatusColor } from '../../../lib/display/display-rules';
import type { Device } from '../api/types';

// Devices list gauge (spec 03 §9): up to 20 red, 20–50 yellow, 50–80 blue, 80 and above green.
export function deviceBatteryColor(level: number): StatusColor {
  return batteryColor(level, DEVICE_BATTERY_THRESHOLDS);
}

export function deviceLastSeenMs(device: Pick<Device, 'status'>): number {
  return device.status?.timestampMs ?? 0;
}

export function deviceVehicleText(device: Pick<Device, 'installedVehicle'>): string {
  const v = device.installedVehicle;
  if (!v) return '';
  return [v.registry, v.displayName].filter(Boolean).join(' · ');
}

export const deviceOrganizationId = (d: Pick<Device, 'organizationId'>): number | undefined =>
  d.organizationId?.organizationId || undefined;
