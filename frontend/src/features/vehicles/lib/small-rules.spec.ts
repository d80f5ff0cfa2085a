import { describe, expect, it } from 'vitest';

import { orderedCountries } from './countries';
import {
  effectiveSelected,
  FREQUENCY_HOURS,
  frequencyValue,
  isFrequencyPending,
  needsBatteryAcknowledgement,
} from './frequency';
import { multiSelectSummary, toggleAll } from './multi-select-summary';
import { isValidRegistration, normalizeRegistration, registrationLocked } from './registration';

describe('orderedCountries', () => {
  it('puts Sweden first, then Finland, Norway and Denmark, then the rest by name', () => {
    const list = orderedCountries('sv');
    expect(list.slice(0, 4).map((c) => c.code)).toEqual(['SE', 'FI', 'NO', 'DK']);
    expect(list[0].name).toBe('Sverige');
    const rest = list.slice(4).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'sv')));
    expect(list.filter((c) => c.code === 'SE')).toHaveLength(1);
    expect(list.length).toBeGreaterThan(240);
  });

  it('names countries in the UI language', () => {
    expect(orderedCountries('en')[1].name).toBe('Finland');
    expect(orderedCountries('en')[0].name).toBe('Sweden');
  });
});

describe('multiSelectSummary', () => {
  it('shows two names, then +N', () => {
    expect(multiSelectSummary([])).toBe('');
    expect(multiSelectSummary(['Anna'])).toBe('Anna');
    expect(multiSelectSummary(['Anna', 'Bertil'])).toBe('Anna, Bertil');
    expect(multiSelectSummary(['Anna', 'Bertil', 'Cecilia', 'David'])).toBe('Anna, Bertil +2');
  });

  it('selects and deselects all offered options', () => {
    expect(toggleAll([1, 9], [1, 2, 3], true)).toEqual([1, 9, 2, 3]);
    expect(toggleAll([1, 9], [1, 2, 3], false)).toEqual([9]);
  });
});

describe('registration', () => {
  it('is upper-cased without spaces', () => {
    expect(normalizeRegistration(' abc 12d ')).toBe('ABC12D');
  });

  it('is 2–10 letters or digits', () => {
    expect(isValidRegistration('ABC123')).toBe(true);
    expect(isValidRegistration('ÅÄÖ12')).toBe(true);
    expect(isValidRegistration('A')).toBe(false);
    expect(isValidRegistration('ABC-123')).toBe(false);
    expect(isValidRegistration('ABCDEFGHIJK')).toBe(false);
  });

  it('is locked on a saved vehicle except for ROOT', () => {
    expect(registrationLocked(true, '', ['ADMIN'])).toBe(false);
    expect(registrationLocked(false, 'ABC123', ['ADMIN'])).toBe(true);
    expect(registrationLocked(false, 'ABC123', ['HEXA'])).toBe(true);
    expect(registrationLocked(false, 'ABC123', ['ROOT'])).toBe(false);
    expect(registrationLocked(false, '', ['ADMIN'])).toBe(false);
  });
});

describe('update frequency', () => {
  it('maps hours to the API value', () => {
    expect(FREQUENCY_HOURS).toEqual([1, 3, 6, 12, 24]);
    expect(FREQUENCY_HOURS.map(frequencyValue)).toEqual(['1-h', '3-h', '6-h', '12-h', '24-h']);
    expect(frequencyValue(24)).toBe('24-h');
    expect(frequencyValue(1)).toBe('1-h');
  });

  it('needs the battery warning acknowledged for 1 h and 3 h', () => {
    expect([1, 3, 6, 12, 24].filter(needsBatteryAcknowledgement)).toEqual([1, 3]);
  });

  it('is pending while the selection differs from the latest report', () => {
    expect(isFrequencyPending(6, 24)).toBe(true);
    expect(isFrequencyPending(6, 6)).toBe(false);
    // Never selected means the default 24 h.
    expect(effectiveSelected(0)).toBe(24);
    expect(isFrequencyPending(0, 24)).toBe(false);
    // A device that never reported runs its default.
    expect(isFrequencyPending(24, 0)).toBe(false);
    expect(isFrequencyPending(3, 0)).toBe(true);
  });
});
