import { finished } from 'node:stream/promises';

import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Injectable } from '@nestjs/common';

import { OrganizationSlots } from '../queue/organization-slots';
import type { ReportSpec, ReportTypeName } from '../reports/report-request';
import type { ReportActor } from '../sources/report-actor';
import { AlarmEventsReport, DiscrepancyReport } from './alarm-reports';
import { EcoScoreReport } from './eco-score-report';
import { JournalReport } from './journal-report';
import { ReportCache, type ReportReads } from './report-cache';
import type { RenderedReport } from './rendered-report';
import { PurposeReport } from './purpose-report';
import { type ReportScope, ReportScopes } from './report-scope';
import { SalaryReport } from './salary-report';
import { SummaryAllVehiclesReport, SummaryDriverReport, SummaryVehicleReport } from './summary-reports';
import { TrackerReport } from './tracker-report';

/** One report type's renderer: the report of a validated request, or the catalogue's code for an empty one. */
export interface ReportRenderer {
  /** What the type is made from, so that a report made before can be sent again (ReportCache); none: always made. */
  readonly reads?: ReportReads;
  render(spec: ReportSpec, actor: ReportActor, scope: ReportScope): Promise<RenderedReport>;
}

/**
 * Renders any report: reads its scope, sends a report made before from the cache when nothing it is made from has
 * changed since (ReportCache), else takes one of the organisation's generation slots (held until the last byte
 * is read, so a slow download of a year counts against its own organisation only) and hands it to its type's
 * renderer.
 */
@Injectable()
export class ReportGenerator {
  private readonly renderers: Partial<Record<ReportTypeName, ReportRenderer>>;

  constructor(
    private readonly scopes: ReportScopes,
    private readonly slots: OrganizationSlots,
    private readonly cache: ReportCache,
    journal: JournalReport,
    summaryVehicle: SummaryVehicleReport,
    summaryDriver: SummaryDriverReport,
    summaryAllVehicles: SummaryAllVehiclesReport,
    purpose: PurposeReport,
    salary: SalaryReport,
    ecoScore: EcoScoreReport,
    trackers: TrackerReport,
    alarmEvents: AlarmEventsReport,
    discrepancy: DiscrepancyReport,
  ) {
    this.renderers = {
      JOURNAL: journal,
      SUMMARY_VEHICLE: summaryVehicle,
      SUMMARY_DRIVER: summaryDriver,
      SUMMARY_ALL_VEHICLES: summaryAllVehicles,
      PURPOSE: purpose,
      SALARY: salary,
      ECOSCORE: ecoScore,
      TRACKERS: trackers,
      ALARM_EVENTS: alarmEvents,
      DISCREPANCY: discrepancy,
    };
  }

  /**
   * `wait` true (a download): waits for one of the organisation's download slots. `wait` false (a queued job): when
   * the organisation's job slots are all taken, OrganizationBusyError at once, and the job is tried again a little
   * later instead of holding a worker while it waits.
   */
  async generate(
    spec: ReportSpec,
    actor: ReportActor,
    options: { wait: boolean; signal?: AbortSignal } = { wait: true },
  ): Promise<RenderedReport> {
    const renderer = this.renderers[spec.type];
    if (!renderer) throw new DomainError(ErrorCode.REPORT_TYPE_UNKNOWN, `${spec.type} reports are not available yet`);
    const scope = await this.scopes.resolve(spec, actor);
    const key = renderer.reads && (await this.cache.keyOf(spec, actor, scope, renderer.reads));
    const kept = key ? await this.cache.find(key) : undefined;
    if (kept) return kept;
    if (key) this.cache.begin(key);
    const organizationId = actor.caller.selectedOrganizationId;
    try {
      const release = options.wait
        ? await this.slots.acquire(organizationId, 'downloads', options.signal)
        : await this.slots.tryAcquire(organizationId, 'jobs');
      if (!release) throw new OrganizationBusyError(organizationId);
      try {
        const report = await renderer.render(spec, actor, scope);
        finished(report.body).then(release, release);
        return key ? this.cache.keep(key, report) : report;
      } catch (error) {
        await release();
        throw error;
      }
    } catch (error) {
      if (key) this.cache.abandon(key);
      throw error;
    }
  }
}

/** The organisation already generates as many reports as it may at once. */
export class OrganizationBusyError extends Error {
  constructor(readonly organizationId: number) {
    super(`organization ${organizationId} is generating its limit of reports`);
  }
}
