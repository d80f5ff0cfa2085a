import proj4 from 'proj4';

// SWEREF 99 TM (EPSG:3006), the Swedish national grid: metres east and north. Detection geometry is planar in it (a
// station's line, the crossing of a path segment), and the toll analyser nudges stations in it (spec 03).

const SWEREF99TM = '+proj=utm +zone=33 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs +type=crs';
const WGS84 = 'EPSG:4326';
const converter = proj4(WGS84, SWEREF99TM);

export interface GridPoint {
  /** metres east */
  e: number;
  /** metres north */
  n: number;
}

export function toSweref99tm(latitude: number, longitude: number): GridPoint {
  const [e, n] = converter.forward([longitude, latitude]);
  return { e, n };
}

export function fromSweref99tm(point: GridPoint): { latitude: number; longitude: number } {
  const [longitude, latitude] = converter.inverse([point.e, point.n]);
  return { latitude, longitude };
}
