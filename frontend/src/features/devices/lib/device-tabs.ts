// The five tabs of the devices screen (spec 03 §2). The classification itself is the devices service's (documented
// in services/devices/README.md); the screen only names the tabs and counts them.
import type { Device, DeviceTabName } from '../api/types';

export const DEVICE_TABS: readonly DeviceTabName[] = ['WARNINGS', 'STOCK', 'ON_THE_WAY', 'IN_DRIVE', 'RETIRED'];

// proto enum DeviceTab: 0 unspecified, then the tabs in this order.
const BY_NUMBER: Record<number, DeviceTabName> = {
  1: 'WARNINGS',
  2: 'STOCK',
  3: 'ON_THE_WAY',
  4: 'IN_DRIVE',
  5: 'RETIRED',
};
const ALIASES: Record<string, DeviceTabName> = { STOCK_TAB: 'STOCK', RETIRED_TAB: 'RETIRED' };

export function deviceTab(device: Pick<Device, 'tab'>): DeviceTabName | undefined {
  if (typeof device.tab === 'number') return BY_NUMBER[device.tab];
  const name = ALIASES[device.tab] ?? device.tab;
  return DEVICE_TABS.includes(name) ? name : undefined;
}

// Counts of the devices at hand (already searched and filtered), so the tab labels match the rows.
export function tabCounts(devices: readonly Pick<Device, 'tab'>[]): Record<DeviceTabName, number> {
  const counts = { WARNINGS: 0, STOCK: 0, ON_THE_WAY: 0, IN_DRIVE: 0, RETIRED: 0 };
  devices.forEach((d) => {
    const tab = deviceTab(d);
    if (tab) counts[tab] += 1;
  });
  return counts;
}

// Translation key of the tab label in the devices namespace; the count follows in brackets.
export const tabLabelKey = (tab: DeviceTabName): string => `tabs.${tab}`;

export function tabLabel(label: string, count: number): string {
  return `${label} (${count})`;
}
