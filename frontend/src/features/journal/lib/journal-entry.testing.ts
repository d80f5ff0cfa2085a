// A builder for journal entries in the unit tests: a plain business trip of driver 7, changed as each test needs.
import type { JournalEntry } from '../api/types';

export interface EntryChanges extends Partial<Omit<JournalEntry, 'trip'>> {
  trip?: Partial<JournalEntry['trip']>;
}

let nextId = 1;

export function journalEntry(changes: EntryChanges = {}): JournalEntry {
  const id = changes.journal_id ?? nextId++;
  const startMs = changes.trip?.timestamp_start_ms ?? Date.parse('2026-11-10T07:00:00+01:00');
  const base: JournalEntry = {
    journal_id: id,
    user_id: 7,
    organizationId: 3,
    status: 'NONE',
    lightAttested: false,
    correctedByDriver: false,
    attested: false,
    adminComment: '',
    devComment: [],
    isBadTrip: false,
    merged: false,
    mergedTripsId: [id],
    privateHidden: false,
    driver: { id: 7, displayName: 'Anna Andersson' },
    vehicle: { vehicleId: 11, reg: 'ABC123', registry: 'ABC123', full_name: 'Volvo V60' },
    geocode_start: { format: 'Storgatan 1, Stockholm' },
    geocode_stop: { format: 'Solnavägen 2, Solna' },
    imei: '356307042441013',
    overrideTsMs: 0,
    override_start: null,
    override_stop: null,
    congestionTaxSek: 0,
    congestionTaxSekOverride: null,
    congestionTaxCount: 0,
    infraTaxSek: 0,
    infraTaxSekOverride: null,
    infraTaxCount: 0,
    congestionData: { passages: [] },
    trip: {
      tripId: id,
      timestamp_start_ms: startMs,
      timestamp_stop_ms: startMs + 20 * 60_000,
      odometer_start: 0,
      odometer_stop: 0,
      odometer_max: 5400,
      purpose: 'BUSINESS',
      description: '',
      start: { latitude: 59.33, longitude: 18.06 },
      stop: { latitude: 59.35, longitude: 18.1 },
      coords: [],
    },
    metrics: { harshAccelerations: 0, harshBrakings: 0, sharpCorners: 0, maxSpeedKmh: 0 },
  };
  const { trip, ...rest } = changes;
  return { ...base, ...rest, trip: { ...base.trip, ...trip } };
}
