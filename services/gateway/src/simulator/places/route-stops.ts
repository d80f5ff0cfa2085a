import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { distanceM, type LatLon, type RoutePath } from '../route-path';

/**
 * A street address the simulated fleet drives to and the demo's geocoder stand-in answers with (gazetteer.json: real
 * Stockholm and Göteborg streets, plausible numbers and postcodes; libs/testing's nominatim-stand-in reads the file).
 */
export interface GazetteerPlace extends LatLon {
  /** A label for people reading the file (a customer, a landmark, or the address itself). */
  name: string;
  street: string;
  number: string;
  /** Swedish postcode as written, "111 34". */
  postcode: string;
  town: string;
}

/** The file both the simulator and the geocoder stand-in read. */
export const GAZETTEER_FILE = join(__dirname, 'gazetteer.json');

let cached: readonly GazetteerPlace[] | undefined;

export function loadGazetteer(): readonly GazetteerPlace[] {
  cached ??= JSON.parse(readFileSync(GAZETTEER_FILE, 'utf8')) as GazetteerPlace[];
  return cached;
}

/** The address as the journal writes a Swedish one: "Sveavägen 44, 111 34 Stockholm". */
export const placeAddress = (place: GazetteerPlace): string =>
  `${place.street} ${place.number}, ${place.postcode} ${place.town}`;

/** A place where vehicles of a route park: the place and how far along the route (forward) the vehicle stops. */
export interface RouteStop {
  place: GazetteerPlace;
  alongM: number;
}

/** A place this close to a route is driven to (parked at the route's point nearest it). */
export const STOP_MAX_OFF_ROUTE_M = 150;
/** Two places closer than this along a route would make a trip of a few hundred metres: the first one counts. */
const MIN_STOP_SPACING_M = 300;

/** The gazetteer's places along a route, in the order driven forward. */
export function routeStops(path: RoutePath, places: readonly GazetteerPlace[] = loadGazetteer()): RouteStop[] {
  const stops = places
    .map((place) => ({ place, ...path.nearest(place) }))
    .filter((stop) => stop.offM <= STOP_MAX_OFF_ROUTE_M)
    .sort((a, b) => a.alongM - b.alongM);
  const kept: RouteStop[] = [];
  for (const stop of stops) {
    const previous = kept[kept.length - 1];
    if (previous && stop.alongM - previous.alongM < MIN_STOP_SPACING_M) continue;
    kept.push({ place: stop.place, alongM: stop.alongM });
  }
  return kept;
}

/** The nearest place to a position and its distance in metres (undefined for an empty gazetteer). */
export function nearestPlace(
  position: LatLon,
  places: readonly GazetteerPlace[] = loadGazetteer(),
): { place: GazetteerPlace; distanceM: number } | undefined {
  let best: { place: GazetteerPlace; distanceM: number } | undefined;
  for (const place of places) {
    const d = distanceM(position, place);
    if (!best || d < best.distanceM) best = { place, distanceM: d };
  }
  return best;
}
