import { describe, expect, it } from 'vitest';

import { DEVICE_TYPES } from '../../../api/vocabulary';
import { ALL_DEVICE_MODELS, DEVICE_MODELS, hardwareOf, isDeviceType, isTrackerModel } from './device-models';

describe('device models', () => {
  it('offers every device type of the vocabulary once, under its maker', () => {
    expect([...ALL_DEVICE_MODELS].sort()).toEqual([...DEVICE_TYPES].sort());
    expect(DEVICE_MODELS.QUECLINK).toEqual(['GL530MG']);
    expect(DEVICE_MODELS.TELTONIKA).toContain('FMB001');
    expect(hardwareOf('GL530MG')).toBe('QUECLINK');
    expect(hardwareOf('TAT100')).toBe('TELTONIKA');
    expect(hardwareOf('XYZ')).toBe('');
  });

  it('knows the trackers and the accepted types', () => {
    expect(ALL_DEVICE_MODELS.filter(isTrackerModel)).toEqual(['TAT100', 'GL530MG']);
    expect(isDeviceType('FMC100')).toBe(true);
    expect(isDeviceType('')).toBe(false);
    expect(isDeviceType('fmc100')).toBe(false);
  });
});
