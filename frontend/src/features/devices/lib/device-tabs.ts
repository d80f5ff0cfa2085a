// The five tabs of the devices screen (spec 03 §2). The classification itself is the devices service's (documented
// in services/devices/README.md); the BFF sends each device's tab by name and the screen only names and counts them.
import { DEVICE_TABS } from '../../../api/vocabulary';
import type { Device, DeviceTabName } from '../api/types';

export { DEVICE_TABS };

// Counts of the devices at hand (already searched and filtered), so the tab labels match the rows.
export function tabCounts(devices: readonly Pick<Device, 'tab'>[]): Record<DeviceTabName, number> {
  const counts = Object.fromEntries(DEVICE_TABS.map((tab) => [tab, 0])) as Record<DeviceTabName, number>;
  devices.forEach((d) => {
    counts[d.tab] += 1;
  });
  return counts;
}

// Translation key of the tab label in the devices namespace; the count follows in brackets.
export const tabLabelKey = (tab: DeviceTabName): string => `tabs.${tab}`;

export function tabLabel(label: string, count: number): string {
  return `${label} (${count})`;
}
