import { describe, expect, it } from 'vitest';

import {
  createTrackerRequest,
  groupDeviceChoices,
  isDeviceLocked,
  updateTrackerRequest,
  validateTrackerForm,
  type TrackerFormValues,
} from './tracker-form';

const form = (over: Partial<TrackerFormValues> = {}): TrackerFormValues => ({
  organizationId: 2,
  deviceId: null,
  alias: 'Släpvagn 1',
  permittedDrivers: [5, 6],
  style: { marker: 'trailer', color: '#ff0000' },
  ...over,
});

describe('validateTrackerForm', () => {
  it('requires organisation and alias', () => {
    expect(validateTrackerForm(form())).toEqual({});
    expect(validateTrackerForm(form({ organizationId: null, alias: '  ' }))).toEqual({
      organizationId: 'editor.organizationRequired',
      alias: 'editor.aliasRequired',
    });
  });
});

describe('isDeviceLocked', () => {
  it('lets only ROOT pick, and only while nothing is installed', () => {
    expect(isDeviceLocked({ root: true, installedImei: '' })).toBe(false);
    expect(isDeviceLocked({ root: true, installedImei: '356307042441013' })).toBe(true);
    expect(isDeviceLocked({ root: false, installedImei: '' })).toBe(true);
  });
});

describe('createTrackerRequest', () => {
  it('creates a TRACKER vehicle on business trips', () => {
    expect(createTrackerRequest(form())).toEqual({
      category: 'TRACKER',
      registry: '',
      displayName: 'Släpvagn 1',
      style: { marker: 'trailer', color: '#ff0000' },
      permittedDrivers: [5, 6],
      defaultTripType: 'BUSINESS',
      benefitType: 'TRACKER',
      permitAnyDriver: false,
      organizationId: 2,
      isoCountryCode: 'SE',
    });
  });

  it('updates alias, style and the permitted-driver list', () => {
    expect(updateTrackerRequest(form({ alias: ' X ' }))).toEqual({
      displayName: 'X',
      style: { marker: 'trailer', color: '#ff0000' },
      permittedDrivers: [5, 6],
    });
  });
});

describe('groupDeviceChoices', () => {
  it('marks the last previously installed device latest and does not repeat it', () => {
    const a = { id: 1, imei: '111', deviceType: 'TAT100' };
    const b = { id: 2, imei: '222', deviceType: 'TAT100' };
    const c = { id: 3, imei: '033', deviceType: 'GL530MG' };
    expect(groupDeviceChoices([a, b], [b, c])).toEqual({
      previous: [
        { ...a, latest: false },
        { ...b, latest: true },
      ],
      available: [c],
    });
  });
});
