import { KitOrmModule } from '@fleetlog/kit';
import { Module } from '@nestjs/common';

import { VehiclesModule } from '../vehicles/vehicles.module';
import { VehicleInfoRepository } from './vehicle-info.repository';
import { VehicleRegistryClient } from './vehicle-registry.client';
import { VehicleRegistryController } from './vehicle-registry.controller';
import { VehicleRegistryService } from './vehicle-registry.service';

@Module({
  imports: [VehiclesModule, KitOrmModule.forFeature([VehicleInfoRepository])],
  controllers: [VehicleRegistryController],
  providers: [VehicleRegistryClient, VehicleRegistryService],
})
export class RegistryModule {}
