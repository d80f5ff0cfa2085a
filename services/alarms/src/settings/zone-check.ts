import { type GeofenceErrorCode, validateGeofence } from '../geofences/geofence-zone';

export interface ZoneCoordinate {
  latitude: number;
  longitude: number;
}

export type ZoneCheck =
  | { ok: true; points: ZoneCoordinate[]; centroid: ZoneCoordinate }
  | { ok: false; code: GeofenceErrorCode; message: string };

/**
 * A geofence's polygon as the API stores it: the evaluator's own check (at least 3 distinct points, no crossing
 * edges, distortion 0–100), the points as given without the closing repeat, and their mean as the default centre.
 */
export function checkZone(coords: readonly ZoneCoordinate[], distortion: number): ZoneCheck {
  if (coords.length > 1_000) return { ok: false, code: 'GEOFENCE_SELF_INTERSECTING', message: 'at most 1,000 points' };
  const checked = validateGeofence({ zoneCoords: coords, activeOnEnter: true, activeOnExit: true, distortion });
  if (!checked.ok) return checked;
  const points = coords.map(({ latitude, longitude }) => ({ latitude, longitude }));
  const last = points[points.length - 1]!;
  if (last.latitude === points[0]!.latitude && last.longitude === points[0]!.longitude) points.pop();
  const centroid = {
    latitude: points.reduce((sum, p) => sum + p.latitude, 0) / points.length,
    longitude: points.reduce((sum, p) => sum + p.longitude, 0) / points.length,
  };
  return { ok: true, points, centroid };
}
