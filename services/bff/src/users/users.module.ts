import { Module } from '@nestjs/common';

import { DriverVehiclesService } from './driver-vehicles.service';
import { UserWritesService } from './user-writes.service';
import { UsersController } from './users.controller';

@Module({
  controllers: [UsersController],
  providers: [DriverVehiclesService, UserWritesService],
  exports: [DriverVehiclesService],
})
export class UsersModule {}
