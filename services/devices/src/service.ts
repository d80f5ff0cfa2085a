import { join } from 'node:path';

import { TOPICS } from '@fleetlog/contracts';
import { defineService, readinessCheck } from '@fleetlog/kit';
import type { Redis } from 'ioredis';

import { AccessModule } from './access/access.module';
import { AvlLogModule } from './avl-log/avl-log.module';
import { ClientsGrpcModule } from './clients/clients.module';
import { CommandResultsHandler } from './commands/command-results.handler';
import { CommandsModule } from './commands/commands.module';
import { DeviceCommandEntity } from './commands/device-command.entity';
import { DeviceReportedHandler } from './commands/device-reported.handler';
import { FrequencyCommandsHandler } from './commands/frequency-commands.handler';
import { DEVICES_CONFIG, devicesConfigSchema } from './config';
import { ExternalModule } from './external/external.module';
import { FutureDeviceEntity } from './future-devices/future-device.entity';
import { InstallationEntity } from './installations/installation.entity';
import { DeviceEntity } from './inventory/device.entity';
import { InventoryModule } from './inventory/inventory.module';
import { OverviewModule } from './overview/overview.module';
import { IngestService } from './telemetry/ingest.service';
import { DEVICES_REDIS } from './telemetry/latest-positions.store';
import { TelemetryRedisModule } from './telemetry/telemetry-redis.module';
import { TelemetryModule } from './telemetry/telemetry.module';
import { FleetVehiclesHandler } from './vehicles/fleet-vehicles.handler';
import { VehicleViewEntity } from './vehicles/vehicle-view.entity';
import { VehiclesModule } from './vehicles/vehicles.module';

/** devices on the service kit: gRPC DevicesService and DeviceExternalService, the vehicles read model from fleet. */
export const devicesService = defineService({
  name: 'devices',
  configSchema: devicesConfigSchema,
  configToken: DEVICES_CONFIG,
  database: {
    schema: 'devices',
    entities: [DeviceEntity, InstallationEntity, FutureDeviceEntity, VehicleViewEntity, DeviceCommandEntity],
    migrationsPath: join(__dirname, 'migrations'),
  },
  grpc: { packages: ['devices'], url: (config) => config.DEVICES_GRPC_URL },
  httpPort: (config) => config.DEVICES_HTTP_PORT,
  outbox: true,
  access: true,
  readiness: [
    readinessCheck('redis', DEVICES_REDIS, (redis: Redis) => redis.ping()),
    // The ingest runs on a Kafka client of its own: records it lost to the broker's deletion count here too.
    readinessCheck('ingest-consumer', IngestService, async (ingest: IngestService) => ingest.assertNoRecentGaps()),
  ],
  consumers: [
    {
      topic: TOPICS.fleetVehicles,
      handler: FleetVehiclesHandler,
      groupId: (config) => config.FLEET_CONSUMER_GROUP,
      enabled: (config) => config.FLEET_CONSUMER_ENABLED,
    },
    // Device commands: the gateway's results, re-publish on the device's report, frequency selections in fleet.
    {
      topic: TOPICS.telemetryCommandResults,
      handler: CommandResultsHandler,
      groupId: (config) => config.COMMAND_RESULTS_GROUP,
      enabled: (config) => config.COMMAND_CONSUMERS_ENABLED,
    },
    {
      topic: TOPICS.devicesStatus,
      handler: DeviceReportedHandler,
      groupId: (config) => config.COMMAND_STATUS_GROUP,
      enabled: (config) => config.COMMAND_CONSUMERS_ENABLED,
    },
    {
      topic: TOPICS.fleetVehicles,
      handler: FrequencyCommandsHandler,
      groupId: (config) => config.COMMAND_VEHICLES_GROUP,
      enabled: (config) => config.COMMAND_CONSUMERS_ENABLED,
    },
  ],
  imports: (config) => [
    ClientsGrpcModule.register(config),
    AccessModule,
    InventoryModule,
    VehiclesModule,
    ExternalModule,
    OverviewModule,
    TelemetryRedisModule,
    TelemetryModule,
    CommandsModule,
    AvlLogModule,
  ],
});
