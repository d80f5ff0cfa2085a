import { z } from 'zod';

import type { ReportTrip } from './report-trip';

// One line of GET /api/journal's answer (spec 02 §3 Trip) as a report trip. A line is a trip when it has the fields
// below; every other field is optional (a missing or mistyped one counts as absent) and unknown fields are ignored.
const requiredFields = z.object({
  journal_id: z.number().finite(),
  trip: z.object({
    timestamp_start_ms: z.number().finite(),
    timestamp_stop_ms: z.number().finite(),
    odometer_start: z.number().finite(),
    odometer_stop: z.number().finite(),
    odometer_max: z.number().finite(),
    purpose: z.string(),
  }),
});

type Json = Record<string, unknown>;

const object = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** An override that is set (non-null, non-empty) wins over the geocoded address. */
const address = (override: unknown, geocode: unknown): string => text(override) || text(object(geocode).format);

/** A tax's override when set (non-null), else its amount; 0 when neither is given. */
const tax = (override: unknown, amount: unknown): number => count(override) ?? count(amount) ?? 0;

/** The trip of one parsed JSON value, or why it is not one. */
export function reportTripFromJson(value: unknown): { trip: ReportTrip } | { error: string } {
  const parsed = requiredFields.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.join('.') || 'line';
    return {
      error: `not a trip: ${field}: ${issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message}`,
    };
  }
  const entry = value as Json;
  const { journal_id: journalId, trip } = parsed.data;
  const rawTrip = object(entry.trip);
  const vehicle = object(entry.vehicle);
  const registry = text(vehicle.registry) || text(vehicle.reg);
  const name = text(vehicle.full_name);
  const merged = entry.merged === true && Array.isArray(entry.mergedTripsId) ? entry.mergedTripsId.length : 1;
  return {
    trip: {
      journalId,
      vehicleId: count(vehicle.vehicleId) ?? 0,
      vehicleLabel: registry || name,
      vehicleName: registry && name !== registry ? name : '',
      driverName: text(object(entry.driver).displayName),
      startMs: trip.timestamp_start_ms,
      stopMs: trip.timestamp_stop_ms,
      odometerStartM: trip.odometer_start,
      odometerStopM: trip.odometer_stop,
      distanceM: trip.odometer_max,
      purpose: trip.purpose,
      description: text(rawTrip.description),
      startAddress: address(entry.override_start, entry.geocode_start),
      stopAddress: address(entry.override_stop, entry.geocode_stop),
      congestionTaxSek: tax(entry.congestionTaxSekOverride, entry.congestionTaxSek),
      infraTaxSek: tax(entry.infraTaxSekOverride, entry.infraTaxSek),
      privateHidden: entry.privateHidden === true,
      mergedTrips: Math.max(1, merged),
    },
  };
}

/** One input line: blank (skipped silently), a trip, or the reason it is not one. */
export function parseJournalLine(line: string): { trip: ReportTrip } | { error: string } | { blank: true } {
  if (line.trim() === '') return { blank: true };
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { error: 'not JSON' };
  }
  return reportTripFromJson(value);
}
