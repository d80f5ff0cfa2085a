import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';

import { DEVICES_CONFIG, type DevicesConfig } from '../config';
import { FutureDevicesRepository } from '../future-devices/future-devices.repository';
import { InstallationsRepository } from '../installations/installations.repository';
import { DevicesRepository } from '../inventory/devices.repository';
import { VehicleViewsRepository } from '../vehicles/vehicle-views.repository';
import { devicesOrmOptions } from './orm.config';
import { RequestContextInterceptor } from '@fleetlog/database';

@Injectable()
class OrmShutdown implements OnApplicationShutdown {
  constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}

  async onApplicationShutdown(): Promise<void> {
    await this.orm.close(true);
  }
}

const REPOSITORIES = [DevicesRepository, InstallationsRepository, FutureDevicesRepository, VehicleViewsRepository];

/** PostgreSQL (MikroORM, schema `devices`) and the repositories, shared by every feature. */
@Global()
@Module({
  providers: [
    {
      provide: MikroORM,
      inject: [DEVICES_CONFIG],
      useFactory: (config: DevicesConfig) => {
        const logger = new Logger('MikroORM');
        return MikroORM.init(devicesOrmOptions(config.DATABASE_URL, (message) => logger.debug(message)));
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
