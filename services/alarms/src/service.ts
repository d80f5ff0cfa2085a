import { join } from 'node:path';

import { TOPICS } from '@fleetlog/contracts';
import { defineService, readinessCheck } from '@fleetlog/kit';

import { AlarmsModule } from './alarms.module';
import { ALARMS_CONFIG, ALARMS_SCHEMA, alarmsConfigSchema } from './config';
import { PositionsEvaluator } from './evaluation/positions-evaluator';
import { StatusEvaluator } from './evaluation/status-evaluator';
import { TripsEvaluator } from './evaluation/trips-evaluator';
import { InstallationChangedHandler } from './read-models/installation-changed.handler';
import { LatestTripHandler } from './read-models/latest-trip.handler';
import { TrackerEntity } from './read-models/tracker.entity';
import { VehicleChangedHandler } from './read-models/vehicle-changed.handler';

/**
 * alarms on the service kit: alarm settings and geofence alarms (gRPC alarms.v1.AlarmsService), evaluated from
 * telemetry.positions.v1 (geofences, the trackers' own events), devices.status.v1 (battery, contact) and a sweep (no
 * contact, repeats); periods published on alarms.periods.v1; e-mail and in-app notifications through the delivery log.
 */
export const alarmsService = defineService({
  name: 'alarms',
  configSchema: alarmsConfigSchema,
  configToken: ALARMS_CONFIG,
  database: {
    schema: ALARMS_SCHEMA,
    entities: [TrackerEntity],
    migrationsPath: join(__dirname, 'migrations'),
  },
  grpc: { packages: ['alarms'], url: (config) => config.ALARMS_GRPC_URL },
  httpPort: (config) => config.ALARMS_HTTP_PORT,
  outbox: true,
  access: true,
  readiness: [
    readinessCheck('positions-consumer', PositionsEvaluator, async (evaluator: PositionsEvaluator) =>
      evaluator.assertNoRecentGaps(),
    ),
  ],
  consumers: [
    {
      topic: TOPICS.devicesStatus,
      handler: StatusEvaluator,
      groupId: (config) => config.ALARMS_STATUS_GROUP_ID,
      enabled: (config) => config.ALARMS_CONSUME_STATUS,
      fromBeginning: true,
    },
    {
      topic: TOPICS.devicesInstallations,
      handler: InstallationChangedHandler,
      groupId: (config) => config.ALARMS_INSTALLATIONS_GROUP_ID,
      enabled: (config) => config.ALARMS_CONSUME_STATUS,
      fromBeginning: true,
    },
    {
      topic: TOPICS.fleetVehicles,
      handler: VehicleChangedHandler,
      groupId: (config) => config.ALARMS_VEHICLES_GROUP_ID,
      enabled: (config) => config.ALARMS_CONSUME_STATUS,
      fromBeginning: true,
    },
    {
      topic: TOPICS.journalLatestTrips,
      handler: LatestTripHandler,
      groupId: (config) => config.ALARMS_LATEST_TRIPS_GROUP_ID,
      enabled: (config) => config.ALARMS_CONSUME_STATUS,
      fromBeginning: true,
    },
    {
      topic: TOPICS.journalTrips,
      handler: TripsEvaluator,
      groupId: (config) => config.ALARMS_TRIPS_GROUP_ID,
      enabled: (config) => config.ALARMS_CONSUME_STATUS,
      fromBeginning: true,
    },
  ],
  imports: () => [AlarmsModule],
});
