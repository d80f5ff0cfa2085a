import type { GeofenceEvent, GeofenceFix } from './geofence-tracker';
import { type GeofenceSettings, type GeofenceZone, validateGeofence } from './geofence-zone';
import { fromPlane, type LatLng, planeAbout } from './local-plane';

// Builders for the geofence specs: zones and paths drawn in metres east and north of a yard in Göteborg, times in
// seconds after a morning's start, so that every expected time can be worked out by hand.

export const YARD: LatLng = { latitude: 57.7089, longitude: 11.9746 };
const YARD_PLANE = planeAbout([YARD]);
export const T0 = Date.parse('2026-11-24T06:00:00Z');

export type Metres = readonly [east: number, north: number];

export function place([east, north]: Metres): LatLng {
  return fromPlane(YARD_PLANE, { x: east, y: north });
}

export function fixAt(east: number, north: number, seconds: number): GeofenceFix {
  return { timestampMs: T0 + seconds * 1000, ...place([east, north]) };
}

/** A drive of straight legs: [east, north, seconds after T0] per fix. */
export function drive(...legs: readonly (readonly [number, number, number])[]): GeofenceFix[] {
  return legs.map(([east, north, seconds]) => fixAt(east, north, seconds));
}

/** A square of the given half side about the yard, counter-clockwise from the south-west corner. */
export function square(half: number): Metres[] {
  return [
    [-half, -half],
    [half, -half],
    [half, half],
    [-half, half],
  ];
}

export function settingsOf(corners: readonly Metres[], options: Partial<GeofenceSettings> = {}): GeofenceSettings {
  return { zoneCoords: corners.map(place), activeOnEnter: true, activeOnExit: true, ...options };
}

export function zoneOf(corners: readonly Metres[], options: Partial<GeofenceSettings> = {}): GeofenceZone {
  const result = validateGeofence(settingsOf(corners, options));
  if (!result.ok) throw new Error(`not a zone: ${result.message}`);
  return result.zone;
}

/** Events as [name, seconds after T0], the way the specs work them out. */
export function timeline(events: readonly GeofenceEvent[]): [string, number][] {
  return events.map((event) => [event.event, (event.timestampMs - T0) / 1000]);
}
