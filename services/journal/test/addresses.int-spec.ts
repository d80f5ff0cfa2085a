import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { runMigrations } from '@fleetlog/database';
import { createServiceApp, kitOrmOptions } from '@fleetlog/kit';
import { eventually, inProcessServiceEnv, useBeforeAll } from '@fleetlog/testing';
import { MikroORM } from '@mikro-orm/postgresql';

import { AddressResolverService } from '../src/addresses/address-resolver.service';
import { loadJournalConfig } from '../src/config';
import { journalService } from '../src/service';

jest.setTimeout(240_000);

const GOTEBORG = { latitude: 57.70887, longitude: 11.97456 };
const NOWHERE = { latitude: 62.123, longitude: 15.456 };
const BROKEN = { latitude: 58.321, longitude: 16.654 };

/**
 * A stand-in for Nominatim's /reverse (format=jsonv2, addressdetails=1): Göteborg has an address, NOWHERE is the
 * forest Nominatim has no name for, BROKEN makes the service fail. It records the requests it got.
 */
async function startNominatim(): Promise<{ url: string; requests: URL[]; server: Server }> {
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push(url);
    const lat = Number(url.searchParams.get('lat'));
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname !== '/reverse') return send(404, { error: 'not found' });
    if (Math.abs(lat - BROKEN.latitude) < 1e-6) return send(503, { error: 'overloaded' });
    if (Math.abs(lat - GOTEBORG.latitude) < 1e-6) {
      return send(200, {
        display_name: '1, Kungsportsavenyen, Inom Vallgraven, Göteborg, 411 36, Sverige',
        address: { house_number: '1', road: 'Kungsportsavenyen', city: 'Göteborg', postcode: '411 36' },
      });
    }
    return send(200, { error: 'Unable to geocode' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}

describe('trip addresses through a Nominatim-compatible geocoder', () => {
  const nominatim = useBeforeAll(startNominatim, {
    close: ({ server }) => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  const journal = useBeforeAll(
    async () => {
      const config = loadJournalConfig(
        await inProcessServiceEnv('journal', {
          JOURNAL_DETECTION_ENABLED: 'false',
          JOURNAL_CONSUME_INSTALLATIONS: 'false',
          JOURNAL_CONSUME_VEHICLES: 'false',
          JOURNAL_CONSUME_TOLL_CHARGES: 'false',
          JOURNAL_GEOCODER_URL: nominatim.url,
          JOURNAL_GEOCODER_MIN_INTERVAL_MS: '0',
          JOURNAL_ADDRESS_INTERVAL_MS: '3600000',
          JOURNAL_ADDRESS_BATCH: '1000',
        }),
      );
      await runMigrations(kitOrmOptions(journalService, config.DATABASE_URL));
      const app = await createServiceApp(journalService, config, { httpHost: '127.0.0.1' });
      const orm = await MikroORM.init(kitOrmOptions(journalService, config.DATABASE_URL));
      return { app, orm, resolver: app.get(AddressResolverService) };
    },
    {
      close: async ({ app, orm }) => {
        await app.close();
        await orm.close(true);
      },
    },
  );

  async function trip(
    start: { latitude: number; longitude: number },
    stop: typeof start,
    driverUserId: number | null = null,
  ): Promise<number> {
    const [row] = await journal.orm.em.fork().execute<Array<{ id: string }>>(
      `insert into "journal"."trips" ("organization_id", "vehicle_id", "device_id", "imei", "start_at", "stop_at",
         "start_latitude", "start_longitude", "stop_latitude", "stop_longitude", "distance_m", "path_distance_m",
         "fix_count", "ignition_based", "driver_user_id")
       values (1, 1, 1, ?, now() - interval '1 hour', now() - interval '40 minutes', ?, ?, ?, ?, 900, 900, 20, true, ?)
       returning "id"`,
      [
        `test-${randomUUID().slice(0, 12)}`,
        start.latitude,
        start.longitude,
        stop.latitude,
        stop.longitude,
        driverUserId,
      ],
    );
    return Number(row.id);
  }

  const addressesOf = async (id: number) => {
    const [row] = await journal.orm.em
      .fork()
      .execute<
        Array<{ start_address: string | null; stop_address: string | null; address_attempts: number; version: string }>
      >(`select "start_address", "stop_address", "address_attempts", "version" from "journal"."trips" where "id" = ?`, [
        id,
      ]);
    return row;
  };

  /** Rounds until the trip has both addresses (another suite's journal may hold the resolver's lock for a while). */
  const resolved = (id: number) =>
    eventually(async () => {
      await journal.resolver.resolvePending();
      const row = await addressesOf(id);
      if (row.start_address === null || row.stop_address === null) throw new Error(`trip ${id} has no addresses yet`);
      return row;
      // A round takes the oldest pending trips of the whole shared database first (every suite's): on a busy run
      // the test's trip may wait several rounds.
    }, 180_000);

  it('names the ends the geocoder knows and writes coordinates where it knows nothing', async () => {
    const id = await trip(GOTEBORG, NOWHERE);
    const row = await resolved(id);
    expect([row.start_address, row.stop_address]).toEqual([
      'Kungsportsavenyen 1, 411 36 Göteborg',
      '62.12300, 15.45600',
    ]);
    expect(Number(row.version)).toBe(2);
    const asked = nominatim.requests.find((url) => url.searchParams.get('lat') === String(GOTEBORG.latitude))!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'sv',
      lon: String(GOTEBORG.longitude),
    });
  });

  it('tries a failing geocoder again, then gives the trip its coordinates', async () => {
    const id = await trip(BROKEN, GOTEBORG);
    const row = await resolved(id);
    expect(row.address_attempts).toBe(2);
    expect([row.start_address, row.stop_address]).toEqual([
      '58.32100, 16.65400',
      'Kungsportsavenyen 1, 411 36 Göteborg',
    ]);
    const brokenAsked = nominatim.requests.filter((url) => url.searchParams.get('lat') === String(BROKEN.latitude));
    expect(brokenAsked).toHaveLength(3);
  });

  it("names an end inside one of the driver's saved places after the place (the nearest), before the geocoder", async () => {
    const driver = 20_000_000 + Math.floor(Math.random() * 1e9);
    const place = (name: string, latitude: number, longitude: number, radiusM: number, userId = driver) =>
      journal.orm.em.fork().execute(
        `insert into "journal"."places" ("organization_id", "user_id", "name", "latitude", "longitude", "radius_m",
           "active_on_trip_start", "active_on_trip_end", "updated_by")
         values (1, ?, ?, ?, ?, ?, true, true, ?)`,
        [userId, name, latitude, longitude, radiusM, userId],
      );
    // Two of the driver's places contain Göteborg's point; the nearer centre names it. Another user's place,
    // nearer still, and a place of the driver's that does not reach NOWHERE, name nothing.
    await place('Stora kontoret', GOTEBORG.latitude + 0.003, GOTEBORG.longitude, 800);
    await place('Avenyn', GOTEBORG.latitude + 0.001, GOTEBORG.longitude, 300);
    await place('Grannens', GOTEBORG.latitude, GOTEBORG.longitude, 100, driver + 1);
    await place('Stugan', NOWHERE.latitude + 0.01, NOWHERE.longitude, 800);
    const asked = nominatim.requests.length;
    const id = await trip(GOTEBORG, NOWHERE, driver);
    const row = await resolved(id);
    expect([row.start_address, row.stop_address]).toEqual(['Avenyn', '62.12300, 15.45600']);
    // Only the end outside every place went to the geocoder.
    const since = nominatim.requests.slice(asked).map((url) => url.searchParams.get('lat'));
    expect(since).not.toContain(String(GOTEBORG.latitude));
  });
});
