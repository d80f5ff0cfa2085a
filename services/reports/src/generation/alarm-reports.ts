import { AccessDirectory } from '@fleetlog/access';
import { alarmsEventsV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Inject, Injectable } from '@nestjs/common';

import { type AlarmReportRow, alarmEventsTable, discrepancyTable } from '../render/alarms/alarm-rows';
import type { TableReport } from '../render/summaries/table-report';
import type { ReportSpec } from '../reports/report-request';
import { AlarmPeriodsSource } from '../sources/alarm-periods';
import type { ReportActor } from '../sources/report-actor';
import { ReportSources } from '../sources/report-sources';
import type { RenderedReport } from './rendered-report';
import type { ReportRenderer } from './report-generator';
import type { ReportScope } from './report-scope';
import { TableReportOutput } from './table-report-output';

/** The alarm names of the types asked for (none: every name), with the names asked for (none: every one). */
function alarmNamesOf(spec: ReportSpec): string[] {
  const TYPES: Record<string, alarmsEventsV1.AlarmName[]> = {
    FUNCTION: [1, 2, 3, 4, 5, 6, 7, 8],
    SECURITY: [9, 10, 11, 12],
    QUALITY: [13, 14, 15],
    REMINDER: [16, 17, 18],
    GEO: [19],
  };
  const ofTypes = spec.alarmTypes
    .flatMap((type) => TYPES[type] ?? [])
    .map((name) => alarmsEventsV1.alarmNameToJSON(name));
  if (spec.alarmNames.length === 0) return ofTypes;
  if (ofTypes.length === 0) return spec.alarmNames;
  return spec.alarmNames.filter((name) => ofTypes.includes(name));
}

/** The report's periods with their vehicles' and acknowledgers' names; ALARM_NAME_UNKNOWN for a name not known. */
async function reportRows(
  spec: ReportSpec,
  actor: ReportActor,
  scope: ReportScope,
  sources: ReportSources,
  alarms: AlarmPeriodsSource,
  directory: AccessDirectory,
): Promise<AlarmReportRow[]> {
  const names = alarmNamesOf(spec);
  for (const name of names) {
    try {
      alarmsEventsV1.alarmNameFromJSON(name);
    } catch {
      throw new DomainError(ErrorCode.ALARM_NAME_UNKNOWN, 'unknown alarm type');
    }
  }
  if ((spec.alarmTypes.length > 0 || spec.alarmNames.length > 0) && names.length === 0) return [];
  const vehicles = new Map((await sources.vehicleList(actor)).map((vehicle) => [Number(vehicle.id), vehicle]));
  // Named vehicles and organisations as the scope resolves them (what the actor may see of them): none left is an
  // empty report, never every vehicle.
  const vehicleIds = scope.everyVehicle ? [] : (await scope.vehicles()).map((vehicle) => Number(vehicle.id));
  if (!scope.everyVehicle && vehicleIds.length === 0) return [];
  const periods = await alarms.periods(actor, {
    fromTsMs: spec.fromTsMs,
    toTsMs: spec.toTsMs,
    vehicleIds,
    alarmNames: names,
  });
  return periods.map((period) => {
    const vehicle = vehicles.get(Number(period.vehicleId));
    return {
      period,
      vehicle: vehicle ? vehicle.registry || vehicle.displayName : '',
      acknowledgedBy: period.acknowledgedBy
        ? (directory.users.get(Number(period.acknowledgedBy))?.displayName ?? '')
        : '',
    };
  });
}

abstract class AlarmReport implements ReportRenderer {
  constructor(
    private readonly sources: ReportSources,
    private readonly alarms: AlarmPeriodsSource,
    private readonly output: TableReportOutput,
    private readonly directory: AccessDirectory,
  ) {}

  protected abstract table(rows: AlarmReportRow[], spec: ReportSpec): TableReport;

  async render(spec: ReportSpec, actor: ReportActor, scope: ReportScope): Promise<RenderedReport> {
    const rows = await reportRows(spec, actor, scope, this.sources, this.alarms, this.directory);
    if (rows.length === 0) throw new DomainError(ErrorCode.SUMMARIES_MISSING, 'no alarm periods in the period');
    return this.output.render(this.table(rows, spec), spec, actor, [...new Set(rows.map((row) => row.vehicle))]);
  }
}

/** ALARM_EVENTS (spec 03 §7 "Alarm event reports"): the periods of the range, of the types and names asked for. */
@Injectable()
export class AlarmEventsReport extends AlarmReport {
  constructor(
    sources: ReportSources,
    alarms: AlarmPeriodsSource,
    output: TableReportOutput,
    @Inject(AccessDirectory) directory: AccessDirectory,
  ) {
    super(sources, alarms, output, directory);
  }

  protected table(rows: AlarmReportRow[], spec: ReportSpec): TableReport {
    return alarmEventsTable(rows, spec.language, spec.timeZone, Math.min(spec.toTsMs, Date.now()));
  }
}

/** DISCREPANCY (spec 02 §7, with alarmType and alarmName): the same periods totalled per vehicle and alarm. */
@Injectable()
export class DiscrepancyReport extends AlarmReport {
  constructor(
    sources: ReportSources,
    alarms: AlarmPeriodsSource,
    output: TableReportOutput,
    @Inject(AccessDirectory) directory: AccessDirectory,
  ) {
    super(sources, alarms, output, directory);
  }

  protected table(rows: AlarmReportRow[], spec: ReportSpec): TableReport {
    return discrepancyTable(rows, spec.language, spec.timeZone, Math.min(spec.toTsMs, Date.now()));
  }
}
