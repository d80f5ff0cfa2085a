import { describe, expect, it } from 'vitest';

import { BENEFIT_TYPES, DEVICE_TABS, FREQUENCY_VALUES, inDisplayOrder, ROLES, TRIP_TYPES } from './vocabulary';

describe('vocabularies', () => {
  it('lists the values of the BFF document in the declaration order', () => {
    expect(BENEFIT_TYPES).toEqual(['PRIVATE', 'BENEFIT', 'WORK', 'TRACKER', 'POOL']);
    expect(TRIP_TYPES).toEqual(['PRIVATE', 'BUSINESS']);
    expect(ROLES).toEqual(['ROOT', 'HEXA', 'ADMIN', 'DRIVER']);
    expect(FREQUENCY_VALUES).toEqual(['24-h', '12-h', '6-h', '3-h', '1-h']);
    expect(DEVICE_TABS).toEqual(['WARNINGS', 'STOCK', 'ON_THE_WAY', 'IN_DRIVE', 'RETIRED']);
  });
});

describe('inDisplayOrder', () => {
  it('orders the values as told and keeps the ones not named at the end, in their own order', () => {
    expect(inDisplayOrder(['a', 'b', 'c', 'd'], ['c', 'a'])).toEqual(['c', 'a', 'b', 'd']);
    expect(inDisplayOrder(['a', 'b'], ['b', 'x', 'a'])).toEqual(['b', 'a']);
  });

  it('leaves the values it is given as they are', () => {
    const values = ['a', 'b'] as const;
    inDisplayOrder(values, ['b', 'a']);
    expect(values).toEqual(['a', 'b']);
  });
});
