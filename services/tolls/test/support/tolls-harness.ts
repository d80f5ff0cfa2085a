import { randomInt } from 'node:crypto';

import { devicesV1, tollsV1 } from '@fleetlog/contracts';
import { runMigrations } from '@fleetlog/database';
import { createServiceApp, kitOrmOptions } from '@fleetlog/kit';
import {
  as,
  call,
  grpcClient,
  inProcessServiceEnv,
  startAuthProcess,
  startDevicesProcess,
  startFleetProcess,
  useBeforeAll,
} from '@fleetlog/testing';
import { MikroORM } from '@mikro-orm/postgresql';

import { TripChangedHandler } from '../../src/charges/trip-changed.handler';
import { TripChargesService } from '../../src/charges/trip-charges.service';
import { type TollsConfig, tollsConfigSchema } from '../../src/config';
import { fromSweref99tm, toSweref99tm } from '../../src/geometry/sweref99tm';
import { tollsService } from '../../src/service';
import { CONTROL_POINTS } from '../../src/stations/stations';
import { VehicleChangedHandler } from '../../src/vehicles/vehicle-changed.handler';

// The tolls service in-process behind real auth, fleet and devices, for its integration tests: its consumers stay
// off (the shared test broker's other trips are not charged here), trips are handed to its own handlers or given by
// ResetTripTolls, and positions are written to devices' positions store as the ingest writes them.

export type Fix = { tsMs: number; latitude: number; longitude: number };

/** A control point's position in SWEREF 99 TM. */
export function gantry(city: string, cpNumber: string) {
  const point = CONTROL_POINTS.find((candidate) => candidate.city === city && candidate.cpNumber === cpNumber)!;
  return toSweref99tm(point.lat, point.lon);
}

/** Fixes driving west to east through a gantry: 300 m before it a minute before `utc`, 300 m after it a minute after. */
export function through(city: string, cpNumber: string, utc: string): Fix[] {
  const at = gantry(city, cpNumber);
  const ms = Date.parse(utc);
  return [
    { tsMs: ms - 60_000, ...fromSweref99tm({ e: at.e - 300, n: at.n }) },
    { tsMs: ms + 60_000, ...fromSweref99tm({ e: at.e + 300, n: at.n }) },
  ];
}

export type TollsInstance = Awaited<ReturnType<typeof startTolls>>;

/** A tolls service in-process (consumers off) with its own gRPC and HTTP ports, on the test database. */
export async function startTolls(env: Record<string, string>) {
  const config: TollsConfig = tollsConfigSchema.parse(
    await inProcessServiceEnv('tolls', {
      TOLLS_CONSUME_TRIPS: 'false',
      TOLLS_CONSUME_VEHICLES: 'false',
      // Parked trips are retried by the tests themselves (`charges.retryParked()`), never behind their backs.
      TOLLS_PARKED_RETRY_INTERVAL_MS: '3600000',
      ...env,
    }),
  );
  await runMigrations(kitOrmOptions(tollsService, config.DATABASE_URL));
  const app = await createServiceApp(tollsService, config, { httpHost: '127.0.0.1' });
  const orm = await MikroORM.init(kitOrmOptions(tollsService, config.DATABASE_URL));
  const client = grpcClient('tolls', config.TOLLS_GRPC_URL);
  return {
    app,
    orm,
    client,
    service: client.getService<tollsV1.TollsServiceClient>(tollsV1.TOLLS_SERVICE_NAME),
    analyser: client.getService<tollsV1.TollAnalyserServiceClient>(tollsV1.TOLL_ANALYSER_SERVICE_NAME),
    trips: app.get(TripChangedHandler),
    vehicles: app.get(VehicleChangedHandler),
    charges: app.get(TripChargesService),
    close: async () => {
      await client.close();
      await app.close();
      await orm.close(true);
    },
  };
}

export function useTollsHarness() {
  const auth = useBeforeAll(() => startAuthProcess(), { close: (running) => running.stop() });
  const fleet = useBeforeAll(() => startFleetProcess(auth.grpcUrl), { close: (running) => running.stop() });
  const devices = useBeforeAll(() => startDevicesProcess(auth.grpcUrl, fleet.grpcUrl), {
    close: (running) => running.stop(),
  });
  const tolls = useBeforeAll(() => startTolls({ AUTH_GRPC_URL: auth.grpcUrl, DEVICES_GRPC_URL: devices.grpcUrl }), {
    close: (running) => running.close(),
  });

  /** A tracker added by `rootToken` to the organisation, with an IMEI nobody else uses. */
  async function addUnit(organizationId: number, rootToken: string): Promise<devicesV1.Device> {
    const client = grpcClient('devices', devices.grpcUrl);
    try {
      const service = client.getService<devicesV1.DevicesServiceClient>(devicesV1.DEVICES_SERVICE_NAME);
      const imei = String(randomInt(100_000_000, 999_999_999)).padStart(15, '35');
      return await call(
        service.addDevice(
          {
            imei,
            iccid: `8946${String(randomInt(100_000_000, 999_999_999))}000000`,
            phone: `+46${randomInt(700_000_000, 799_999_999)}`,
            deviceType: 'FMB001',
            organizationId,
            timestampStartOfUse: 0,
            specifiedTimeOfDay: '',
            hardware: '',
            vehicleId: undefined,
          },
          as(rootToken),
        ),
      );
    } finally {
      client.close();
    }
  }

  /** The fixes of `deviceId` in devices' positions store, stored under the organisation. */
  async function storePositions(deviceId: number, organizationId: number, fixes: readonly Fix[]): Promise<void> {
    for (const fix of fixes) {
      await tolls.orm.em.fork().execute(
        `insert into devices.positions (device_id, ts, organization_id, latitude, longitude, altitude_m, angle_deg,
           satellites, speed_kmh, valid_fix, received_at)
         values (?, 'epoch'::timestamptz + ?::bigint * interval '1 millisecond', ?, ?, ?, 20, 90, 9, 40, true, now())
         on conflict do nothing`,
        [deviceId, fix.tsMs, organizationId, fix.latitude, fix.longitude],
      );
    }
  }

  return { auth, fleet, devices, tolls, addUnit, storePositions };
}
