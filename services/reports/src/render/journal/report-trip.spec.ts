import type { journalV1 } from '@fleetlog/contracts';

import { parseJournalLine, reportTripFromJson } from './report-trip-json';
import { reportTripFromGrpc } from './report-trip';
import { journalLine, VOLVO } from './testing/journal-builders';

const tripOf = (value: unknown) => {
  const parsed = reportTripFromJson(value);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.trip;
};

describe('reportTripFromJson', () => {
  it.each([
    'journal_id',
    'trip.timestamp_start_ms',
    'trip.timestamp_stop_ms',
    'trip.odometer_start',
    'trip.odometer_stop',
    'trip.odometer_max',
    'trip.purpose',
  ])('is not a trip without %s', (field) => {
    const line = journalLine();
    const [head, tail] = field.split('.');
    if (tail) delete (line[head] as Record<string, unknown>)[tail];
    else delete line[head];
    expect(reportTripFromJson(line)).toEqual({ error: expect.stringContaining(field) });
  });

  it('takes a line with the required fields alone, everything else absent', () => {
    const trip = tripOf({
      journal_id: 9,
      trip: {
        timestamp_start_ms: 1,
        timestamp_stop_ms: 2,
        odometer_start: 0,
        odometer_stop: 0,
        odometer_max: 5,
        purpose: 'X',
      },
      unknown: { field: true },
    });
    expect(trip).toMatchObject({
      journalId: 9,
      vehicleId: 0,
      driverName: '',
      startAddress: '',
      distanceM: 5,
      mergedTrips: 1,
    });
    expect(trip.congestionTaxSek).toBe(0);
  });

  it('prefers a set address override and a set tax override', () => {
    const trip = tripOf(
      journalLine({
        overrideStart: 'Rättad gata 1, Uppsala',
        overrideStop: '',
        congestionTaxSek: 45,
        congestionTaxSekOverride: 0,
        infraTaxSek: 22,
        infraTaxSekOverride: null,
      }),
    );
    expect(trip.startAddress).toBe('Rättad gata 1, Uppsala');
    expect(trip.stopAddress).toBe('Kungsgatan 2, 411 19 Göteborg'); // '' is no override
    expect(trip.congestionTaxSek).toBe(0);
    expect(trip.infraTaxSek).toBe(22);
  });

  it('reads a missing vehicle as the unknown vehicle and a missing driver as none', () => {
    expect(tripOf(journalLine({ vehicle: null, driver: null }))).toMatchObject({
      vehicleId: 0,
      vehicleLabel: '',
      driverName: '',
    });
  });

  it('parses lines: blank, not JSON, not an object', () => {
    expect(parseJournalLine('   ')).toEqual({ blank: true });
    expect(parseJournalLine('{nope')).toEqual({ error: 'not JSON' });
    expect(parseJournalLine('[1,2]')).toEqual({ error: expect.stringContaining('not a trip') });
    expect(parseJournalLine(JSON.stringify(journalLine()))).toHaveProperty('trip');
  });
});

describe('reportTripFromGrpc', () => {
  it('gives the same report trip as the JSON the BFF makes of the same entry', () => {
    const entry: journalV1.JournalEntry = {
      journalId: 41,
      organizationId: 2,
      status: 'NONE',
      lightAttested: false,
      correctedByDriver: false,
      attested: false,
      adminComment: '',
      devComment: [],
      isBadTrip: false,
      driver: { id: 11, displayName: 'Åsa Öberg' },
      vehicle: { vehicleId: VOLVO.vehicleId, registry: VOLVO.registry, displayName: VOLVO.full_name },
      timestampStartMs: Date.parse('2026-11-03T07:15:00Z'),
      timestampStopMs: Date.parse('2026-11-03T07:55:00Z'),
      odometerStart: 12_000_000,
      odometerStop: 12_023_450,
      odometerMax: 23_450,
      purpose: 'BUSINESS',
      description: 'Kundbesök hos Öresundskraft',
      startAddress: 'Rättad gata 1, Uppsala', // the journal sends the override in the address
      stopAddress: 'Kungsgatan 2, 411 19 Göteborg',
      coords: [],
      privateHidden: false,
      version: 1,
      harshAccelerations: 0,
      harshBrakings: 0,
      sharpCorners: 0,
      maxSpeedKmh: 90,
      merged: true,
      mergedTripsId: [41, 42],
      imei: '352093081234567',
      overrideTsMs: 0,
      startAddressOverridden: true,
      stopAddressOverridden: false,
      congestionTaxSek: 45,
      congestionTaxSekOverride: 30,
      congestionTaxCount: 2,
      infraTaxSek: 0,
      infraTaxCount: 0,
      tollPassages: [],
    };
    const fromJson = tripOf(
      journalLine({
        journalId: 41,
        overrideStart: 'Rättad gata 1, Uppsala',
        congestionTaxSek: 45,
        congestionTaxSekOverride: 30,
        mergedTripsId: [41, 42],
      }),
    );
    expect(reportTripFromGrpc(entry)).toEqual(fromJson);
    expect(fromJson.mergedTrips).toBe(2);
  });
});
