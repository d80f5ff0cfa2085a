import { Module } from '@nestjs/common';

import { JournalReport } from './journal-report';
import { ReportGenerator } from './report-generator';
import { ReportScopes } from './report-scope';
import { SummaryAllVehiclesReport, SummaryDriverReport, SummaryVehicleReport } from './summary-reports';
import { TableReportOutput } from './table-report-output';

/** Rendering every report type from its owners' data. */
@Module({
  providers: [
    ReportScopes,
    JournalReport,
    ReportGenerator,
    TableReportOutput,
    SummaryVehicleReport,
    SummaryDriverReport,
    SummaryAllVehiclesReport,
  ],
  exports: [ReportGenerator],
})
export class GenerationModule {}
