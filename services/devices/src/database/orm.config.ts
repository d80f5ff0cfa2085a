import { join } from 'node:path';

import { createOrmConfig } from '@fleetlog/database';
import type { Options } from '@mikro-orm/postgresql';

import { FutureDeviceEntity } from '../future-devices/future-device.entity';
import { InstallationEntity } from '../installations/installation.entity';
import { DeviceEntity } from '../inventory/device.entity';
import { VehicleViewEntity } from '../vehicles/vehicle-view.entity';

export const DEVICES_SCHEMA = 'devices';
export const DEVICES_ENTITIES = [DeviceEntity, InstallationEntity, FutureDeviceEntity, VehicleViewEntity];

export function devicesOrmOptions(databaseUrl: string, log?: (message: string) => void): Options {
  return createOrmConfig({
    schema: DEVICES_SCHEMA,
    entities: DEVICES_ENTITIES,
    migrationsPath: join(__dirname, '..', 'migrations'),
    databaseUrl,
    log,
  });
}
