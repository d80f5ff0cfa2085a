import { Module } from '@nestjs/common';

import { DeliveriesModule } from '../deliveries/deliveries.module';
import { ScheduleRuns } from './schedule-runs';
import { SchedulesController } from './schedules.controller';
import { SchedulesService } from './schedules.service';

/** Report schedules: their CRUD, the delivery log, and the runs the clock makes. */
@Module({
  imports: [DeliveriesModule],
  controllers: [SchedulesController],
  providers: [SchedulesService, ScheduleRuns],
  exports: [ScheduleRuns],
})
export class SchedulesModule {}
