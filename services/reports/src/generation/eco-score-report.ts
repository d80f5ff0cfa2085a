import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Injectable } from '@nestjs/common';

import { ecoScoreTable, type EcoScoreRow } from '../render/summaries/eco-score-rows';
import { summaryTexts } from '../render/summaries/summary-texts';
import type { ReportSpec } from '../reports/report-request';
import type { ReportActor } from '../sources/report-actor';
import { ReportSources } from '../sources/report-sources';
import type { RenderedReport } from './rendered-report';
import type { ReportRenderer } from './report-generator';
import type { ReportScope } from './report-scope';
import { scopeVehicleLabels, vehiclesInPeriod } from './summary-reports';
import { TableReportOutput } from './table-report-output';

/** Eco scores asked of the journal at once: a fleet of fifty in a few rounds, without flooding the journal. */
const CONCURRENT_SCORES = 6;

/**
 * ECOSCORE (sent by e-mail only): each vehicle of the scope with the journal's eco score for the period. Asset
 * trackers are left out: they carry no driver whose driving the score could judge.
 */
@Injectable()
export class EcoScoreReport implements ReportRenderer {
  constructor(
    private readonly sources: ReportSources,
    private readonly output: TableReportOutput,
  ) {}

  async render(spec: ReportSpec, actor: ReportActor, scope: ReportScope): Promise<RenderedReport> {
    const labels = scopeVehicleLabels((await vehiclesInPeriod(scope, spec)).filter((vehicle) => !vehicle.isTracker));
    const rows: EcoScoreRow[] = [];
    for (let i = 0; i < labels.length; i += CONCURRENT_SCORES) {
      const batch = labels.slice(i, i + CONCURRENT_SCORES);
      const scores = await Promise.all(
        batch.map((vehicle) => this.sources.ecoScore(actor, vehicle.vehicleId, spec.fromTsMs, spec.toTsMs)),
      );
      batch.forEach((vehicle, j) => rows.push({ ...vehicle, score: scores[j] }));
    }
    if (!rows.some((row) => (row.score?.distanceKm ?? 0) > 0)) {
      throw new DomainError(ErrorCode.SUMMARIES_MISSING, 'no vehicle of the scope drove in the period');
    }
    return this.output.render(
      ecoScoreTable(rows, summaryTexts(spec.language)),
      spec,
      actor,
      rows.map((row) => row.label),
    );
  }
}
