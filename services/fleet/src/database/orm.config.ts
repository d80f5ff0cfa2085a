import { join } from 'node:path';

import { createOrmConfig } from '@fleetlog/database';
import type { Options } from '@mikro-orm/postgresql';

import { VehicleDriverEntity } from '../drivers/vehicle-driver.entity';
import { VehicleInstallationEntity } from '../installations/vehicle-installation.entity';
import { OdometerCalibrationEntity } from '../odometer/odometer-calibration.entity';
import { VehicleInfoEntity } from '../registry/vehicle-info.entity';
import { VehicleEntity } from '../vehicles/vehicle.entity';

export const FLEET_SCHEMA = 'fleet';
export const FLEET_ENTITIES = [
  VehicleEntity,
  VehicleDriverEntity,
  OdometerCalibrationEntity,
  VehicleInstallationEntity,
  VehicleInfoEntity,
];

export function fleetOrmOptions(databaseUrl: string, log?: (message: string) => void): Options {
  return createOrmConfig({
    schema: FLEET_SCHEMA,
    entities: FLEET_ENTITIES,
    migrationsPath: join(__dirname, '..', 'migrations'),
    databaseUrl,
    log,
  });
}
