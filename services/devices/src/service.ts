import { join } from 'node:path';

import { TOPICS } from '@fleetlog/contracts';
import { defineService } from '@fleetlog/kit';

import { AccessModule } from './access/access.module';
import { ClientsGrpcModule } from './clients/clients.module';
import { DEVICES_CONFIG, devicesConfigSchema } from './config';
import { ExternalModule } from './external/external.module';
import { FutureDeviceEntity } from './future-devices/future-device.entity';
import { InstallationEntity } from './installations/installation.entity';
import { DeviceEntity } from './inventory/device.entity';
import { InventoryModule } from './inventory/inventory.module';
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
    entities: [DeviceEntity, InstallationEntity, FutureDeviceEntity, VehicleViewEntity],
    migrationsPath: join(__dirname, 'migrations'),
  },
  grpc: { packages: ['devices'], url: (config) => config.DEVICES_GRPC_URL },
  httpPort: (config) => config.DEVICES_HTTP_PORT,
  outbox: true,
  access: true,
  consumers: [
    {
      topic: TOPICS.fleetVehicles,
      handler: FleetVehiclesHandler,
      groupId: (config) => config.FLEET_CONSUMER_GROUP,
      enabled: (config) => config.FLEET_CONSUMER_ENABLED,
    },
  ],
  imports: (config) => [
    ClientsGrpcModule.register(config),
    AccessModule,
    InventoryModule,
    VehiclesModule,
    ExternalModule,
  ],
});
