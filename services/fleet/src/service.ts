import { join } from 'node:path';

import { TOPICS } from '@fleetlog/contracts';
import { defineService } from '@fleetlog/kit';

import { AccessModule } from './access/access.module';
import { FLEET_CONFIG, FLEET_SCHEMA, fleetConfigSchema } from './config';
import { DeviceStatusHandler } from './device-status/device-status.handler';
import { DeviceStatusModule } from './device-status/device-status.module';
import { AuthUsersModule } from './drivers/auth-users.module';
import { UserChangedHandler } from './drivers/user-changed.handler';
import { VehicleDriverEntity } from './drivers/vehicle-driver.entity';
import { InstallationChangedHandler } from './installations/installation-changed.handler';
import { InstallationsModule } from './installations/installations.module';
import { VehicleInstallationEntity } from './installations/vehicle-installation.entity';
import { TripChangedHandler } from './odometer/trip-changed.handler';
import { OdometerCalibrationEntity } from './odometer/odometer-calibration.entity';
import { RegistryModule } from './registry/registry.module';
import { VehicleInfoEntity } from './registry/vehicle-info.entity';
import { VehicleEntity } from './vehicles/vehicle.entity';
import { VehiclesModule } from './vehicles/vehicles.module';

/** fleet on the service kit: VehiclesService and VehicleRegistryService; follows devices' installations, auth's users. */
export const fleetService = defineService({
  name: 'fleet',
  configSchema: fleetConfigSchema,
  configToken: FLEET_CONFIG,
  database: {
    schema: FLEET_SCHEMA,
    entities: [
      VehicleEntity,
      VehicleDriverEntity,
      OdometerCalibrationEntity,
      VehicleInstallationEntity,
      VehicleInfoEntity,
    ],
    migrationsPath: join(__dirname, 'migrations'),
  },
  grpc: { packages: ['fleet'], url: (config) => config.FLEET_GRPC_URL },
  httpPort: (config) => config.FLEET_HTTP_PORT,
  outbox: true,
  access: true,
  consumers: [
    {
      topic: TOPICS.devicesInstallations,
      handler: InstallationChangedHandler,
      groupId: (config) => config.FLEET_INSTALLATIONS_GROUP_ID,
      enabled: (config) => config.FLEET_CONSUME_INSTALLATIONS,
      fromBeginning: true,
    },
    {
      // Drops the vehicle links of users moved, archived or deleted in auth.
      topic: TOPICS.authUsers,
      handler: UserChangedHandler,
      groupId: (config) => config.FLEET_AUTH_USERS_GROUP_ID,
      enabled: (config) => config.FLEET_CONSUME_AUTH_USERS,
      fromBeginning: true,
    },
    {
      // Last seen, battery and latest response frequency of the installed devices (spec 01 §3, §4).
      topic: TOPICS.devicesStatus,
      handler: DeviceStatusHandler,
      groupId: (config) => config.FLEET_DEVICE_STATUS_GROUP_ID,
      enabled: (config) => config.FLEET_CONSUME_DEVICE_STATUS,
    },
    {
      // The journal's trips: each vehicle's running odometer follows them (issue 8).
      topic: TOPICS.journalTrips,
      handler: TripChangedHandler,
      groupId: (config) => config.FLEET_TRIPS_GROUP_ID,
      enabled: (config) => config.FLEET_CONSUME_TRIPS,
      fromBeginning: true,
    },
  ],
  imports: () => [
    AccessModule,
    VehiclesModule,
    RegistryModule,
    InstallationsModule,
    AuthUsersModule,
    DeviceStatusModule,
  ],
});
