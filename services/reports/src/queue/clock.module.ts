import { Module } from '@nestjs/common';

import { DeliveriesModule } from '../deliveries/deliveries.module';
import { DeliverySweep } from '../deliveries/delivery-sweep';
import { ScheduleRuns } from '../schedules/schedule-runs';
import { SchedulesModule } from '../schedules/schedules.module';
import { CLOCK_TASKS, type ClockTask, ReportsClock } from './reports-clock';

/** The reports' clock and what it does on each tick. */
@Module({
  imports: [DeliveriesModule, SchedulesModule],
  providers: [
    {
      provide: CLOCK_TASKS,
      inject: [ScheduleRuns, DeliverySweep],
      useFactory: (...tasks: ClockTask[]) => tasks,
    },
    ReportsClock,
  ],
  exports: [ReportsClock],
})
export class ClockModule {}
