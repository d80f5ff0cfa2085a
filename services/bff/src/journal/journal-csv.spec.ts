import { journalCsv, journalCsvFileName } from './journal-csv';
import type { JournalEntryJson } from './journal.schemas';

const entry = (overrides: Partial<JournalEntryJson> = {}, trip: Partial<JournalEntryJson['trip']> = {}) =>
  ({
    journal_id: 1,
    user_id: 7,
    organizationId: 1,
    status: 'CHECKED',
    lightAttested: true,
    correctedByDriver: false,
    attested: false,
    adminComment: '',
    devComment: [],
    isBadTrip: false,
    merged: false,
    mergedTripsId: [],
    privateHidden: false,
    driver: { id: 7, displayName: 'Anna Andersson' },
    vehicle: { vehicleId: 3, reg: 'ABC123', registry: 'ABC123', full_name: 'Volvo V60' },
    geocode_start: { format: 'Kungsgatan 1, 111 43 Stockholm' },
    geocode_stop: { format: 'Solna torg 2; Solna' },
    trip: {
      tripId: 1,
      // 23:50 on 21 November in Stockholm, over midnight.
      timestamp_start_ms: Date.parse('2026-11-21T22:50:00Z'),
      timestamp_stop_ms: Date.parse('2026-11-21T23:10:00Z'),
      odometer_start: 12_345_678,
      odometer_stop: 12_351_078,
      odometer_max: 5400,
      purpose: 'BUSINESS',
      description: 'Kund "Nord"',
      start: { latitude: 0, longitude: 0 },
      stop: { latitude: 0, longitude: 0 },
      coords: [],
      ...trip,
    },
    metrics: { harshAccelerations: 0, harshBrakings: 0, sharpCorners: 0, maxSpeedKmh: 0 },
    ...overrides,
  }) as JournalEntryJson;

describe('journal CSV', () => {
  it('writes Stockholm times, decimal commas and quoted fields, with a BOM and semicolons', () => {
    const csv = journalCsv([entry()]);
    expect(csv.startsWith('\uFEFFDatum;Start;Stopp;')).toBe(true);
    const [, row] = csv.slice(1).split('\r\n');
    expect(row.split(';').slice(0, 3)).toEqual(['2026-11-21', '23:50', '00:10 (2026-11-22)']);
    expect(row).toContain('"Solna torg 2; Solna"');
    expect(row).toContain(';5,40;Tjänst;"Kund ""Nord""";Anna Andersson;ABC123;Bekräftad;12345,68;12351,08');
  });

  it("keeps another driver's private trip to its date, distance and purpose", () => {
    const csv = journalCsv([entry({ privateHidden: true }, { purpose: 'PRIVATE_AUTO', description: '' })]);
    const [, row] = csv.slice(1).split('\r\n');
    expect(row).toBe('2026-11-21;Privat resa;;;;5,40;Privat;;Anna Andersson;ABC123;Bekräftad;12345,68;12351,08');
  });

  it('names the file after the first and last day of the range', () => {
    expect(journalCsvFileName(Date.parse('2026-10-31T23:00:00Z'), Date.parse('2026-11-30T23:00:00Z'))).toBe(
      'korjournal-2026-11-01-2026-11-30.csv',
    );
  });
});
