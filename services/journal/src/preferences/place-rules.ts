import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { type ScheduleTripType, scheduleTripType } from './schedule-rules';

/** Spec 03 §9: the radius slider's maximum. */
export const MAX_PLACE_RADIUS_M = 800;
const MAX_NAME_LENGTH = 200;
const MAX_TEXT_LENGTH = 500;

/** A saved place as the journal keeps it (spec 03 §3 Zone). */
export interface PlaceFields {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  radiusM: number;
  tripType: ScheduleTripType | null;
  activeOnTripStart: boolean;
  activeOnTripEnd: boolean;
  description: string;
}

/** A change as a request gives it: what is undefined stays. */
export type PlaceChange = Partial<{
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  radiusM: number;
  tripType: string;
  activeOnTripStart: boolean;
  activeOnTripEnd: boolean;
  description: string;
}>;

/** Spec 03 §9: a new place is 400 m, active at both ends, without a trip type, named "new location", in Stockholm. */
export function defaultPlace(): PlaceFields {
  return {
    name: 'Ny plats',
    address: '',
    latitude: 59.33,
    longitude: 18.06,
    radiusM: 400,
    tripType: null,
    activeOnTripStart: true,
    activeOnTripEnd: true,
    description: '',
  };
}

const invalid = (message: string): never => {
  throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, message);
};

function text(value: string, field: string, max: number): string {
  const trimmed = value.trim();
  // Control characters are refused, never stored (the brief: bad input gets its error code, control characters too).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) invalid(`${field} contains control characters`);
  if (trimmed.length > max) invalid(`${field} is longer than ${max} characters`);
  return trimmed;
}

function coordinate(value: number, field: string, limit: number): number {
  if (!Number.isFinite(value) || Math.abs(value) > limit) invalid(`${field} must lie within ±${limit}`);
  return value;
}

/** The place after a change, validated (MISFORMATTED_FIELDS names the first field that is not right). */
export function applyPlaceChange(current: PlaceFields, change: PlaceChange): PlaceFields {
  const next: PlaceFields = { ...current };
  if (change.name !== undefined) {
    next.name = text(change.name, 'name', MAX_NAME_LENGTH);
    // Spec 03 §5: the name is optional in the form; an emptied one keeps the place findable.
    if (next.name === '') next.name = defaultPlace().name;
  }
  if (change.address !== undefined) next.address = text(change.address, 'address', MAX_TEXT_LENGTH);
  if (change.description !== undefined) next.description = text(change.description, 'description', MAX_TEXT_LENGTH);
  if (change.latitude !== undefined) next.latitude = coordinate(change.latitude, 'latitude', 90);
  if (change.longitude !== undefined) next.longitude = coordinate(change.longitude, 'longitude', 180);
  if (change.radiusM !== undefined) {
    if (!Number.isInteger(change.radiusM) || change.radiusM < 1 || change.radiusM > MAX_PLACE_RADIUS_M) {
      invalid(`radius must be a whole number of metres from 1 to ${MAX_PLACE_RADIUS_M}`);
    }
    next.radiusM = change.radiusM;
  }
  if (change.tripType !== undefined) next.tripType = change.tripType === '' ? null : scheduleTripType(change.tripType);
  if (change.activeOnTripStart !== undefined) next.activeOnTripStart = change.activeOnTripStart;
  if (change.activeOnTripEnd !== undefined) next.activeOnTripEnd = change.activeOnTripEnd;
  return next;
}

/** A place that contains one end of a trip and gives that end a trip type. */
export interface PlaceAtEnd {
  tripType: ScheduleTripType;
  description: string;
}

export interface PlacePurpose {
  /** The trip type the places give; null when none does (or they disagree: the vehicle's default applies then). */
  tripType: ScheduleTripType | null;
  description: string;
  /** The start's and the end's places give different trip types: the trip is flagged INCOMPATIBLE_PURPOSES. */
  incompatible: boolean;
}

/**
 * Issue 8's first rule of a trip's default purpose: the trip type of a place active at trip start that contains the
 * start, or of one active at trip end that contains the stop (the nearest of each). When both give one and they
 * differ, neither applies and the trip carries INCOMPATIBLE_PURPOSES. The place's description becomes the trip's.
 */
export function placePurpose(atStart: PlaceAtEnd | undefined, atStop: PlaceAtEnd | undefined): PlacePurpose {
  if (atStart && atStop && atStart.tripType !== atStop.tripType) {
    return { tripType: null, description: '', incompatible: true };
  }
  const place = atStart ?? atStop;
  if (!place) return { tripType: null, description: '', incompatible: false };
  const description = atStart?.description || atStop?.description || '';
  return { tripType: place.tripType, description, incompatible: false };
}

export const INCOMPATIBLE_PURPOSES = 'INCOMPATIBLE_PURPOSES';
