import { describe, expect, it } from 'vitest';

import { DEVICE_TABS, tabCounts, tabLabel, tabLabelKey } from './device-tabs';

describe('tabCounts', () => {
  it('counts devices per tab, in the screen order', () => {
    expect(DEVICE_TABS).toEqual(['WARNINGS', 'STOCK', 'ON_THE_WAY', 'IN_DRIVE', 'RETIRED']);
    expect(tabCounts([{ tab: 'WARNINGS' }, { tab: 'WARNINGS' }, { tab: 'STOCK' }, { tab: 'RETIRED' }])).toEqual({
      WARNINGS: 2,
      STOCK: 1,
      ON_THE_WAY: 0,
      IN_DRIVE: 0,
      RETIRED: 1,
    });
    expect(Object.keys(tabCounts([]))).toEqual(DEVICE_TABS);
  });

  it('labels a tab with its count', () => {
    expect(tabLabelKey('ON_THE_WAY')).toBe('tabs.ON_THE_WAY');
    expect(tabLabel('Lager', 4)).toBe('Lager (4)');
  });
});
