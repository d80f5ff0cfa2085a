import { ErrorCode } from '@fleetlog/contracts';
import { thrownCode } from '@fleetlog/testing';

import {
  DEVICE_TYPES,
  isTrackerType,
  parseDeviceType,
  parseIccid,
  parseImei,
  parsePhone,
  parseTimeOfDay,
} from './device-input';

const digits = (n: number) => '1234567890'.repeat(3).slice(0, n);

describe(parseImei.name, () => {
  it.each([14, 15, 16])('accepts %i digits', (n) => {
    expect(parseImei(` ${digits(n)} `)).toBe(digits(n));
  });
  it.each([13, 17])('refuses %i digits with IMEI_LENGTH', (n) => {
    expect(thrownCode(() => parseImei(digits(n)))).toBe(ErrorCode.IMEI_LENGTH);
  });
  it('refuses letters with ONLY_DIGITS', () => {
    expect(thrownCode(() => parseImei('35209308123456A'))).toBe(ErrorCode.ONLY_DIGITS);
  });
  it('refuses an empty IMEI with MISSING_FIELDS', () => {
    expect(thrownCode(() => parseImei('  '))).toBe(ErrorCode.MISSING_FIELDS);
  });
});

describe(parseIccid.name, () => {
  it.each([18, 20, 22])('accepts %i digits', (n) => {
    expect(parseIccid(digits(n), 'FMB001')).toBe(digits(n));
  });
  it.each([17, 23])('refuses %i digits with ICCID_LENGTH', (n) => {
    expect(thrownCode(() => parseIccid(digits(n), 'FMB001'))).toBe(ErrorCode.ICCID_LENGTH);
  });
  it('refuses letters with ONLY_DIGITS', () => {
    expect(thrownCode(() => parseIccid('89460799x0123456789', 'FMB001'))).toBe(ErrorCode.ONLY_DIGITS);
  });
  it('requires an ICCID for vehicle units but not for battery trackers', () => {
    expect(thrownCode(() => parseIccid('', 'FMB001'))).toBe(ErrorCode.MISSING_FIELDS);
    expect(parseIccid('', 'TAT100')).toBe('');
  });
});

describe(parsePhone.name, () => {
  it('accepts 9 digits and a leading +, dropping spaces', () => {
    expect(parsePhone('070 123 45 67')).toBe('0701234567');
    expect(parsePhone('+46701234567')).toBe('+46701234567');
    expect(parsePhone('123456789')).toBe('123456789');
  });
  it('refuses fewer than 9 or more than 15 digits with PHONE_LENGTH', () => {
    expect(thrownCode(() => parsePhone('12345678'))).toBe(ErrorCode.PHONE_LENGTH);
    expect(thrownCode(() => parsePhone('+1234567890123456'))).toBe(ErrorCode.PHONE_LENGTH);
  });
  it('refuses other characters with ONLY_DIGITS', () => {
    expect(thrownCode(() => parsePhone('0701a34567'))).toBe(ErrorCode.ONLY_DIGITS);
    expect(thrownCode(() => parsePhone('46+701234567'))).toBe(ErrorCode.ONLY_DIGITS);
  });
  it('requires a phone', () => {
    expect(thrownCode(() => parsePhone(''))).toBe(ErrorCode.MISSING_FIELDS);
  });
});

describe(parseDeviceType.name, () => {
  it.each(DEVICE_TYPES)('accepts %s', (type) => {
    expect(parseDeviceType(type.toLowerCase())).toBe(type);
  });
  it('refuses an unknown model with MISFORMATTED_FIELDS', () => {
    expect(thrownCode(() => parseDeviceType('FMX999'))).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });
});

describe(isTrackerType.name, () => {
  it('counts TAT100 and GL530MG as trackers only', () => {
    expect(DEVICE_TYPES.filter(isTrackerType)).toEqual(['TAT100', 'GL530MG']);
  });
});

describe(parseTimeOfDay.name, () => {
  it('accepts HHMM and empty', () => {
    expect(parseTimeOfDay('0730')).toBe('0730');
    expect(parseTimeOfDay('')).toBe('');
  });
  it('refuses other shapes', () => {
    expect(thrownCode(() => parseTimeOfDay('2460'))).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(thrownCode(() => parseTimeOfDay('7:30'))).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });
});
