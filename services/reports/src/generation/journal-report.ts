import { AccessDirectory } from '@fleetlog/access';
import { ErrorCode, type journalV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Injectable, Logger } from '@nestjs/common';

import { ZonedClock } from '../render/format/zoned-time';
import {
  type Attestation,
  groupJournalSections,
  journalCsv,
  type JournalSection,
  reportTripFromGrpc,
  writeJournalPdf,
} from '../render/journal';
import { reportFileName } from '../reports/file-name';
import type { ReportSpec } from '../reports/report-request';
import type { ReportActor } from '../sources/report-actor';
import { ReportSources } from '../sources/report-sources';
import { bodyFrom, CONTENT_TYPES, type RenderedReport } from './rendered-report';
import type { ReportScope } from './report-scope';
import { tripsOf } from './trip-stream';
import type { ReportReads } from './report-cache';
import type { ReportRenderer } from './report-generator';

/**
 * The driving journal (JOURNAL) as PDF or CSV: the journal's trips as the actor may see them (the journal applies its
 * one privacy rule: another driver's private trip arrives withheld), one section per vehicle and month with its
 * totals and the month's attestation trail.
 */
@Injectable()
export class JournalReport implements ReportRenderer {
  readonly reads: ReportReads = { trips: true, months: true, vehicles: false };
  private readonly logger = new Logger(JournalReport.name);

  constructor(
    private readonly sources: ReportSources,
    private readonly directory: AccessDirectory,
  ) {}

  async render(spec: ReportSpec, actor: ReportActor, scope: ReportScope): Promise<RenderedReport> {
    const trips = tripsOf(this.sources, spec, actor, scope);
    const sections = await groupJournalSections(
      (async function* () {
        for await (const entry of trips) yield reportTripFromGrpc(entry);
      })(),
      spec.timeZone,
    );
    if (sections.length === 0) throw new DomainError(ErrorCode.JOURNALS_MISSING, 'no trips in the period');
    await this.attachAttestations(sections, spec, actor);
    const registrations = [...new Set(sections.map((section) => section.vehicleLabel).filter(Boolean))];
    const userName = this.directory.users.get(actor.caller.principal.userId)?.displayName ?? '';
    const organizationName = actor.caller.organizations.get(actor.caller.selectedOrganizationId)?.fullName;
    if (spec.format === 'CSV') {
      return {
        fileName: reportFileName(spec, registrations, userName, 'csv'),
        contentType: CONTENT_TYPES.CSV,
        body: journalCsv(sections, {
          lang: spec.language,
          timeZone: spec.timeZone,
          showPrivate: spec.showPrivate,
          delimiter: spec.csvDelimiter,
        }),
      };
    }
    return {
      fileName: reportFileName(spec, registrations, userName, 'pdf'),
      contentType: CONTENT_TYPES.PDF,
      body: bodyFrom((output) =>
        writeJournalPdf(
          sections,
          {
            lang: spec.language,
            timeZone: spec.timeZone,
            showPrivate: spec.showPrivate,
            organizationName,
            period: { fromMs: spec.fromTsMs, toMs: spec.toTsMs },
          },
          output,
        ),
      ),
    };
  }

  /**
   * Each section's attestation trail from the journal's months (the review list): attested by the month's driver
   * and when, approved or refused and by whom. A caller the review list is not for (a driver) gets its own months
   * from the same call where the journal allows it; otherwise the sections say nothing of attestation.
   */
  private async attachAttestations(sections: JournalSection[], spec: ReportSpec, actor: ReportActor): Promise<void> {
    const months = [...new Set(sections.map((section) => section.monthKey))];
    const states = new Map<string, journalV1.MonthState[]>();
    for (const monthKey of months) {
      let found: journalV1.MonthState[];
      try {
        found = await this.sources.months(actor, Math.floor(monthKey / 100), monthKey % 100);
      } catch (error) {
        this.logger.debug({ msg: 'attestation months unavailable', monthKey, error: (error as Error).message });
        return;
      }
      for (const state of found) {
        const key = `${state.vehicleId}:${monthKey}`;
        states.set(key, [...(states.get(key) ?? []), state]);
      }
    }
    const clock = new ZonedClock(spec.timeZone);
    void clock;
    for (const section of sections) {
      const found = states.get(`${section.vehicleId}:${section.monthKey}`) ?? [];
      section.attestation = attestationOf(found);
    }
  }
}

/** The month's state of the driver with the most trips in it (a pool car's month may have several drivers). */
function attestationOf(states: readonly journalV1.MonthState[]): Attestation {
  const state = [...states].sort((a, b) => b.tripCount - a.tripCount)[0];
  if (!state) return {};
  const attestation: Attestation = {};
  if (state.attested || state.adminApproved || state.refused) {
    attestation.attestedBy = state.driverName;
    if (state.attestedTsMs) attestation.attestedAtMs = state.attestedTsMs;
  }
  if (state.adminApproved || state.refused) {
    attestation.decision = {
      outcome: state.adminApproved ? 'approved' : 'refused',
      by: state.reviewedByName ?? '',
      atMs: state.reviewedTsMs ?? 0,
    };
  }
  return attestation;
}
