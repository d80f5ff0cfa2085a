// The create-new-trip form (spec 02 §3 "New trip form", §5 "New trip"): what the superadmin types, checked field by
// field, and the request it becomes.
import type { CreateTripRequest, NewTripPurpose } from '../api/admin-types';
import { fromDateTimeInput, kmToMetres } from './trip-edit-values';

export interface NewTripForm {
  vehicleId: number | null;
  imei: string;
  /** null: no driver. */
  userId: number | null;
  /** datetime-local values, Europe/Stockholm. */
  start: string;
  stop: string;
  distanceKm: string;
  startLat: string;
  startLon: string;
  stopLat: string;
  stopLon: string;
  startAddress: string;
  stopAddress: string;
  description: string;
  purpose: NewTripPurpose | null;
}

export const emptyNewTripForm = (): NewTripForm => ({
  vehicleId: null,
  imei: '',
  userId: null,
  start: '',
  stop: '',
  distanceKm: '',
  startLat: '',
  startLon: '',
  stopLat: '',
  stopLon: '',
  startAddress: '',
  stopAddress: '',
  description: '',
  purpose: 'BUSINESS',
});

/** The texts of the journal namespace's newTrip.errors. */
export type NewTripError =
  | 'vehicleRequired'
  | 'imeiRequired'
  | 'imeiFormat'
  | 'startRequired'
  | 'stopRequired'
  | 'stopBeforeStart'
  | 'distanceRequired'
  | 'distanceInvalid'
  | 'purposeRequired'
  | 'latitudeInvalid'
  | 'longitudeInvalid'
  | 'coordinatePair';

export type NewTripField = keyof NewTripForm;

export type NewTripCheck =
  | { ok: true; request: CreateTripRequest; distanceM: number }
  | { ok: false; errors: Partial<Record<NewTripField, NewTripError>> };

// The journal service takes a 15-digit IMEI (journal-rules assertNewTrip).
const IMEI = /^\d{14,16}$/;

function coordinate(text: string, limit: number): number | null | 'invalid' {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : 'invalid';
}

type Point = { lat: number; lon: number } | null;

/** A position is both coordinates or neither. */
function point(
  form: NewTripForm,
  lat: 'startLat' | 'stopLat',
  lon: 'startLon' | 'stopLon',
  errors: Partial<Record<NewTripField, NewTripError>>,
): Point {
  const latitude = coordinate(form[lat], 90);
  const longitude = coordinate(form[lon], 180);
  if (latitude === 'invalid') errors[lat] = 'latitudeInvalid';
  if (longitude === 'invalid') errors[lon] = 'longitudeInvalid';
  if (latitude === 'invalid' || longitude === 'invalid') return null;
  if (latitude === null && longitude === null) return null;
  if (latitude === null) {
    errors[lat] = 'coordinatePair';
    return null;
  }
  if (longitude === null) {
    errors[lon] = 'coordinatePair';
    return null;
  }
  return { lat: latitude, lon: longitude };
}

/** Spec 02 §5: vehicle, IMEI, start, stop, distance and purpose required; coordinates, description, driver optional. */
export function checkNewTrip(form: NewTripForm): NewTripCheck {
  const errors: Partial<Record<NewTripField, NewTripError>> = {};
  if (form.vehicleId === null) errors.vehicleId = 'vehicleRequired';
  const imei = form.imei.trim();
  if (imei === '') errors.imei = 'imeiRequired';
  else if (!IMEI.test(imei)) errors.imei = 'imeiFormat';
  const startMs = fromDateTimeInput(form.start);
  const stopMs = fromDateTimeInput(form.stop);
  if (startMs === null) errors.start = 'startRequired';
  if (stopMs === null) errors.stop = 'stopRequired';
  if (startMs !== null && stopMs !== null && stopMs < startMs) errors.stop = 'stopBeforeStart';
  const distanceM = kmToMetres(form.distanceKm);
  if (form.distanceKm.trim() === '') errors.distanceKm = 'distanceRequired';
  else if (distanceM === null) errors.distanceKm = 'distanceInvalid';
  if (form.purpose === null) errors.purpose = 'purposeRequired';
  const start = point(form, 'startLat', 'startLon', errors);
  const stop = point(form, 'stopLat', 'stopLon', errors);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const request: CreateTripRequest = {
    vehicleId: form.vehicleId as number,
    imei,
    userId: form.userId,
    timestampStartMs: startMs as number,
    timestampStopMs: stopMs as number,
    tripOdometerMax: distanceM as number,
    purpose: form.purpose as NewTripPurpose,
  };
  if (start) Object.assign(request, { startLat: start.lat, startLon: start.lon });
  if (stop) Object.assign(request, { stopLat: stop.lat, stopLon: stop.lon });
  const optionalTexts = {
    startAddress: form.startAddress,
    stopAddress: form.stopAddress,
    description: form.description,
  } as const;
  for (const [key, value] of Object.entries(optionalTexts)) {
    if (value.trim() !== '') Object.assign(request, { [key]: value.trim() });
  }
  return { ok: true, request, distanceM: distanceM as number };
}
