// Place and address search of the map (spec 02 §2.5): a configured Nominatim-compatible geocoder, else (and when
// it fails) the bundled Swedish places and the loaded vehicles.
import type { BasemapPlace } from '../basemap/basemap-region';
import { displayNameOf, plottable, type MapVehicle } from './map-vehicle';

export interface PlaceHit {
  kind: 'town' | 'vehicle' | 'address';
  label: string;
  detail: string;
  lat: number;
  lon: number;
  vehicleId?: number;
}

export const MAX_HITS = 10;

// Case, accents and spaces do not matter: "goteborg" finds Göteborg, "abc 123" finds ABC123.
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('sv-SE').replace(/[\s-]/g, '');
}

// Vehicles first (the user's own), then towns: prefix matches before inner ones, larger towns first.
export function searchLocal(
  query: string,
  places: readonly BasemapPlace[],
  vehicles: readonly MapVehicle[],
): PlaceHit[] {
  const needle = foldText(query);
  if (!needle) return [];
  const vehicleHits: PlaceHit[] = vehicles
    .filter(plottable)
    .filter((v) => [v.registry, v.name].some((t) => foldText(t).includes(needle)))
    .map((v) => ({
      kind: 'vehicle',
      label: displayNameOf(v),
      detail: v.registry && v.name ? v.name : '',
      lat: v.position.lat,
      lon: v.position.lon,
      vehicleId: v.id,
    }));
  const townHits = places
    .map((p) => ({ p, at: foldText(p.name).indexOf(needle) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => Number(a.at > 0) - Number(b.at > 0) || b.p.population - a.p.population)
    .map(({ p }): PlaceHit => ({ kind: 'town', label: p.name, detail: p.country, lat: p.lat, lon: p.lon }));
  return [...vehicleHits, ...townHits].slice(0, MAX_HITS);
}

interface NominatimResult {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

// Nominatim's /search contract: q, format=jsonv2, limit; lat and lon come as strings.
export function geocoderRequestUrl(base: string, query: string): string {
  const url = new URL(base, window.location.origin);
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', String(MAX_HITS));
  return url.toString();
}

export function parseGeocoderResults(body: unknown): PlaceHit[] {
  if (!Array.isArray(body)) return [];
  return (body as NominatimResult[]).flatMap((r) => {
    const lat = Number(r.lat);
    const lon = Number(r.lon);
    if (typeof r.display_name !== 'string' || !Number.isFinite(lat) || !Number.isFinite(lon)) return [];
    const [label = r.display_name, ...rest] = r.display_name.split(', ');
    return [{ kind: 'address' as const, label, detail: rest.join(', '), lat, lon }];
  });
}

// The geocoder is a third-party service, not the BFF, so it is called directly rather than through the API client.
export async function searchGeocoder(base: string, query: string, signal: AbortSignal): Promise<PlaceHit[]> {
  const response = await fetch(geocoderRequestUrl(base, query), { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`geocoder: HTTP ${response.status}`);
  return parseGeocoderResults(await response.json());
}
