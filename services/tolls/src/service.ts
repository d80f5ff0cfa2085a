import { join } from 'node:path';

import { TOPICS } from '@fleetlog/contracts';
import { defineService } from '@fleetlog/kit';

import { TollAnalyserModule } from './analyser/toll-analyser.module';
import { ChargesModule } from './charges/charges.module';
import { TripChangedHandler } from './charges/trip-changed.handler';
import { TOLLS_CONFIG, TOLLS_SCHEMA, tollsConfigSchema } from './config';
import { PassagesModule } from './passages/passages.module';
import { TollVehicleEntity } from './vehicles/toll-vehicle.entity';
import { VehicleChangedHandler } from './vehicles/vehicle-changed.handler';
import { VehiclesModule } from './vehicles/vehicles.module';

/**
 * tolls on the service kit: each trip of journal.trips.v1 gets its congestion-tax and infrastructure-fee passages
 * (detected on its full path from devices' positions store) and amounts (spec 04), published on
 * tolls.trip-charges.v1; the vehicles' class and exemption come from fleet.vehicles.v1.
 */
export const tollsService = defineService({
  name: 'tolls',
  configSchema: tollsConfigSchema,
  configToken: TOLLS_CONFIG,
  database: {
    schema: TOLLS_SCHEMA,
    entities: [TollVehicleEntity],
    migrationsPath: join(__dirname, 'migrations'),
  },
  grpc: { packages: ['tolls'], url: (config) => config.TOLLS_GRPC_URL },
  httpPort: (config) => config.TOLLS_HTTP_PORT,
  outbox: true,
  access: true,
  consumers: [
    {
      topic: TOPICS.fleetVehicles,
      handler: VehicleChangedHandler,
      groupId: (config) => config.TOLLS_VEHICLES_GROUP_ID,
      enabled: (config) => config.TOLLS_CONSUME_VEHICLES,
      fromBeginning: true,
    },
    {
      topic: TOPICS.journalTrips,
      handler: TripChangedHandler,
      groupId: (config) => config.TOLLS_TRIPS_GROUP_ID,
      enabled: (config) => config.TOLLS_CONSUME_TRIPS,
      fromBeginning: true,
    },
  ],
  imports: () => [ChargesModule, VehiclesModule, PassagesModule, TollAnalyserModule],
});
