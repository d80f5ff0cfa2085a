import { ErrorCode } from '@fleetlog/contracts';
import { thrownCode } from '@fleetlog/testing';

import { parseIds, parseMapType, requireEmail, requireSettingKey, requireText } from './user-input';

describe(requireEmail.name, () => {
  it('normalises case and whitespace', () => {
    expect(requireEmail('  Anna@Demo-Akeri.SE ')).toBe('anna@demo-akeri.se');
  });
  it.each(['anna', 'anna@', 'anna@host', 'an na@host.se', '@host.se'])(
    'refuses %s with MISFORMATTED_FIELDS',
    (value) => {
      expect(thrownCode(() => requireEmail(value))).toBe(ErrorCode.MISFORMATTED_FIELDS);
    },
  );
  it('refuses an empty value with MISSING_FIELDS', () => {
    expect(thrownCode(() => requireEmail('  '))).toBe(ErrorCode.MISSING_FIELDS);
  });
});

describe(requireText.name, () => {
  it('trims and requires content', () => {
    expect(requireText(' Anna ', 'name')).toBe('Anna');
    expect(thrownCode(() => requireText(undefined, 'name'))).toBe(ErrorCode.MISSING_FIELDS);
  });
});

describe(parseMapType.name, () => {
  it('accepts LIGHT and DARK in any case', () => {
    expect(parseMapType('light')).toBe('LIGHT');
    expect(parseMapType('DARK')).toBe('DARK');
  });
  it('refuses anything else', () => {
    expect(thrownCode(() => parseMapType('SATELLITE'))).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });
});

describe(parseIds.name, () => {
  it('deduplicates and refuses non-positive ids', () => {
    expect(parseIds([3, 3, 4], 'permittedVehicles')).toEqual([3, 4]);
    expect(thrownCode(() => parseIds([0], 'permittedVehicles'))).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });
});

describe(requireSettingKey.name, () => {
  it('accepts setting names and refuses odd characters', () => {
    expect(requireSettingKey('USER_ALLOWED_SPEED_REPORT')).toBe('USER_ALLOWED_SPEED_REPORT');
    expect(thrownCode(() => requireSettingKey('a b'))).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });
});
