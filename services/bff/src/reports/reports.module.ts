import { Module } from '@nestjs/common';

import { ReportFilesController } from './report-files.controller';
import { ReportSchedulesController } from './report-schedules.controller';
import { ReportsController } from './reports.controller';

/** Reports, their schedules and mailed files' links; the reports client is global (app.module). */
@Module({ controllers: [ReportFilesController, ReportSchedulesController, ReportsController] })
export class ReportsModule {}
