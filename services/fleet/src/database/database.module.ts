import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Global, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';

import { FLEET_CONFIG, type FleetConfig } from '../config';
import { VehicleDriversRepository } from '../drivers/vehicle-drivers.repository';
import { InstallationsRepository } from '../installations/installations.repository';
import { OdometerCalibrationsRepository } from '../odometer/odometer-calibrations.repository';
import { VehicleInfoRepository } from '../registry/vehicle-info.repository';
import { VehiclesRepository } from '../vehicles/vehicles.repository';
import { fleetOrmOptions } from './orm.config';
import { RequestContextInterceptor } from '@fleetlog/database';

@Injectable()
class OrmShutdown implements OnApplicationShutdown {
  constructor(private readonly orm: MikroORM) {}

  async onApplicationShutdown(): Promise<void> {
    await this.orm.close(true);
  }
}

const REPOSITORIES = [
  VehiclesRepository,
  VehicleDriversRepository,
  OdometerCalibrationsRepository,
  InstallationsRepository,
  VehicleInfoRepository,
];

/** PostgreSQL (MikroORM, schema `fleet`) and the repositories, shared by every feature. */
@Global()
@Module({
  providers: [
    {
      provide: MikroORM,
      inject: [FLEET_CONFIG],
      useFactory: (config: FleetConfig) => {
        const logger = new Logger('MikroORM');
        return MikroORM.init(fleetOrmOptions(config.DATABASE_URL, (message) => logger.debug(message)));
      },
    },
    { provide: EntityManager, inject: [MikroORM], useFactory: (orm: MikroORM) => orm.em },
    OrmShutdown,
    RequestContextInterceptor,
    ...REPOSITORIES,
  ],
  exports: [MikroORM, EntityManager, RequestContextInterceptor, ...REPOSITORIES],
})
export class DatabaseModule {}
