import { ErrorCode } from '@fleetlog/contracts';
import { thrownCode } from '@fleetlog/testing';

import { parseIbuttonId, parseIds, parseMapType, requireEmail, requireSettingKey, requireText } from './user-input';

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

describe(parseIbuttonId.name, () => {
  it.each([
    ['01A2B3C4D5E6F708', '01a2b3c4d5e6f708'],
    ['01:a2:b3:c4:d5:e6:f7:08', '01a2b3c4d5e6f708'],
    [' 01-A2-B3 C4D5E6F708 ', '01a2b3c4d5e6f708'],
    ['1A2B', '0000000000001a2b'],
    ['f', '000000000000000f'],
  ])('normalises %s to %s', (input, expected) => {
    expect(parseIbuttonId(input)).toBe(expected);
  });

  it('takes blank as none', () => {
    expect(parseIbuttonId('')).toBeNull();
    expect(parseIbuttonId(' : - ')).toBeNull();
  });

  it.each(['01a2b3c4d5e6f7089', 'g1', '01.a2', '0x1a2b', '01_a2', '0000', 'ä1'])(
    'refuses %s with MISFORMATTED_FIELDS',
    (value) => {
      expect(thrownCode(() => parseIbuttonId(value))).toBe(ErrorCode.MISFORMATTED_FIELDS);
    },
  );
});
