import { Module } from '@nestjs/common';

import { ZoneController } from './zone.controller';
import { WorkScheduleController } from './work-schedule.controller';

/** The driver's preferences kept by the journal (work schedules, places); the journal client is global (app.module). */
@Module({ controllers: [WorkScheduleController, ZoneController] })
export class PreferencesModule {}
