import { ErrorCode } from '@fleetlog/contracts';
import { thrownCode } from '@fleetlog/testing';

import {
  detailsPatch,
  isRegistryChange,
  normalizeCountryCode,
  normalizeRegistry,
  opensToAllDrivers,
  parseBenefitType,
  parseCategory,
  parseTollClass,
  parseTripType,
} from './vehicle-rules';

describe(normalizeRegistry.name, () => {
  it('trims and upper-cases', () => {
    expect(normalizeRegistry('  abc123 ')).toBe('ABC123');
    expect(normalizeRegistry('åäö12')).toBe('ÅÄÖ12');
  });
  it('keeps an empty registration empty', () => {
    expect(normalizeRegistry('   ')).toBe('');
    expect(normalizeRegistry(undefined)).toBe('');
  });
  it.each(['A', 'ABC 123', 'ABC-123', 'ABCDEFGHIJK', 'AB$12'])('refuses %p with BAD_REG', (raw) => {
    expect(thrownCode(() => normalizeRegistry(raw))).toBe(ErrorCode.BAD_REG);
  });
});

describe(isRegistryChange.name, () => {
  it('treats setting a first registration as no change and replacing one as a change', () => {
    expect(isRegistryChange('', 'ABC123')).toBe(false);
    expect(isRegistryChange('ABC123', 'ABC123')).toBe(false);
    expect(isRegistryChange('ABC123', 'XYZ999')).toBe(true);
    expect(isRegistryChange('ABC123', '')).toBe(true);
  });
});

describe(normalizeCountryCode.name, () => {
  it('upper-cases a two-letter code', () => {
    expect(normalizeCountryCode(' se ')).toBe('SE');
  });
  it('answers ISO_COUNTRY_CODE_MISSING when absent and MISFORMATTED_FIELDS when malformed', () => {
    expect(thrownCode(() => normalizeCountryCode(''))).toBe(ErrorCode.ISO_COUNTRY_CODE_MISSING);
    expect(thrownCode(() => normalizeCountryCode('SWE'))).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });
});

describe(parseBenefitType.name, () => {
  it('accepts the five types and falls back only when told', () => {
    expect(parseBenefitType('pool')).toBe('POOL');
    expect(parseBenefitType('', 'TRACKER')).toBe('TRACKER');
    expect(thrownCode(() => parseBenefitType(''))).toBe(ErrorCode.MISSING_FIELDS);
    expect(thrownCode(() => parseBenefitType('LEASED'))).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });
});

describe(parseTripType.name, () => {
  it('accepts PRIVATE and BUSINESS', () => {
    expect(parseTripType('business')).toBe('BUSINESS');
    expect(thrownCode(() => parseTripType('SERVICE'))).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(thrownCode(() => parseTripType(undefined))).toBe(ErrorCode.MISSING_FIELDS);
  });
});

describe(parseCategory.name, () => {
  it('defaults to VEHICLE', () => {
    expect(parseCategory('')).toBe('VEHICLE');
    expect(parseCategory('tracker')).toBe('TRACKER');
    expect(thrownCode(() => parseCategory('BOAT'))).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });
});

describe(parseTollClass.name, () => {
  it('accepts car and heavy, trimmed and in any case', () => {
    expect(parseTollClass('car')).toBe('car');
    expect(parseTollClass(' HEAVY ')).toBe('heavy');
  });
  it.each(['', 'truck', 'bus', 'CARS'])('refuses %p with MISFORMATTED_FIELDS on tollClass', (raw) => {
    expect(thrownCode(() => parseTollClass(raw))).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });
});

describe(opensToAllDrivers.name, () => {
  it('is true for pool vehicles whatever the flag says', () => {
    expect(opensToAllDrivers('POOL', false)).toBe(true);
    expect(opensToAllDrivers('WORK', true)).toBe(true);
    expect(opensToAllDrivers('BENEFIT', false)).toBe(false);
  });
});

describe(detailsPatch.name, () => {
  it('keeps only the fields sent and turns inspection 0 into cleared', () => {
    expect(detailsPatch({ proportion1: 60, lastInspectionTsMs: 0 })).toEqual({
      proportion1: 60,
      lastInspectionAt: null,
    });
  });
  it('takes the toll settings when sent and leaves them alone when not', () => {
    expect(detailsPatch({ tollExempt: true, tollClass: 'heavy' })).toEqual({ tollExempt: true, tollClass: 'heavy' });
    expect(detailsPatch({ tollExempt: false })).toEqual({ tollExempt: false });
    expect(detailsPatch({ hybrid: true })).toEqual({ hybrid: true });
  });
  it('refuses an unknown toll class', () => {
    expect(thrownCode(() => detailsPatch({ tollClass: 'lorry' }))).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });
  it('refuses a share outside 0–100', () => {
    expect(thrownCode(() => detailsPatch({ proportion1: 101 }))).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });
});
