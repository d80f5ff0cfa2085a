import { Module } from '@nestjs/common';

import { DeliveriesModule } from '../deliveries/deliveries.module';
import { DeliverySweep } from '../deliveries/delivery-sweep';
import { CLOCK_TASKS, type ClockTask, ReportsClock } from './reports-clock';

/** The reports' clock and what it does on each tick. */
@Module({
  imports: [DeliveriesModule],
  providers: [
    {
      provide: CLOCK_TASKS,
      inject: [DeliverySweep],
      useFactory: (...tasks: ClockTask[]) => tasks,
    },
    ReportsClock,
  ],
  exports: [ReportsClock],
})
export class ClockModule {}
