// Zones on the OpenLayers map (EPSG:3857).
import { circular } from 'ol/geom/Polygon';
import type Polygon from 'ol/geom/Polygon';

import type { ZoneCircle } from './places';

export interface LatLon {
  lat: number;
  lon: number;
}

const CIRCLE_POINTS = 64;

/**
 * A zone's circle of its radius in metres, as a geodesic polygon: a Mercator circle of the same number would be half
 * as wide as it should around 60° N.
 */
export function circleGeometry(circle: Pick<ZoneCircle, 'latitude' | 'longitude' | 'radiusMs'>): Polygon {
  const geometry = circular([circle.longitude, circle.latitude], circle.radiusMs, CIRCLE_POINTS);
  return geometry.transform('EPSG:4326', 'EPSG:3857');
}
