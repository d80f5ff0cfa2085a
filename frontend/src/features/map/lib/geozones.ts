// The map's geozone view (spec 02 §2.5, §9; spec 03 §9): the organisation's geofence alarms drawn as polygons.
import type { Coordinate } from 'ol/coordinate';
import { fromLonLat } from 'ol/proj';

import type { ZonePoint } from '../../alarms/api/types';
import { openRing } from '../../alarms/lib/polygon';

/** Where the geozone view opens when no vehicle is selected (spec 02 §9). */
export const GEOZONE_VIEW = { lat: 59.57, lon: 16.39, zoom: 5 } as const;

/** The deep link's query parameter: `map?geozone={id}` shows the geozones and frames that one. */
export const GEOZONE_PARAM = 'geozone';

export const geozoneMapPath = (id: number): string => `/app/map?${GEOZONE_PARAM}=${id}`;

/** The geofence id of `?geozone=`, or null when absent or not a positive whole number. */
export function parseGeozoneParam(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The zone as one closed ring in map coordinates, or null when it has fewer than three corners to draw. */
export function geozoneRing(points: readonly ZonePoint[]): Coordinate[] | null {
  const open = openRing(points);
  if (open.length < 3) return null;
  const ring = open.map((p) => fromLonLat([p.longitude, p.latitude]));
  return [...ring, ring[0]!];
}
