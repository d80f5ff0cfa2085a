import { devicesV1 } from '@fleetlog/contracts';

import {
  classify,
  countTabs,
  type DeviceFacts,
  lifecycleOf,
  REPORT_MAX_AGE_MS,
  tabOf,
  warningsOf,
} from './device-classification';

const NOW = Date.UTC(2025, 5, 1, 12);
const { DeviceClass, DeviceLifecycle, DeviceTab } = devicesV1;

// Builder: an installed, healthy device that reported a minute ago; override what a case is about.
function device(overrides: Partial<DeviceFacts> = {}, status: Partial<NonNullable<DeviceFacts['status']>> = {}) {
  const facts: DeviceFacts = {
    organizationId: 7,
    retired: false,
    installed: true,
    status: {
      timestampMs: NOW - 60_000,
      serverTimestampMs: NOW - 60_000,
      uplinkLoss: false,
      batteryLevel: 80,
      ...status,
    },
  };
  return { ...facts, ...overrides };
}

describe(classify.name, () => {
  it('is UNASSIGNED without an organisation', () => {
    expect(classify(device({ organizationId: null, installed: false }))).toBe(DeviceClass.UNASSIGNED);
  });
  it('is IN_STORAGE with an organisation but no status', () => {
    expect(classify(device({ status: null }))).toBe(DeviceClass.IN_STORAGE);
  });
  it('is INSTALLED_ACTIVE with organisation and status', () => {
    expect(classify(device())).toBe(DeviceClass.INSTALLED_ACTIVE);
  });
  it('is RETIRED whatever else holds', () => {
    expect(classify(device({ retired: true }))).toBe(DeviceClass.RETIRED_CLASS);
    expect(classify(device({ retired: true, organizationId: null }))).toBe(DeviceClass.RETIRED_CLASS);
  });
});

describe(lifecycleOf.name, () => {
  it('maps to stock, installed and retired', () => {
    expect(lifecycleOf(device({ installed: false }))).toBe(DeviceLifecycle.STOCK);
    expect(lifecycleOf(device())).toBe(DeviceLifecycle.INSTALLED);
    expect(lifecycleOf(device({ retired: true }))).toBe(DeviceLifecycle.RETIRED);
  });
});

describe(tabOf.name, () => {
  it('puts retired devices in Retired first', () => {
    expect(tabOf(device({ retired: true, organizationId: null }), NOW)).toBe(DeviceTab.RETIRED_TAB);
  });
  it('puts devices without organisation in Stock', () => {
    expect(tabOf(device({ organizationId: null, installed: false }), NOW)).toBe(DeviceTab.STOCK_TAB);
  });
  it('puts assigned, not installed devices in On the way', () => {
    expect(tabOf(device({ installed: false, status: null }), NOW)).toBe(DeviceTab.ON_THE_WAY);
  });
  it('puts installed, recently reporting devices in In drive', () => {
    expect(tabOf(device(), NOW)).toBe(DeviceTab.IN_DRIVE);
    expect(tabOf(device({}, { batteryLevel: null }), NOW)).toBe(DeviceTab.IN_DRIVE);
    expect(tabOf(device({}, { batteryLevel: 20 }), NOW)).toBe(DeviceTab.IN_DRIVE);
  });
  it('puts installed devices with a problem in Warnings', () => {
    expect(tabOf(device({ status: null }), NOW)).toBe(DeviceTab.WARNINGS);
    expect(tabOf(device({}, { batteryLevel: 19 }), NOW)).toBe(DeviceTab.WARNINGS);
    expect(tabOf(device({}, { uplinkLoss: true }), NOW)).toBe(DeviceTab.WARNINGS);
  });
  it('uses the 48 h limit on the last report', () => {
    const at = (ms: number) => device({}, { timestampMs: ms, serverTimestampMs: ms });
    expect(tabOf(at(NOW - REPORT_MAX_AGE_MS), NOW)).toBe(DeviceTab.IN_DRIVE);
    expect(tabOf(at(NOW - REPORT_MAX_AGE_MS - 1), NOW)).toBe(DeviceTab.WARNINGS);
  });
  it('falls back to the device time when no server time is known', () => {
    expect(tabOf(device({}, { serverTimestampMs: 0, timestampMs: NOW - 1000 }), NOW)).toBe(DeviceTab.IN_DRIVE);
  });
});

describe(warningsOf.name, () => {
  it('says why a device is in Warnings', () => {
    expect(warningsOf(device({ status: null }), NOW)).toEqual(['NEVER_REPORTED']);
    const stale = NOW - REPORT_MAX_AGE_MS - 1;
    expect(
      warningsOf(device({}, { timestampMs: stale, serverTimestampMs: stale, batteryLevel: 5, uplinkLoss: true }), NOW),
    ).toEqual(['NOT_SEEN_48H', 'LOW_BATTERY', 'UPLINK_LOSS']);
  });
  it('has no warnings for devices that are not installed', () => {
    expect(warningsOf(device({ installed: false, status: null }), NOW)).toEqual([]);
  });
});

describe(countTabs.name, () => {
  it('counts each tab', () => {
    expect(
      countTabs([
        DeviceTab.WARNINGS,
        DeviceTab.STOCK_TAB,
        DeviceTab.STOCK_TAB,
        DeviceTab.IN_DRIVE,
        DeviceTab.RETIRED_TAB,
      ]),
    ).toEqual({ warnings: 1, stock: 2, onTheWay: 0, inDrive: 1, retired: 1 });
  });
});
