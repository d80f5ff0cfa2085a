import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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

/** The stand-in's house number for a position: its coordinates, so an address shows which position was asked for. */
const houseNumber = (position: StandInPosition) => `${position.latitude.toFixed(5)},${position.longitude.toFixed(5)}`;

/** The stand-in's answer for a position as the journal writes Swedish addresses ("Street 12, 123 45 Town"). */
export const standInAddress = (position: StandInPosition): string =>
  `Testgatan ${houseNumber(position)}, 111 22 Stockholm`;

/**
 * A stand-in for Nominatim's /reverse (format=jsonv2, addressdetails=1), the outside service the journal names trip
 * ends with: every position is on Testgatan, numbered with its coordinates (see `standInAddress`).
 */
export async function startNominatimStandIn(): Promise<NominatimStandIn> {
  const asked: StandInPosition[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const position = { latitude: Number(url.searchParams.get('lat')), longitude: Number(url.searchParams.get('lon')) };
    response.setHeader('content-type', 'application/json');
    if (url.pathname !== '/reverse' || !Number.isFinite(position.latitude) || !Number.isFinite(position.longitude)) {
      response.statusCode = 400;
      response.end(JSON.stringify({ error: 'bad request' }));
      return;
    }
    asked.push(position);
    response.end(
      JSON.stringify({
        display_name: `${houseNumber(position)}, Testgatan, Stockholm, 111 22, Sverige`,
        address: { road: 'Testgatan', house_number: houseNumber(position), postcode: '111 22', city: 'Stockholm' },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
