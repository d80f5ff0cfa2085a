import { Module } from '@nestjs/common';

import { WorkScheduleController } from './work-schedule.controller';

/** The driver's preferences kept by the journal (work schedules); the journal client is global (app.module). */
@Module({ controllers: [WorkScheduleController] })
export class PreferencesModule {}
