import type { ReportTrip } from '../report-trip';

// Test data builders: a journal line as GET /api/journal answers it (spec 02 §3), and a report trip.

export interface JournalLineFields {
  journalId?: number;
  vehicle?: { vehicleId: number; registry: string; full_name?: string } | null;
  driver?: string | null;
  start?: string; // ISO instant
  stop?: string;
  odometerStartM?: number;
  odometerStopM?: number;
  distanceM?: number;
  purpose?: string;
  description?: string;
  startAddress?: string;
  stopAddress?: string;
  overrideStart?: string | null;
  overrideStop?: string | null;
  congestionTaxSek?: number;
  congestionTaxSekOverride?: number | null;
  infraTaxSek?: number;
  infraTaxSekOverride?: number | null;
  privateHidden?: boolean;
  mergedTripsId?: number[];
}

export const VOLVO = { vehicleId: 3, registry: 'ABC123', full_name: 'Volvo V60' };
export const SCANIA = { vehicleId: 7, registry: 'XYZ789', full_name: 'Scania R450' };

/** A whole journal entry in the API's JSON shape, with the fields of `fields` and sensible defaults. */
export function journalLine(fields: JournalLineFields = {}): Record<string, unknown> {
  const start = Date.parse(fields.start ?? '2026-11-03T07:15:00Z');
  const stop = Date.parse(fields.stop ?? new Date(start + 40 * 60_000).toISOString());
  const odometerStart = fields.odometerStartM ?? 12_000_000;
  const distance = fields.distanceM ?? 23_450;
  const vehicle = fields.vehicle === undefined ? VOLVO : fields.vehicle;
  const journalId = fields.journalId ?? 1;
  return {
    journal_id: journalId,
    user_id: fields.driver === null ? null : 11,
    organizationId: 2,
    status: 'NONE',
    lightAttested: false,
    correctedByDriver: false,
    attested: false,
    adminComment: '',
    devComment: [],
    isBadTrip: false,
    merged: (fields.mergedTripsId?.length ?? 0) > 1,
    mergedTripsId: fields.mergedTripsId ?? [journalId],
    privateHidden: fields.privateHidden ?? false,
    driver: fields.driver === null ? null : { id: 11, displayName: fields.driver ?? 'Åsa Öberg' },
    ...(vehicle ? { vehicle: { ...vehicle, reg: vehicle.registry, full_name: vehicle.full_name ?? '' } } : {}),
    geocode_start: { format: fields.startAddress ?? 'Sveavägen 44, 111 34 Stockholm' },
    geocode_stop: { format: fields.stopAddress ?? 'Kungsgatan 2, 411 19 Göteborg' },
    trip: {
      tripId: journalId,
      timestamp_start_ms: start,
      timestamp_stop_ms: stop,
      odometer_start: odometerStart,
      odometer_stop: fields.odometerStopM ?? (odometerStart === 0 ? 0 : odometerStart + distance),
      odometer_max: distance,
      purpose: fields.purpose ?? 'BUSINESS',
      description: fields.description ?? 'Kundbesök hos Öresundskraft',
      start: { latitude: 59.34, longitude: 18.06 },
      stop: { latitude: 57.7, longitude: 11.97 },
      coords: [],
    },
    metrics: { harshAccelerations: 0, harshBrakings: 0, sharpCorners: 0, maxSpeedKmh: 90 },
    imei: '352093081234567',
    overrideTsMs: 0,
    override_start: fields.overrideStart ?? null,
    override_stop: fields.overrideStop ?? null,
    congestionTaxSek: fields.congestionTaxSek ?? 0,
    congestionTaxSekOverride: fields.congestionTaxSekOverride ?? null,
    congestionTaxCount: 0,
    infraTaxSek: fields.infraTaxSek ?? 0,
    infraTaxSekOverride: fields.infraTaxSekOverride ?? null,
    infraTaxCount: 0,
    congestionData: { passages: [] },
  };
}

export function reportTrip(fields: Partial<ReportTrip> = {}): ReportTrip {
  return {
    journalId: 1,
    vehicleId: VOLVO.vehicleId,
    vehicleLabel: VOLVO.registry,
    vehicleName: VOLVO.full_name,
    driverName: 'Åsa Öberg',
    startMs: Date.parse('2026-11-03T07:15:00Z'),
    stopMs: Date.parse('2026-11-03T07:55:00Z'),
    odometerStartM: 12_000_000,
    odometerStopM: 12_023_450,
    distanceM: 23_450,
    purpose: 'BUSINESS',
    description: 'Kundbesök hos Öresundskraft',
    startAddress: 'Sveavägen 44, 111 34 Stockholm',
    stopAddress: 'Kungsgatan 2, 411 19 Göteborg',
    congestionTaxSek: 0,
    infraTaxSek: 0,
    privateHidden: false,
    mergedTrips: 1,
    ...fields,
  };
}

/** Consecutive trips of one vehicle, each starting where the one before stopped, an hour apart. */
export function tripChain(count: number, first: Partial<ReportTrip> = {}): ReportTrip[] {
  const trips: ReportTrip[] = [];
  let odometer = first.odometerStartM ?? 12_000_000;
  let start = first.startMs ?? Date.parse('2026-11-03T07:15:00Z');
  for (let i = 0; i < count; i += 1) {
    const distance = 10_000 + i * 1_250;
    trips.push(
      reportTrip({
        ...first,
        journalId: (first.journalId ?? 1) + i,
        startMs: start,
        stopMs: start + 30 * 60_000,
        odometerStartM: odometer,
        odometerStopM: odometer + distance,
        distanceM: distance,
      }),
    );
    odometer += distance;
    start += 3_600_000;
  }
  return trips;
}
