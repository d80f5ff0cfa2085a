// A zone's own flat map: equirectangular about the latitude of the zone's points, in metres east (x) and north (y).
// Zones are a yard, a site, a town at most; over tens of kilometres the scale error stays within a few tenths of a
// percent, far inside GPS error, and a straight line between two fixes stays straight. Each zone has its own plane,
// and a path is tested against a zone in that zone's plane, so distances and the margin mean one thing per zone.

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

const METRES_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180;

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface PlanePoint {
  /** metres east of the plane's origin */
  x: number;
  /** metres north of the plane's origin */
  y: number;
}

export interface LocalPlane {
  originLatitude: number;
  originLongitude: number;
  metresPerDegreeLatitude: number;
  /** Fixed at the origin's latitude: the plane's scale east-west, used for every point projected into it. */
  metresPerDegreeLongitude: number;
}

/** The plane about the mean latitude of `points`, its origin at the first point's longitude. */
export function planeAbout(points: readonly LatLng[]): LocalPlane {
  const originLongitude = points[0].longitude;
  const originLatitude = points.reduce((sum, point) => sum + point.latitude, 0) / points.length;
  return {
    originLatitude,
    originLongitude,
    metresPerDegreeLatitude: METRES_PER_DEGREE,
    metresPerDegreeLongitude: METRES_PER_DEGREE * Math.cos((originLatitude * Math.PI) / 180),
  };
}

/** Longitudes are taken the short way round from the origin, so a zone on the antimeridian stays in one piece. */
export function eastOfOrigin(plane: LocalPlane, longitude: number): number {
  const degrees = longitude - plane.originLongitude;
  return degrees - 360 * Math.round(degrees / 360);
}

export function toPlane(plane: LocalPlane, point: LatLng): PlanePoint {
  return {
    x: eastOfOrigin(plane, point.longitude) * plane.metresPerDegreeLongitude,
    y: (point.latitude - plane.originLatitude) * plane.metresPerDegreeLatitude,
  };
}

export function fromPlane(plane: LocalPlane, point: PlanePoint): LatLng {
  const longitude = plane.originLongitude + point.x / plane.metresPerDegreeLongitude;
  return {
    latitude: plane.originLatitude + point.y / plane.metresPerDegreeLatitude,
    longitude: longitude - 360 * Math.round(longitude / 360),
  };
}
