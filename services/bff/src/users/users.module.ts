import { Module } from '@nestjs/common';

import { DriverVehiclesService } from './driver-vehicles.service';
import { UsersController } from './users.controller';

@Module({ controllers: [UsersController], providers: [DriverVehiclesService], exports: [DriverVehiclesService] })
export class UsersModule {}
