// Map services are chosen at build time (Vite env, read once here; see ../README.md):
//   VITE_MAP_TILE_URL         XYZ raster tiles, e.g. https://tiles.example.com/{z}/{x}/{y}.png: drawn over the
//                             bundled offline base map, which stays underneath so a failing service never blanks it
//   VITE_MAP_TILE_ATTRIBUTION the service's attribution text (required by most providers)
//   VITE_GEOCODER_URL         a Nominatim-compatible search endpoint, e.g. https://geocoder.example.com/search;
//                             without it place search uses the bundled Swedish places and the loaded vehicles
export interface MapConfig {
  tileUrl: string | null;
  tileAttribution: string;
  geocoderUrl: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function readMapConfig(env: Record<string, unknown>): MapConfig {
  return {
    tileUrl: text(env.VITE_MAP_TILE_URL) || null,
    tileAttribution: text(env.VITE_MAP_TILE_ATTRIBUTION),
    geocoderUrl: text(env.VITE_GEOCODER_URL) || null,
  };
}

export const mapConfig: MapConfig = readMapConfig(import.meta.env);
