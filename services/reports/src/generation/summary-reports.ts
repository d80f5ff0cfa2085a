import { ErrorCode, type fleetV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Injectable } from '@nestjs/common';

import { reportTripFromGrpc } from '../render/journal';
import { driverSummaryTable, vehicleSummaryTable } from '../render/summaries/summary-tables';
import { summaryTexts } from '../render/summaries/summary-texts';
import { DriverTotalsBuilder, type VehicleLabel, VehicleTotalsBuilder } from '../render/summaries/trip-totals';
import type { ReportSpec } from '../reports/report-request';
import type { ReportActor } from '../sources/report-actor';
import { ReportSources } from '../sources/report-sources';
import type { RenderedReport } from './rendered-report';
import type { ReportScope } from './report-scope';
import type { ReportRenderer } from './report-generator';
import { TableReportOutput } from './table-report-output';
import { tripsOf } from './trip-stream';
import type { ReportReads } from './report-cache';

/**
 * The scope's vehicles a report lists even without trips: archived ones only when archived during or after the
 * period (fleet answers archived vehicles too, for reports on past periods).
 */
export async function vehiclesInPeriod(
  scope: ReportScope,
  spec: Pick<ReportSpec, 'fromTsMs'>,
): Promise<fleetV1.VehicleSimple[]> {
  return (await scope.vehicles()).filter((vehicle) => !vehicle.isArchived || vehicle.archivedTsMs >= spec.fromTsMs);
}

export function scopeVehicleLabels(vehicles: readonly fleetV1.VehicleSimple[]): VehicleLabel[] {
  return vehicles.map((vehicle) => ({
    vehicleId: vehicle.id,
    label: vehicle.registry || vehicle.displayName,
    name: vehicle.registry && vehicle.displayName !== vehicle.registry ? vehicle.displayName : '',
  }));
}

/** SUMMARY_VEHICLE: per vehicle that drove in the period. */
@Injectable()
export class SummaryVehicleReport implements ReportRenderer {
  readonly reads: ReportReads = { trips: true, months: false, vehicles: true };
  constructor(
    private readonly sources: ReportSources,
    private readonly output: TableReportOutput,
  ) {}

  render(spec: ReportSpec, actor: ReportActor, scope: ReportScope): Promise<RenderedReport> {
    return renderVehicleSummary(this.sources, this.output, { spec, actor, scope, withIdle: false });
  }
}

/** SUMMARY_ALL_VEHICLES: every vehicle of the scope, those that did not drive as zero rows. */
@Injectable()
export class SummaryAllVehiclesReport implements ReportRenderer {
  readonly reads: ReportReads = { trips: true, months: false, vehicles: true };
  constructor(
    private readonly sources: ReportSources,
    private readonly output: TableReportOutput,
  ) {}

  render(spec: ReportSpec, actor: ReportActor, scope: ReportScope): Promise<RenderedReport> {
    return renderVehicleSummary(this.sources, this.output, { spec, actor, scope, withIdle: true });
  }
}

async function renderVehicleSummary(
  sources: ReportSources,
  output: TableReportOutput,
  request: { spec: ReportSpec; actor: ReportActor; scope: ReportScope; withIdle: boolean },
): Promise<RenderedReport> {
  const { spec, actor, scope } = request;
  const builder = new VehicleTotalsBuilder(scopeVehicleLabels(await vehiclesInPeriod(scope, spec)), request.withIdle);
  for await (const entry of tripsOf(sources, spec, actor, scope)) builder.add(reportTripFromGrpc(entry));
  const rows = builder.result();
  if (rows.length === 0) throw new DomainError(ErrorCode.SUMMARIES_MISSING, 'no vehicles to summarise');
  const table = vehicleSummaryTable(rows, summaryTexts(spec.language));
  return output.render(
    table,
    spec,
    actor,
    rows.map((row) => row.label),
  );
}

/** SUMMARY_DRIVER: per driver of the period's trips. */
@Injectable()
export class SummaryDriverReport implements ReportRenderer {
  readonly reads: ReportReads = { trips: true, months: false, vehicles: false };
  constructor(
    private readonly sources: ReportSources,
    private readonly output: TableReportOutput,
  ) {}

  async render(spec: ReportSpec, actor: ReportActor, scope: ReportScope): Promise<RenderedReport> {
    const builder = new DriverTotalsBuilder();
    const registrations = new Set<string>();
    for await (const entry of tripsOf(this.sources, spec, actor, scope)) {
      const trip = reportTripFromGrpc(entry);
      builder.add(trip);
      registrations.add(trip.vehicleLabel);
    }
    const rows = builder.result();
    if (rows.length === 0) throw new DomainError(ErrorCode.SUMMARIES_MISSING, 'no trips in the period');
    return this.output.render(driverSummaryTable(rows, summaryTexts(spec.language)), spec, actor, [...registrations]);
  }
}
