import { KitOrmModule } from '@fleetlog/kit';
import { Module } from '@nestjs/common';

import { VehiclesModule } from '../vehicles/vehicles.module';
import { VehiclesRepository } from '../vehicles/vehicles.repository';
import { UserChangedHandler } from './user-changed.handler';
import { VehicleDriversRepository } from './vehicle-drivers.repository';

/** fleet following auth's users: the handler of auth.users.v1 (the consumer is declared in service.ts). */
@Module({
  imports: [VehiclesModule, KitOrmModule.forFeature([VehiclesRepository, VehicleDriversRepository])],
  providers: [UserChangedHandler],
})
export class AuthUsersModule {}
