import { describe, expect, it } from 'vitest';

import { alarmSetting } from './alarm-data.testing';
import { BADGE_MAX, badgeColour, badgeLabel, countsByName } from './count-badge';

describe(badgeColour.name, () => {
  it('is red when the name has no alarm', () => {
    expect(badgeColour(0, 0)).toBe('error');
  });

  it('is yellow when alarms exist but none is active', () => {
    expect(badgeColour(3, 0)).toBe('warning');
  });

  it('is green when at least one is active', () => {
    expect(badgeColour(3, 1)).toBe('success');
    expect(badgeColour(1, 1)).toBe('success');
  });
});

describe(badgeLabel.name, () => {
  it('shows the count, and 999 at most', () => {
    expect(badgeLabel(0)).toBe('0');
    expect(badgeLabel(998)).toBe('998');
    expect(badgeLabel(BADGE_MAX)).toBe('999');
    expect(badgeLabel(12_345)).toBe('999');
  });
});

describe(countsByName.name, () => {
  it('counts all and active settings per alarm name', () => {
    const counts = countsByName([
      alarmSetting({ alarmName: 'LOW_BATTERY', active: true }),
      alarmSetting({ alarmName: 'LOW_BATTERY', active: false }),
      alarmSetting({ alarmName: 'UNPLUG', active: false }),
    ]);
    expect(counts.get('LOW_BATTERY')).toEqual({ total: 2, active: 1 });
    expect(counts.get('UNPLUG')).toEqual({ total: 1, active: 0 });
    expect(counts.get('NO_DRIVER')).toBeUndefined();
  });
});
