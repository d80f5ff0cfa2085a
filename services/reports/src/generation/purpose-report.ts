import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Injectable } from '@nestjs/common';

import { reportTripFromGrpc } from '../render/journal';
import { purposeTable, PurposeTotalsBuilder } from '../render/summaries/purpose-totals';
import { summaryTexts } from '../render/summaries/summary-texts';
import type { ReportSpec } from '../reports/report-request';
import type { ReportActor } from '../sources/report-actor';
import { ReportSources } from '../sources/report-sources';
import type { RenderedReport } from './rendered-report';
import type { ReportRenderer } from './report-generator';
import type { ReportScope } from './report-scope';
import { TableReportOutput } from './table-report-output';
import { tripsOf } from './trip-stream';
import type { ReportReads } from './report-cache';

/** PURPOSE: trips and kilometres per purpose, and per driver and purpose. */
@Injectable()
export class PurposeReport implements ReportRenderer {
  readonly reads: ReportReads = { trips: true, months: false, vehicles: false };
  constructor(
    private readonly sources: ReportSources,
    private readonly output: TableReportOutput,
  ) {}

  async render(spec: ReportSpec, actor: ReportActor, scope: ReportScope): Promise<RenderedReport> {
    const builder = new PurposeTotalsBuilder();
    const registrations = new Set<string>();
    for await (const entry of tripsOf(this.sources, spec, actor, scope)) {
      const trip = reportTripFromGrpc(entry);
      builder.add(trip);
      registrations.add(trip.vehicleLabel);
    }
    const totals = builder.result();
    if (totals.byPurpose.length === 0) throw new DomainError(ErrorCode.SUMMARIES_MISSING, 'no trips in the period');
    const table = purposeTable(totals, summaryTexts(spec.language), spec.language);
    return this.output.render(table, spec, actor, [...registrations]);
  }
}
