import { describe, expect, it } from 'vitest';

import { deviceTab, DEVICE_TABS, tabCounts, tabLabel, tabLabelKey } from './device-tabs';

describe('deviceTab', () => {
  it('reads the proto enum as number or name', () => {
    expect(deviceTab({ tab: 1 })).toBe('WARNINGS');
    expect(deviceTab({ tab: 5 })).toBe('RETIRED');
    expect(deviceTab({ tab: 'IN_DRIVE' })).toBe('IN_DRIVE');
    expect(deviceTab({ tab: 'STOCK_TAB' as never })).toBe('STOCK');
    expect(deviceTab({ tab: 0 })).toBeUndefined();
  });
});

describe('tabCounts', () => {
  it('counts devices per tab, in the screen order', () => {
    expect(DEVICE_TABS).toEqual(['WARNINGS', 'STOCK', 'ON_THE_WAY', 'IN_DRIVE', 'RETIRED']);
    expect(tabCounts([{ tab: 1 }, { tab: 1 }, { tab: 2 }, { tab: 'RETIRED' }, { tab: 0 }])).toEqual({
      WARNINGS: 2,
      STOCK: 1,
      ON_THE_WAY: 0,
      IN_DRIVE: 0,
      RETIRED: 1,
    });
  });

  it('labels a tab with its count', () => {
    expect(tabLabelKey('ON_THE_WAY')).toBe('tabs.ON_THE_WAY');
    expect(tabLabel('Lager', 4)).toBe('Lager (4)');
  });
});
