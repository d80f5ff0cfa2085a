import {
  BENEFIT_TYPES,
  BenefitType_Value,
  DEVICE_TYPES,
  DeviceType_Value,
  enumNames,
  RESPONSE_FREQUENCY_HOURS,
  ResponseFrequency_Value,
  Role_Value,
  ROLE_NAMES,
  TRIP_TYPES,
  TripType_Value,
} from './vocabulary';

describe('vocabularies from vocabulary.proto', () => {
  it('are the names of the specs, in declaration order, without the zero value', () => {
    expect(BENEFIT_TYPES).toEqual(['PRIVATE', 'BENEFIT', 'WORK', 'TRACKER', 'POOL']);
    expect(TRIP_TYPES).toEqual(['PRIVATE', 'BUSINESS']);
    expect(ROLE_NAMES).toEqual(['ROOT', 'HEXA', 'ADMIN', 'DRIVER']);
    expect([...DEVICE_TYPES].sort()).toEqual(
      // spec 01 §9 and spec 03 §3
      [
        'FMB001',
        'FMB010',
        'FMB920',
        'FMC001',
        'FMC100',
        'FMC230',
        'FMC800',
        'FMM001',
        'FMM230',
        'FMM800',
        'FMT100',
        'GL530MG',
        'TAT100',
      ],
    );
    expect(RESPONSE_FREQUENCY_HOURS).toEqual([1, 3, 6, 12, 24]);
  });

  it.each([BenefitType_Value, TripType_Value, DeviceType_Value, Role_Value, ResponseFrequency_Value])(
    'names only the zero value …_UNSPECIFIED (the names the lists leave out)',
    (values) => {
      const names = Object.keys(values).filter((key) => Number.isNaN(Number(key)));
      const unspecified = names.filter((name) => name.endsWith('_UNSPECIFIED'));
      expect(unspecified.map((name) => values[name as keyof typeof values])).toEqual([0]);
      expect(enumNames(values)).toHaveLength(names.length - 1);
    },
  );

  it('refuses an enum without values', () => {
    expect(() => enumNames({ NOTHING_UNSPECIFIED: 0, 0: 'NOTHING_UNSPECIFIED' })).toThrow('without values');
  });
});
