import { Module } from '@nestjs/common';

import { ChargesModule } from '../charges/charges.module';
import { VehicleChangedHandler } from './vehicle-changed.handler';

@Module({ imports: [ChargesModule], providers: [VehicleChangedHandler], exports: [VehicleChangedHandler] })
export class VehiclesModule {}
