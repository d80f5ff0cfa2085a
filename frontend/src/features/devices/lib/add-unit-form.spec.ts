import { describe, expect, it } from 'vitest';

import {
  canSubmitAddUnit,
  iccidError,
  imeiError,
  phoneError,
  phoneLookupErrorText,
  showPhoneHint,
  validateAddUnit,
  validateEditDevice,
  type AddUnitValues,
} from './add-unit-form';

const unit = (over: Partial<AddUnitValues> = {}): AddUnitValues => ({
  hardware: 'TELTONIKA',
  deviceType: 'FMB001',
  imei: '356307042441013',
  iccid: '894601234567890123',
  phone: '+46701234567',
  ...over,
});

describe('validateAddUnit', () => {
  it('accepts a complete unit', () => {
    expect(validateAddUnit(unit())).toEqual({});
    expect(canSubmitAddUnit(unit())).toBe(true);
  });

  it('requires hardware, device type, IMEI and phone', () => {
    expect(validateAddUnit(unit({ hardware: '', deviceType: '', imei: '', phone: '' }))).toEqual({
      hardware: 'addUnit.hardwareRequired',
      deviceType: 'addUnit.deviceTypeRequired',
      imei: 'addUnit.imeiRequired',
      phone: 'addUnit.phoneRequired',
    });
    // Only a device type the server takes counts as chosen.
    expect(validateAddUnit(unit({ deviceType: 'FMB999' })).deviceType).toBe('addUnit.deviceTypeRequired');
  });

  it('requires the ICCID for trackers and wired units alike', () => {
    expect(validateAddUnit(unit({ deviceType: 'TAT100', iccid: '' })).iccid).toBe('addUnit.iccidRequired');
    expect(validateAddUnit(unit({ deviceType: 'FMB001', iccid: '' })).iccid).toBe('addUnit.iccidRequired');
    expect(validateAddUnit(unit({ deviceType: 'TAT100' }))).toEqual({});
    expect(canSubmitAddUnit(unit({ deviceType: 'TAT100', iccid: '' }))).toBe(false);
  });
});

describe('imeiError', () => {
  it('takes 14 to 16 digits only', () => {
    expect(imeiError('1234567890123')).toBe('addUnit.imeiMin');
    expect(imeiError('12345678901234')).toBeUndefined();
    expect(imeiError('1234567890123456')).toBeUndefined();
    expect(imeiError('12345678901234567')).toBe('addUnit.imeiMax');
    expect(imeiError('12345678901234a')).toBe('addUnit.onlyDigits');
  });
});

describe('iccidError', () => {
  it('takes 18 to 22 digits when given', () => {
    expect(iccidError('', false)).toBeUndefined();
    expect(iccidError('12345678901234567', false)).toBe('addUnit.iccidHelper');
    expect(iccidError('123456789012345678', true)).toBeUndefined();
    expect(iccidError('1234567890123456789012', true)).toBeUndefined();
    expect(iccidError('12345678901234567890123', true)).toBe('addUnit.iccidMax');
    expect(iccidError('12345678901234567x', true)).toBe('addUnit.onlyDigits');
  });
});

describe('phoneError', () => {
  it('accepts 9 digits with an optional plus, and keeps the 14-digit hint until then', () => {
    expect(phoneError('12345678')).toBe('addUnit.phoneHelper');
    expect(phoneError('+467012345')).toBeUndefined();
    expect(phoneError('070-123456')).toBe('addUnit.phoneHelper');
    expect(phoneError('+4670123456789012')).toBe('addUnit.phoneMax');
    expect(showPhoneHint('+46701234')).toBe(true);
    expect(showPhoneHint('46701234567890')).toBe(false);
  });
});

describe('validateEditDevice', () => {
  it('checks the ICCID range and leaves the phone optional', () => {
    expect(validateEditDevice({ deviceType: 'FMB001', iccid: '', phone: '' })).toEqual({});
    expect(validateEditDevice({ deviceType: 'FMB001', iccid: '123', phone: '' }).iccid).toBe('addUnit.iccidHelper');
    expect(validateEditDevice({ deviceType: '', iccid: '', phone: '12' })).toEqual({
      deviceType: 'addUnit.deviceTypeRequired',
      phone: 'addUnit.phoneHelper',
    });
    expect(validateEditDevice({ deviceType: 'FMB999', iccid: '', phone: '' }).deviceType).toBe(
      'addUnit.deviceTypeRequired',
    );
  });
});

describe('phoneLookupErrorText', () => {
  it('maps 404, not configured and the rest', () => {
    expect(phoneLookupErrorText(404, 'NOT_FOUND', 'nc')).toBe('MISSING_ICCID');
    expect(phoneLookupErrorText(503, 'SERVICE_NOT_CONFIGURED', 'nc')).toBe('nc');
    expect(phoneLookupErrorText(500, 'INTERNAL', 'nc')).toBe('UNEXPECTED ERROR');
  });
});
