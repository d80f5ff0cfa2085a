import type { devicesEventsV1 } from '@fleetlog/contracts';

import { AllowList } from './allow-list';

function deviceChanged(overrides: Partial<devicesEventsV1.DeviceChanged> = {}): devicesEventsV1.DeviceChanged {
  return {
    deviceId: 7,
    imei: '356307042441013',
    deviceType: 'FMB920',
    retired: false,
    organizationId: 3,
    deleted: false,
    changedTsMs: 1_700_000_000_000,
    version: 1,
    ...overrides,
  };
}

describe(AllowList.name, () => {
  it('allows a known, active device by IMEI', () => {
    const list = new AllowList();
    expect(list.apply(deviceChanged())).toBe(true);
    expect(list.lookup('356307042441013')).toEqual({
      deviceId: 7,
      imei: '356307042441013',
      deviceType: 'FMB920',
      organizationId: 3,
    });
    expect(list.lookup('356307042441014')).toBeUndefined();
  });

  it('removes a retired or deleted device', () => {
    const list = new AllowList();
    list.apply(deviceChanged());
    list.apply(deviceChanged({ version: 2, retired: true }));
    expect(list.lookup('356307042441013')).toBeUndefined();

    list.apply(deviceChanged({ deviceId: 8, imei: '111', version: 1 }));
    list.apply(deviceChanged({ deviceId: 8, imei: '111', version: 2, deleted: true }));
    expect(list.lookup('111')).toBeUndefined();
    expect(list.size).toBe(0);
  });

  it('ignores an older or repeated version, so a replay cannot revive a retired device', () => {
    const list = new AllowList();
    list.apply(deviceChanged({ version: 5, retired: true }));
    expect(list.apply(deviceChanged({ version: 4 }))).toBe(false);
    expect(list.apply(deviceChanged({ version: 5 }))).toBe(false);
    expect(list.lookup('356307042441013')).toBeUndefined();
    expect(list.apply(deviceChanged({ version: 6 }))).toBe(true);
    expect(list.lookup('356307042441013')?.deviceId).toBe(7);
  });

  it('frees the old IMEI when a device gets a new one', () => {
    const list = new AllowList();
    list.apply(deviceChanged());
    list.apply(deviceChanged({ version: 2, imei: '356307042441099' }));
    expect(list.lookup('356307042441013')).toBeUndefined();
    expect(list.lookup('356307042441099')?.deviceId).toBe(7);
  });

  it('keeps the IMEI of another device that took it over', () => {
    const list = new AllowList();
    list.apply(deviceChanged({ deviceId: 1, imei: '42' }));
    list.apply(deviceChanged({ deviceId: 2, imei: '42' }));
    list.apply(deviceChanged({ deviceId: 1, imei: '43', version: 2 }));
    expect(list.lookup('42')?.deviceId).toBe(2);
    expect(list.lookup('43')?.deviceId).toBe(1);
  });
});
