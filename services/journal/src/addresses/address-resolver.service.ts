import { createLogger, type Logger } from '@fleetlog/logging';
import { getMeter } from '@fleetlog/telemetry';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

import { JOURNAL_CONFIG, type JournalConfig } from '../config';
import { publishTripChanged } from '../journal/journal.repository';
import { placeNameAt } from '../preferences/places.repository';
import { type GeocodeResult, GeocoderClient } from './geocoder.client';
import { coordinatesAddress } from './nominatim-address';

const meter = getMeter('@fleetlog/journal');
const addressesCounter = meter.createCounter('fleetlog_journal_addresses_total', {
  description: 'Trip ends given an address, by source (place, geocoder, coordinates) and failed geocoder attempts',
});

/** After this many failed geocoder attempts a trip takes its coordinates. */
export const MAX_GEOCODER_ATTEMPTS = 3;

interface PendingTrip {
  id: string;
  start_latitude: number;
  start_longitude: number;
  stop_latitude: number;
  stop_longitude: number;
  start_address: string | null;
  stop_address: string | null;
  address_attempts: number;
  driver_user_id: string | null;
}

/** One replica resolves at a time (a shared geocoder's rate limit is the whole platform's). */
const RESOLVER_LOCK = `select pg_try_advisory_xact_lock(hashtext('journal.address-resolver')) as "locked"`;

/**
 * Start and stop addresses of closed trips (issue 8 "Trips from positions"): the name of the driver's saved place
 * that contains the end (the nearest), else through the configured reverse geocoder (Nominatim-compatible), else the
 * coordinates. Runs every JOURNAL_ADDRESS_INTERVAL_MS over the trips without an
 * address, oldest first; each trip's addresses, raised version and TripChanged commit together. A geocoder that is
 * down leaves the trips for the next round; after MAX_GEOCODER_ATTEMPTS a trip takes its coordinates.
 */
@Injectable()
export class AddressResolverService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger: Logger;
  private readonly geocoder?: GeocoderClient;
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    @Inject(JOURNAL_CONFIG) private readonly config: JournalConfig,
    private readonly orm: MikroORM,
  ) {
    this.logger = createLogger({ service: 'journal', level: config.LOG_LEVEL }).child({ component: 'addresses' });
    if (config.JOURNAL_GEOCODER_URL) {
      this.geocoder = new GeocoderClient({
        url: config.JOURNAL_GEOCODER_URL,
        userAgent: config.JOURNAL_GEOCODER_USER_AGENT,
        timeoutMs: config.JOURNAL_GEOCODER_TIMEOUT_MS,
        minIntervalMs: config.JOURNAL_GEOCODER_MIN_INTERVAL_MS,
        language: config.JOURNAL_GEOCODER_LANGUAGE,
        logger: this.logger.child({ component: 'geocoder' }),
      });
    }
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.resolvePending()
        .catch((err: unknown) => this.logger.warn({ err }, 'addresses not resolved; retried next time'))
        .finally(() => (this.running = undefined));
    }, this.config.JOURNAL_ADDRESS_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One round: the oldest trips without addresses (a batch); how many got their addresses. */
  async resolvePending(): Promise<number> {
    return this.orm.em.fork().transactional(async (tx) => {
      const [{ locked }] = await tx.execute<Array<{ locked: boolean }>>(RESOLVER_LOCK);
      if (!locked) return 0;
      const batch = this.geocoder ? this.config.JOURNAL_ADDRESS_BATCH : this.config.JOURNAL_ADDRESS_BATCH * 20;
      const pending = await tx.execute<PendingTrip[]>(
        `select "id", "start_latitude", "start_longitude", "stop_latitude", "stop_longitude", "start_address",
           "stop_address", "address_attempts", "driver_user_id"
         from "journal"."trips"
         where ("start_address" is null or "stop_address" is null) and "deleted_at" is null
         order by "id" limit ?`,
        [batch],
      );
      let resolved = 0;
      for (const trip of pending) {
        const outcome = await this.resolveTrip(tx, trip);
        if (outcome === 'unavailable') break;
        resolved += 1;
      }
      return resolved;
    });
  }

  private async resolveTrip(tx: EntityManager, trip: PendingTrip): Promise<'resolved' | 'unavailable'> {
    const giveUp = trip.address_attempts + 1 >= MAX_GEOCODER_ATTEMPTS;
    const driver = trip.driver_user_id === null ? null : Number(trip.driver_user_id);
    const start =
      trip.start_address ?? (await this.addressOf(tx, driver, trip.start_latitude, trip.start_longitude, giveUp));
    const stop =
      start === undefined
        ? undefined
        : (trip.stop_address ?? (await this.addressOf(tx, driver, trip.stop_latitude, trip.stop_longitude, giveUp)));
    if (start === undefined || stop === undefined) {
      addressesCounter.add(1, { source: 'geocoder_failed' });
      await tx.execute(`update "journal"."trips" set "address_attempts" = "address_attempts" + 1 where "id" = ?`, [
        trip.id,
      ]);
      return 'unavailable';
    }
    await tx.execute(
      `update "journal"."trips" set "start_address" = ?, "stop_address" = ?, "version" = "version" + 1,
         "updated_at" = now()
       where "id" = ?`,
      [start, stop, trip.id],
    );
    await publishTripChanged(tx, Number(trip.id));
    return 'resolved';
  }

  /**
   * The driver's saved place's name; else the geocoder's address; the coordinates without a geocoder or when it names
   * nothing; undefined to try again later.
   */
  private async addressOf(
    tx: EntityManager,
    driverUserId: number | null,
    latitude: number,
    longitude: number,
    giveUp: boolean,
  ): Promise<string | undefined> {
    const place = driverUserId === null ? undefined : await placeNameAt(tx, driverUserId, latitude, longitude);
    if (place !== undefined) {
      addressesCounter.add(1, { source: 'place' });
      return place;
    }
    const result: GeocodeResult = this.geocoder ? await this.geocoder.reverse(latitude, longitude) : { kind: 'none' };
    if (result.kind === 'address') {
      addressesCounter.add(1, { source: 'geocoder' });
      return result.address;
    }
    if (result.kind === 'unavailable' && !giveUp) return undefined;
    addressesCounter.add(1, { source: 'coordinates' });
    return coordinatesAddress(latitude, longitude);
  }
}
