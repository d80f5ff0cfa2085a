import { Module } from '@nestjs/common';

import { DeliveriesModule } from '../deliveries/deliveries.module';
import { GenerationModule } from '../generation/generation.module';
import { DriverMonthlyReportService } from './driver-monthly-report.service';
import { ReportsController } from './reports.controller';

@Module({
  imports: [GenerationModule, DeliveriesModule],
  controllers: [ReportsController],
  providers: [DriverMonthlyReportService],
})
export class ReportsModule {}
