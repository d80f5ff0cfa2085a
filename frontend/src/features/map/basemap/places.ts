// The bundled places (places.json, a static file beside the app): loaded once, on first use, by the label layer
// and the place search. A static asset, not an API call, so it is read here rather than through the API client.
import { BASEMAP_FILES, type BasemapPlace } from './basemap-region';

let loading: Promise<BasemapPlace[]> | null = null;

export const basemapUrl = (file: string): string => `${import.meta.env.BASE_URL}${file}`;

export function loadPlaces(): Promise<BasemapPlace[]> {
  loading ??= fetch(basemapUrl(BASEMAP_FILES.places))
    .then((response) => {
      if (!response.ok) throw new Error(`places.json: HTTP ${response.status}`);
      return response.json() as Promise<BasemapPlace[]>;
    })
    .catch((error: unknown) => {
      // A failed load may be retried by the next caller.
      loading = null;
      throw error;
    });
  return loading;
}
