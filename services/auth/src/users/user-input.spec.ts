import { ErrorCode, LIST_LIMITS, USER_LIMITS } from '@fleetlog/contracts';
import { thrownCode, thrownError } from '@fleetlog/testing';

import {
  boundedText,
  parseIbuttonId,
  parseIds,
  parseMapType,
  parsePurposes,
  requireEmail,
  requireSettingKey,
  requireText,
  withSetting,
  withSettings,
} from './user-input';

const text = (length: number) => 'x'.repeat(length);

describe(requireEmail.name, () => {
  it('normalises case and whitespace', () => {
    expect(requireEmail('  Anna@Demo-Akeri.SE ')).toBe('anna@demo-akeri.se');
  });
  it('refuses an address longer than 320 characters with MISFORMATTED_FIELDS', () => {
    expect(thrownCode(() => requireEmail(`${text(310)}@example.se`))).toBe(ErrorCode.MISFORMATTED_FIELDS);
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

  it('takes a name of 200 characters and refuses 201 with MISFORMATTED_FIELDS', () => {
    expect(requireText(` ${text(200)} `, 'name')).toBe(text(200));
    expect(thrownCode(() => requireText(text(201), 'name'))).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(thrownCode(() => requireText(text(11), 'code', 10))).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });
});

describe(boundedText.name, () => {
  it('trims, allows empty and refuses more than the bound', () => {
    expect(boundedText(' 070 ', 'phone', USER_LIMITS.phone)).toBe('070');
    expect(boundedText('', 'phone', USER_LIMITS.phone)).toBe('');
    expect(thrownCode(() => boundedText(text(USER_LIMITS.phone + 1), 'phone', USER_LIMITS.phone))).toBe(
      ErrorCode.MISFORMATTED_FIELDS,
    );
  });
});

describe(parsePurposes.name, () => {
  it('takes 50 purposes of 100 characters, trimmed, blanks dropped', () => {
    const purposes = Array.from({ length: 50 }, (_, index) => `${index} `.padEnd(100, 'p'));
    expect(parsePurposes(purposes)).toEqual(purposes);
    expect(parsePurposes([' Kundbesök ', ' '])).toEqual(['Kundbesök']);
  });

  it('refuses 51 purposes and a purpose of 101 characters with MISFORMATTED_FIELDS, naming it', () => {
    expect(thrownCode(() => parsePurposes(Array.from({ length: 51 }, (_, index) => `p${index}`)))).toBe(
      ErrorCode.MISFORMATTED_FIELDS,
    );
    const long = thrownError(() => parsePurposes(['Kundbesök', text(101)]));
    expect(long?.code).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(long?.details).toEqual({ field: 'purposes.1' });
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

  it('refuses more ids than the bound', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
    expect(parseIds(ids(LIST_LIMITS.ids), 'permittedVehicles')).toHaveLength(LIST_LIMITS.ids);
    expect(thrownCode(() => parseIds(ids(LIST_LIMITS.ids + 1), 'permittedVehicles'))).toBe(
      ErrorCode.MISFORMATTED_FIELDS,
    );
  });
});

describe(withSettings.name, () => {
  const switches = (count: number, prefix = 'S') =>
    Object.fromEntries(Array.from({ length: count }, (_, index) => [`${prefix}_${index}`, true]));

  it('merges the changes into the switches', () => {
    expect(withSettings({ A: true }, { A: false, B: true })).toEqual({ A: false, B: true });
  });

  it('refuses a map of more than 100 switches, also one grown request by request', () => {
    expect(Object.keys(withSettings({}, switches(100)))).toHaveLength(100);
    expect(thrownCode(() => withSettings({}, switches(101)))).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(thrownCode(() => withSettings(switches(60, 'A'), switches(41, 'B')))).toBe(ErrorCode.MISFORMATTED_FIELDS);
    // Changing switches already there never counts as growth.
    expect(Object.keys(withSettings(switches(100), { S_0: false }))).toHaveLength(100);
  });

  it('refuses a key longer than 100 characters', () => {
    expect(thrownCode(() => withSettings({}, { [text(101)]: true }))).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });
});

describe(withSetting.name, () => {
  it('sets and removes one switch, and refuses a 101st', () => {
    const full = Object.fromEntries(Array.from({ length: 100 }, (_, index) => [`S_${index}`, true]));
    expect(withSetting({ A: true }, 'A', null)).toEqual({});
    expect(withSetting(full, 'S_1', false).S_1).toBe(false);
    expect(thrownCode(() => withSetting(full, 'NEW', true))).toBe(ErrorCode.MISFORMATTED_FIELDS);
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
