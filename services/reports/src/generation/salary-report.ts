import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Injectable } from '@nestjs/common';

import { ZonedClock } from '../render/format/zoned-time';
import { salaryRows, salaryTable } from '../render/summaries/salary-rows';
import { summaryTexts } from '../render/summaries/summary-texts';
import type { ReportSpec } from '../reports/report-request';
import type { ReportActor } from '../sources/report-actor';
import { ReportSources } from '../sources/report-sources';
import type { RenderedReport } from './rendered-report';
import type { ReportRenderer } from './report-generator';
import type { ReportScope } from './report-scope';
import { TableReportOutput } from './table-report-output';
import type { ReportReads } from './report-cache';

/**
 * SALARY: the payroll figures of each calendar month the period touches (in the report's zone), from the journal's
 * attestation months (the payroll screen's figures), per driver, vehicle and month with the attestation state.
 */
@Injectable()
export class SalaryReport implements ReportRenderer {
  readonly reads: ReportReads = { trips: false, months: true, vehicles: true };
  constructor(
    private readonly sources: ReportSources,
    private readonly output: TableReportOutput,
  ) {}

  async render(spec: ReportSpec, actor: ReportActor, scope: ReportScope): Promise<RenderedReport> {
    const found = [];
    for (const { year, month } of monthsOf(spec)) found.push(...(await this.sources.months(actor, year, month)));
    const rows = salaryRows(found, {
      vehicleIds: scope.everyVehicle ? undefined : await scopeVehicleIds(scope),
      driverIds: new Set(scope.driverIds),
    });
    if (rows.length === 0) throw new DomainError(ErrorCode.SUMMARIES_MISSING, 'no payroll months in the period');
    return this.output.render(
      salaryTable(rows, summaryTexts(spec.language)),
      spec,
      actor,
      rows.map((row) => row.registry),
    );
  }
}

/** The vehicles a scope names: those named, and those of its organisations as fleet lists them. */
async function scopeVehicleIds(scope: ReportScope): Promise<Set<number>> {
  const ids = new Set(scope.vehicleIds);
  if (scope.organizationIds.length > 0) for (const vehicle of await scope.vehicles()) ids.add(vehicle.id);
  return ids;
}

/** The calendar months from the period's first instant to its last, in the report's time zone. */
export function monthsOf(
  spec: Pick<ReportSpec, 'fromTsMs' | 'toTsMs' | 'timeZone'>,
): { year: number; month: number }[] {
  const clock = new ZonedClock(spec.timeZone);
  const first = clock.local(spec.fromTsMs);
  const last = clock.local(spec.toTsMs - 1);
  const months = [];
  for (let key = first.year * 12 + first.month - 1; key <= last.year * 12 + last.month - 1; key += 1) {
    months.push({ year: Math.floor(key / 12), month: (key % 12) + 1 });
  }
  return months;
}
