// The rules of the places page (spec 03 "Places (locations) page", §3 Zone, §5, §9): the application a zone's two
// flags mean, the inline edit's draft and what of it is sent, and the table's paging.
import type { Zone, ZoneBody, ZoneTripType } from '../api/types';

export const ZONE_PAGE_SIZE = 10;
// The slider's range (the API takes 1–800 m); new zones get 400 m from the server.
export const ZONE_RADIUS = { min: 10, max: 800, step: 10 } as const;
export const ZONE_TRIP_TYPES: readonly ZoneTripType[] = ['BUSINESS', 'PRIVATE', 'NONE'];

/** Where a zone applies: trips ending inside (entry), starting inside (exit), or both. */
export type ZoneApplication = 'BOTH' | 'EXIT' | 'ENTRY';
export const ZONE_APPLICATIONS: readonly ZoneApplication[] = ['BOTH', 'EXIT', 'ENTRY'];

type ZoneFlags = Pick<Zone, 'activeOnTripStart' | 'activeOnTripEnd'>;

// Spec 03 §3: both flags → both; start only → exit; anything else → entry.
export function applicationOf({ activeOnTripStart, activeOnTripEnd }: ZoneFlags): ZoneApplication {
  if (activeOnTripStart && activeOnTripEnd) return 'BOTH';
  return activeOnTripStart ? 'EXIT' : 'ENTRY';
}

export function flagsOf(application: ZoneApplication): ZoneFlags {
  return { activeOnTripStart: application !== 'ENTRY', activeOnTripEnd: application !== 'EXIT' };
}

/** The edited row: the zone's fields as the inputs hold them. */
export interface ZoneDraft {
  zoneName: string;
  address: string;
  radiusMs: number;
  tripType: ZoneTripType;
  application: ZoneApplication;
  description: string;
  latitude: number;
  longitude: number;
}

export function draftOf(zone: Zone): ZoneDraft {
  return {
    zoneName: zone.zoneName,
    address: zone.address,
    radiusMs: zone.radiusMs,
    tripType: zone.tripType,
    application: applicationOf(zone),
    description: zone.description,
    latitude: zone.latitude,
    longitude: zone.longitude,
  };
}

export const clampRadius = (metres: number): number =>
  Math.min(ZONE_RADIUS.max, Math.max(1, Math.round(Number.isFinite(metres) ? metres : ZONE_RADIUS.max)));

// Six decimals are about 10 cm: more is noise from the map's pixel. The table shows five (about a metre).
export const formatCoordinate = (degrees: number): string => degrees.toFixed(5);
export const roundCoordinate = (degrees: number): number => Math.round(degrees * 1e6) / 1e6;

const COORDINATE_LIMIT = { latitude: 90, longitude: 180 } as const;

/** A typed coordinate (a decimal point or comma), in range for its axis; null when it is not one. */
export function parseCoordinate(text: string, axis: keyof typeof COORDINATE_LIMIT): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^-?\d{1,3}(\.\d+)?$/.test(normalized)) return null;
  const degrees = Number(normalized);
  return Math.abs(degrees) <= COORDINATE_LIMIT[axis] ? roundCoordinate(degrees) : null;
}

/**
 * What a save sends (the PATCH changes only the fields given): the fields that differ from the stored zone, texts
 * trimmed. The flags go together, and only when the application was changed, so a zone whose flags are both off
 * (shown as entry) keeps them until the user picks an application.
 */
export function draftChanges(zone: Zone, draft: ZoneDraft): ZoneBody {
  const body: ZoneBody = {};
  const texts = ['zoneName', 'address', 'description'] as const;
  for (const field of texts) {
    const value = draft[field].trim();
    if (value !== zone[field]) body[field] = value;
  }
  const radiusMs = clampRadius(draft.radiusMs);
  if (radiusMs !== zone.radiusMs) body.radiusMs = radiusMs;
  if (draft.tripType !== zone.tripType) body.tripType = draft.tripType;
  if (draft.application !== applicationOf(zone)) Object.assign(body, flagsOf(draft.application));
  if (draft.latitude !== zone.latitude || draft.longitude !== zone.longitude) {
    body.latitude = roundCoordinate(draft.latitude);
    body.longitude = roundCoordinate(draft.longitude);
  }
  return body;
}

/** A zone as the map draws it: the stored one, or the edited row's draft in its place. */
export interface ZoneCircle {
  zoneId: number;
  name: string;
  latitude: number;
  longitude: number;
  radiusMs: number;
  tripType: ZoneTripType;
  editing: boolean;
}

export function zoneCircles(
  zones: readonly Zone[],
  editing: { zoneId: number; draft: ZoneDraft } | null,
): ZoneCircle[] {
  return zones.map((zone) => {
    const edited = editing?.zoneId === zone.zoneId ? editing.draft : null;
    const shown = edited ?? zone;
    return {
      zoneId: zone.zoneId,
      name: shown.zoneName,
      latitude: shown.latitude,
      longitude: shown.longitude,
      radiusMs: clampRadius(shown.radiusMs),
      tripType: shown.tripType,
      editing: edited !== null,
    };
  });
}

/** The table page (from 0) that shows the zone, or null when it is not in the list. */
export function pageOfZone(zones: readonly Pick<Zone, 'zoneId'>[], zoneId: number, pageSize = ZONE_PAGE_SIZE) {
  const index = zones.findIndex((z) => z.zoneId === zoneId);
  return index < 0 ? null : Math.floor(index / pageSize);
}

/** A page that still exists once the list has shrunk (a deletion on the last page). */
export function clampPage(page: number, count: number, pageSize = ZONE_PAGE_SIZE): number {
  return Math.max(0, Math.min(page, Math.ceil(count / pageSize) - 1));
}
