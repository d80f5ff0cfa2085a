import { describe, expect, it } from 'vitest';

import { journalEntry } from './journal-entry.testing';
import { formatDistanceKm, placeText, purposeKind, totalDistanceM, tripTimes, vehicleLabel } from './trip-display';

describe(formatDistanceKm.name, () => {
  it('shows metres as km with two decimals, with a decimal comma in Swedish', () => {
    expect(formatDistanceKm(5400, 'sv')).toBe('5,40 km');
    expect(formatDistanceKm(5400, 'en')).toBe('5.40 km');
    expect(formatDistanceKm(0, 'sv')).toBe('0,00 km');
    expect(formatDistanceKm(199, 'sv')).toBe('0,20 km');
    expect(formatDistanceKm(12_345, 'sv')).toBe('12,35 km');
    expect(formatDistanceKm(1_234_560, 'en')).toBe('1,234.56 km');
    expect(formatDistanceKm(1_234_560, 'sv')).toBe('1\u00a0234,56 km');
  });

  it('sums the distance of a list', () => {
    expect(totalDistanceM([journalEntry({ trip: { odometer_max: 100 } }), journalEntry()])).toBe(5500);
  });
});

describe(purposeKind.name, () => {
  it('reads BUSINESS and its variants as business, PRIVATE and PRIVATE_AUTO as private', () => {
    expect(purposeKind('BUSINESS')).toBe('BUSINESS');
    expect(purposeKind('BUSINESS_CUSTOMER')).toBe('BUSINESS');
    expect(purposeKind('PRIVATE')).toBe('PRIVATE');
    expect(purposeKind('PRIVATE_AUTO')).toBe('PRIVATE');
    expect(purposeKind('')).toBeNull();
  });
});

describe(tripTimes.name, () => {
  it('shows Stockholm times of day, and the stop date when the trip ends on a later day', () => {
    const morning = journalEntry({
      trip: {
        timestamp_start_ms: Date.parse('2026-07-01T05:12:00Z'),
        timestamp_stop_ms: Date.parse('2026-07-01T05:40:00Z'),
      },
    });
    expect(tripTimes(morning)).toEqual({ start: '07:12', stop: '07:40', stopDate: null });
    const overnight = journalEntry({
      trip: {
        timestamp_start_ms: Date.parse('2026-11-10T23:40:00+01:00'),
        timestamp_stop_ms: Date.parse('2026-11-11T00:25:00+01:00'),
      },
    });
    expect(tripTimes(overnight)).toEqual({ start: '23:40', stop: '00:25', stopDate: '11/11' });
  });
});

describe(placeText.name, () => {
  it('prefers the address, then the coordinates, else nothing', () => {
    expect(placeText('Storgatan 1', { latitude: 59.3, longitude: 18 })).toBe('Storgatan 1');
    expect(placeText(' ', { latitude: 59.33, longitude: 18.06 })).toBe('59.3300, 18.0600');
    expect(placeText('', { latitude: 0, longitude: 0 })).toBeNull();
  });
});

describe(vehicleLabel.name, () => {
  it('shows the registry with the name, or whichever exists', () => {
    expect(vehicleLabel({ vehicleId: 1, reg: 'ABC123', registry: 'ABC123', full_name: 'Volvo V60' })).toBe(
      'ABC123 (Volvo V60)',
    );
    expect(vehicleLabel({ vehicleId: 2, reg: '', registry: '', full_name: 'Släpvagn 1' })).toBe('Släpvagn 1');
  });
});
