import { Module } from '@nestjs/common';

import { TripChargesHandler } from './trip-charges.handler';

@Module({ providers: [TripChargesHandler], exports: [TripChargesHandler] })
export class TollsModule {}
