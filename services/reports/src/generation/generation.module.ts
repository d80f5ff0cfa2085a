import { Module } from '@nestjs/common';

import { JournalReport } from './journal-report';
import { ReportGenerator } from './report-generator';
import { ReportScopes } from './report-scope';

/** Rendering every report type from its owners' data. */
@Module({
  providers: [ReportScopes, JournalReport, ReportGenerator],
  exports: [ReportGenerator],
})
export class GenerationModule {}
