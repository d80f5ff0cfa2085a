import { devicesV1 } from '@fleetlog/contracts';

/** What the rules need to know about a device; built from the entity plus its open installation. */
export interface DeviceFacts {
  organizationId: number | null;
  retired: boolean;
  installed: boolean;
  /** Latest report: device time and server receive time (ms); null when the device never reported. */
  status: { timestampMs: number; serverTimestampMs: number; uplinkLoss: boolean; batteryLevel: number | null } | null;
}

export const REPORT_MAX_AGE_MS = 48 * 3600 * 1000;
export const LOW_BATTERY_BELOW = 20;

export type DeviceWarning = 'NEVER_REPORTED' | 'NOT_SEEN_48H' | 'LOW_BATTERY' | 'UPLINK_LOSS';

/** Lifecycle status of spec 03 §3: retired wins, then installed, else stock. */
export function lifecycleOf(device: DeviceFacts): devicesV1.DeviceLifecycle {
  if (device.retired) return devicesV1.DeviceLifecycle.RETIRED;
  return device.installed ? devicesV1.DeviceLifecycle.INSTALLED : devicesV1.DeviceLifecycle.STOCK;
}

/** List classification of spec 01 §4.2 / spec 03 §4. */
export function classify(device: DeviceFacts): devicesV1.DeviceClass {
  if (device.retired) return devicesV1.DeviceClass.RETIRED_CLASS;
  if (device.organizationId === null) return devicesV1.DeviceClass.UNASSIGNED;
  if (device.status === null) return devicesV1.DeviceClass.IN_STORAGE;
  return devicesV1.DeviceClass.INSTALLED_ACTIVE;
}

/** When the platform last heard from the device: the server receive time, else the device's own time. */
function lastReportMs(status: NonNullable<DeviceFacts['status']>): number {
  return status.serverTimestampMs > 0 ? status.serverTimestampMs : status.timestampMs;
}

/** Why an installed device needs attention; empty when it is healthy. */
export function warningsOf(device: DeviceFacts, nowMs: number): DeviceWarning[] {
  if (!device.installed || device.retired) return [];
  const status = device.status;
  if (status === null) return ['NEVER_REPORTED'];
  const warnings: DeviceWarning[] = [];
  if (nowMs - lastReportMs(status) > REPORT_MAX_AGE_MS) warnings.push('NOT_SEEN_48H');
  if (status.batteryLevel !== null && status.batteryLevel < LOW_BATTERY_BELOW) warnings.push('LOW_BATTERY');
  if (status.uplinkLoss) warnings.push('UPLINK_LOSS');
  return warnings;
}

/**
 * The tab of the devices screen (rule documented in services/devices/README.md): Retired, then Stock (no
 * organisation), then On the way (assigned, not installed), then In drive (installed and healthy) or Warnings.
 */
export function tabOf(device: DeviceFacts, nowMs: number): devicesV1.DeviceTab {
  if (device.retired) return devicesV1.DeviceTab.RETIRED_TAB;
  if (device.organizationId === null) return devicesV1.DeviceTab.STOCK_TAB;
  if (!device.installed) return devicesV1.DeviceTab.ON_THE_WAY;
  return warningsOf(device, nowMs).length > 0 ? devicesV1.DeviceTab.WARNINGS : devicesV1.DeviceTab.IN_DRIVE;
}

export function countTabs(tabs: readonly devicesV1.DeviceTab[]): devicesV1.TabCounts {
  const counts: devicesV1.TabCounts = { warnings: 0, stock: 0, onTheWay: 0, inDrive: 0, retired: 0 };
  for (const tab of tabs) {
    if (tab === devicesV1.DeviceTab.WARNINGS) counts.warnings += 1;
    else if (tab === devicesV1.DeviceTab.STOCK_TAB) counts.stock += 1;
    else if (tab === devicesV1.DeviceTab.ON_THE_WAY) counts.onTheWay += 1;
    else if (tab === devicesV1.DeviceTab.IN_DRIVE) counts.inDrive += 1;
    else if (tab === devicesV1.DeviceTab.RETIRED_TAB) counts.retired += 1;
  }
  return counts;
}
