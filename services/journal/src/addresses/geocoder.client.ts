import type { Logger } from '@fleetlog/logging';

import { journalAddress, nominatimReverseSchema } from './nominatim-address';

export interface GeocoderOptions {
  /** Base URL of a Nominatim-compatible service (its /reverse endpoint is called). */
  url: string;
  /** Nominatim's usage policy asks every client to name itself. */
  userAgent: string;
  timeoutMs: number;
  /** At least this long between two requests (the public Nominatim allows one a second). */
  minIntervalMs: number;
  language: string;
  logger: Logger;
}

/** The answer for one position: a name, none (the service knows no place there), or unavailable (try later). */
export type GeocodeResult = { kind: 'address'; address: string } | { kind: 'none' } | { kind: 'unavailable' };

/** Reverse geocoding over HTTP (Node's fetch), one request at a time and no faster than the configured interval. */
export class GeocoderClient {
  private nextAllowedMs = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: GeocoderOptions) {}

  private get logger(): Logger {
    return this.options.logger;
  }

  reverse(latitude: number, longitude: number): Promise<GeocodeResult> {
    const run = this.queue.then(() => this.request(latitude, longitude));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async request(latitude: number, longitude: number): Promise<GeocodeResult> {
    const wait = this.nextAllowedMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    this.nextAllowedMs = Date.now() + this.options.minIntervalMs;
    const url = new URL(`${this.options.url.replace(/\/+$/, '')}/reverse`);
    url.search = new URLSearchParams({
      format: 'jsonv2',
      lat: String(latitude),
      lon: String(longitude),
      zoom: '18',
      addressdetails: '1',
      'accept-language': this.options.language,
    }).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': this.options.userAgent },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      this.logger.warn({ err }, 'geocoder unreachable');
      return { kind: 'unavailable' };
    }
    if (!response.ok) {
      this.logger.warn({ status: response.status }, 'geocoder answered with an error');
      return { kind: 'unavailable' };
    }
    const parsed = nominatimReverseSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      this.logger.warn({ issues: parsed.error.issues.slice(0, 3) }, 'geocoder answer malformed');
      return { kind: 'unavailable' };
    }
    const address = journalAddress(parsed.data);
    return address === undefined ? { kind: 'none' } : { kind: 'address', address };
  }
}
