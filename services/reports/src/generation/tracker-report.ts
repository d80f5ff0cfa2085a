import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Injectable } from '@nestjs/common';

import { summaryTexts } from '../render/summaries/summary-texts';
import { isTat100, TrackerMovesBuilder, trackerRows, trackerTable } from '../render/summaries/tracker-rows';
import type { ReportSpec } from '../reports/report-request';
import type { ReportActor } from '../sources/report-actor';
import { ReportSources } from '../sources/report-sources';
import type { RenderedReport } from './rendered-report';
import type { ReportRenderer } from './report-generator';
import type { ReportScope } from './report-scope';
import { vehiclesInPeriod } from './summary-reports';
import { TableReportOutput } from './table-report-output';
import { tripsOf } from './trip-stream';

/**
 * TRACKERS (the equipment row menu's and the map list's tracker report): the scope's TAT100 trackers with fleet's
 * last report and battery, and their moves in the period from the journal. Other vehicles are left out; a scope
 * without a TAT100 answers SUMMARIES_MISSING.
 */
@Injectable()
export class TrackerReport implements ReportRenderer {
  constructor(
    private readonly sources: ReportSources,
    private readonly output: TableReportOutput,
  ) {}

  async render(spec: ReportSpec, actor: ReportActor, scope: ReportScope): Promise<RenderedReport> {
    const inScope = new Set((await vehiclesInPeriod(scope, spec)).map((vehicle) => vehicle.id));
    const trackers = (await this.sources.vehicleDetails(actor)).filter(
      (vehicle) => inScope.has(vehicle.id) && isTat100(vehicle),
    );
    if (trackers.length === 0) throw new DomainError(ErrorCode.SUMMARIES_MISSING, 'no TAT100 tracker in the scope');
    const moves = new TrackerMovesBuilder();
    const trackerScope = {
      ...scope,
      everyVehicle: false,
      vehicleIds: trackers.map((tracker) => tracker.id),
      organizationIds: [],
    };
    for await (const entry of tripsOf(this.sources, spec, actor, trackerScope)) {
      const stop = entry.stop;
      const known = !entry.privateHidden && stop && (stop.latitude !== 0 || stop.longitude !== 0);
      moves.add(entry.vehicle?.vehicleId ?? 0, {
        distanceM: entry.odometerMax,
        stopMs: entry.timestampStopMs,
        stop: known ? stop : undefined,
      });
    }
    const rows = trackerRows(trackers, moves);
    return this.output.render(
      trackerTable(rows, summaryTexts(spec.language), spec.timeZone),
      spec,
      actor,
      rows.map((row) => row.vehicle.registry || row.vehicle.displayName),
    );
  }
}
