import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { REPO_ROOT } from './processes';

export interface StandInPosition {
  latitude: number;
  longitude: number;
}

export interface NominatimStandIn {
  /** The base URL (JOURNAL_GEOCODER_URL); the stand-in answers /reverse. */
  url: string;
  /** Every position it was asked for, in order. */
  asked: StandInPosition[];
  close(): Promise<void>;
}

/** A street address of the simulated fleet's gazetteer (services/gateway/src/simulator/places/gazetteer.json). */
export interface GazetteerPlace extends StandInPosition {
  name: string;
  street: string;
  number: string;
  postcode: string;
  town: string;
}

export interface NominatimStandInOptions {
  /**
   * `coordinates` (the default): every position is on Testgatan, numbered with its coordinates (`standInAddress`), so
   * a test sees which position was asked for. `gazetteer`: the street address of the nearest gazetteer place within
   * GAZETTEER_ADDRESS_RADIUS_M, as the demo's journal shows them (`gazetteerAnswer`).
   */
  mode?: 'coordinates' | 'gazetteer';
  /** The places of the gazetteer mode; by default the simulator's gazetteer. */
  places?: readonly GazetteerPlace[];
  /** A fixed port (the demo's); by default any free one. */
  port?: number;
}

/** The file the simulator drives between and the gazetteer mode answers from. */
export const GAZETTEER_FILE = join(REPO_ROOT, 'services', 'gateway', 'src', 'simulator', 'places', 'gazetteer.json');

export function loadGazetteer(): GazetteerPlace[] {
  return JSON.parse(readFileSync(GAZETTEER_FILE, 'utf8')) as GazetteerPlace[];
}

/** A position this close to a gazetteer place is at its address (the simulator parks within 150 m of one). */
export const GAZETTEER_ADDRESS_RADIUS_M = 250;
/**
 * Farther than the radius but this close to a place, the answer names the town only, as Nominatim does for a
 * position it can place in a town but on no addressed street; farther still, Nominatim's "Unable to geocode".
 */
export const GAZETTEER_TOWN_RADIUS_M = 5_000;

/** The stand-in's house number for a position: its coordinates, so an address shows which position was asked for. */
const houseNumber = (position: StandInPosition) => `${position.latitude.toFixed(5)},${position.longitude.toFixed(5)}`;

/** The stand-in's answer for a position as the journal writes Swedish addresses ("Street 12, 123 45 Town"). */
export const standInAddress = (position: StandInPosition): string =>
  `Testgatan ${houseNumber(position)}, 111 22 Stockholm`;

/** A gazetteer place as the journal writes its address: "Sveavägen 44, 111 34 Stockholm". */
export const gazetteerAddress = (place: GazetteerPlace): string =>
  `${place.street} ${place.number}, ${place.postcode} ${place.town}`;

/** Great-circle distance in metres (haversine). */
function distanceM(a: StandInPosition, b: StandInPosition): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The nearest place and how far it is, undefined for no places. */
export function nearestGazetteerPlace(
  position: StandInPosition,
  places: readonly GazetteerPlace[],
): { place: GazetteerPlace; distanceM: number } | undefined {
  let best: { place: GazetteerPlace; distanceM: number } | undefined;
  for (const place of places) {
    const distance = distanceM(position, place);
    if (!best || distance < best.distanceM) best = { place, distanceM: distance };
  }
  return best;
}

/**
 * Nominatim's jsonv2 /reverse answer (addressdetails=1) for a position from the gazetteer: the nearest place's
 * address within GAZETTEER_ADDRESS_RADIUS_M; its town (and no street) within GAZETTEER_TOWN_RADIUS_M; else the
 * error object Nominatim answers where it knows nothing ("Unable to geocode", status 200), which the journal shows
 * as the coordinates.
 */
export function gazetteerAnswer(position: StandInPosition, places: readonly GazetteerPlace[]): object {
  const nearest = nearestGazetteerPlace(position, places);
  if (!nearest || nearest.distanceM > GAZETTEER_TOWN_RADIUS_M) return { error: 'Unable to geocode' };
  const { place } = nearest;
  const lat = position.latitude.toFixed(7);
  const lon = position.longitude.toFixed(7);
  if (nearest.distanceM > GAZETTEER_ADDRESS_RADIUS_M) {
    return {
      category: 'boundary',
      type: 'administrative',
      addresstype: 'city',
      lat,
      lon,
      name: place.town,
      display_name: `${place.town}, Sverige`,
      address: { city: place.town, country: 'Sverige', country_code: 'se' },
    };
  }
  return {
    category: 'building',
    type: 'yes',
    addresstype: 'building',
    lat,
    lon,
    name: '',
    display_name: `${place.number}, ${place.street}, ${place.town}, ${place.postcode}, Sverige`,
    address: {
      house_number: place.number,
      road: place.street,
      city: place.town,
      postcode: place.postcode,
      country: 'Sverige',
      country_code: 'se',
    },
  };
}

/**
 * A stand-in for Nominatim's /reverse (format=jsonv2, addressdetails=1), the outside service the journal names trip
 * ends with: in the default mode every position is on Testgatan, numbered with its coordinates (see `standInAddress`);
 * in the gazetteer mode it answers with the street addresses the simulated fleet drives between.
 */
export async function startNominatimStandIn(options: NominatimStandInOptions = {}): Promise<NominatimStandIn> {
  const asked: StandInPosition[] = [];
  const places = options.mode === 'gazetteer' ? (options.places ?? loadGazetteer()) : [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const position = { latitude: Number(url.searchParams.get('lat')), longitude: Number(url.searchParams.get('lon')) };
    response.setHeader('content-type', 'application/json');
    if (
      url.pathname !== '/reverse' ||
      !url.searchParams.has('lat') ||
      !url.searchParams.has('lon') ||
      !Number.isFinite(position.latitude) ||
      !Number.isFinite(position.longitude)
    ) {
      response.statusCode = 400;
      response.end(JSON.stringify({ error: 'bad request' }));
      return;
    }
    asked.push(position);
    if (options.mode === 'gazetteer') {
      response.end(JSON.stringify(gazetteerAnswer(position, places)));
      return;
    }
    response.end(
      JSON.stringify({
        display_name: `${houseNumber(position)}, Testgatan, Stockholm, 111 22, Sverige`,
        address: { road: 'Testgatan', house_number: houseNumber(position), postcode: '111 22', city: 'Stockholm' },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
