import { Module } from '@nestjs/common';

import { EcoScoreReport } from './eco-score-report';
import { JournalReport } from './journal-report';
import { PurposeReport } from './purpose-report';
import { ReportCache } from './report-cache';
import { ReportGenerator } from './report-generator';
import { ReportScopes } from './report-scope';
import { SalaryReport } from './salary-report';
import { SummaryAllVehiclesReport, SummaryDriverReport, SummaryVehicleReport } from './summary-reports';
import { TableReportOutput } from './table-report-output';
import { TrackerReport } from './tracker-report';
import { AlarmEventsReport, DiscrepancyReport } from './alarm-reports';

/** Rendering every report type from its owners' data. */
@Module({
  providers: [
    ReportScopes,
    JournalReport,
    ReportGenerator,
    ReportCache,
    TableReportOutput,
    SummaryVehicleReport,
    SummaryDriverReport,
    SummaryAllVehiclesReport,
    PurposeReport,
    SalaryReport,
    EcoScoreReport,
    TrackerReport,
    AlarmEventsReport,
    DiscrepancyReport,
  ],
  exports: [ReportGenerator],
})
export class GenerationModule {}
