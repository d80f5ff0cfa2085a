import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream';

import { AccessDirectory } from '@fleetlog/access';
import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

import { REPORTS_CONFIG, type ReportsConfig } from '../config';
import type { ReportSpec } from '../reports/report-request';
import type { ReportActor } from '../sources/report-actor';
import { ReportSources } from '../sources/report-sources';
import type { RenderedReport } from './rendered-report';
import type { ReportScope } from './report-scope';
import { monthsOf } from './salary-report';
import { tripSearchOf } from './trip-stream';

/** What a report type is made from, besides its request and who asks: the owners' data it reads. */
export interface ReportReads {
  /** The journal's trips of the scope and period. */
  trips: boolean;
  /** The journal's attestation months of the period. */
  months: boolean;
  /** Fleet's vehicles of the scope. */
  vehicles: boolean;
}

/** A report being made: those asking for it meanwhile wait for `promise`; undefined when it is not kept. */
interface Making {
  promise: Promise<KeptReport | undefined>;
  resolve(made: KeptReport | undefined): void;
}

interface KeptReport {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Reports made before, kept in memory while what they were made from is unchanged: the same report asked again (the
 * month's journal an administrator downloads twice, the summary a team opens every morning) is sent from memory
 * instead of being read and rendered again.
 *
 * A report is found by a key made of its whole request, who asks it (user, roles, organisation, and the user's and
 * organisation's names the file prints) and the owners' answers about what it reads, asked as that user: the
 * journal's digest of the trips (GetJournalDigest: the same digest, the same trips with every field and the same
 * privacy rule's outcome), the attestation months themselves, and fleet's vehicles. Any change of a trip, a month, a
 * vehicle or the user's rights gives another key, so a kept report is never out of date; the key costs one query per
 * owner and no rendering. Kept at most REPORTS_CACHE_TTL_MINUTES, within REPORTS_CACHE_MAX_MB (least recently used
 * out first); a report over a tenth of that is not kept. Per instance: each replica keeps its own.
 */
@Injectable()
export class ReportCache {
  private readonly kept: LRUCache<string, KeptReport> | undefined;
  private readonly maxEntryBytes: number;
  /** Reports being made at this moment, by key, for the requests that ask the same meanwhile. */
  private readonly making = new Map<string, Making>();

  constructor(
    @Inject(REPORTS_CONFIG) config: ReportsConfig,
    private readonly sources: ReportSources,
    private readonly directory: AccessDirectory,
  ) {
    const maxBytes = config.REPORTS_CACHE_MAX_MB * 1024 * 1024;
    this.maxEntryBytes = Math.floor(maxBytes / 10);
    this.kept =
      maxBytes > 0
        ? new LRUCache<string, KeptReport>({
            maxSize: maxBytes,
            sizeCalculation: (report) => report.bytes.length + report.fileName.length + 64,
            ttl: config.REPORTS_CACHE_TTL_MINUTES * 60_000,
          })
        : undefined;
  }

  /** The report's key; undefined when reports are not kept here. */
  async keyOf(
    spec: ReportSpec,
    actor: ReportActor,
    scope: ReportScope,
    reads: ReportReads,
  ): Promise<string | undefined> {
    if (!this.kept) return undefined;
    const { caller } = actor;
    const hash = createHash('sha256').update(
      JSON.stringify({
        spec,
        user: caller.principal.userId,
        roles: [...caller.principal.roles].sort(),
        organization: caller.selectedOrganizationId,
        userName: this.directory.users.get(caller.principal.userId)?.displayName ?? '',
        organizationName: caller.organizations.get(caller.selectedOrganizationId)?.fullName ?? '',
        scope: {
          vehicleIds: scope.vehicleIds,
          organizationIds: scope.organizationIds,
          everyVehicle: scope.everyVehicle,
          driverIds: scope.driverIds,
        },
      }),
    );
    const [trips, months, vehicles] = await Promise.all([
      reads.trips ? this.tripsDigest(spec, actor, scope) : '',
      reads.months ? this.monthsDigest(spec, actor) : '',
      reads.vehicles ? this.vehiclesDigest(scope) : '',
    ]);
    return hash.update(`|${trips}|${months}|${vehicles}`).digest('hex');
  }

  /**
   * The report of the key to send again: kept, or being made for another request at this moment (then this one waits
   * for it instead of making it a second time); undefined when it must be made.
   */
  async find(key: string): Promise<RenderedReport | undefined> {
    const found = this.kept?.get(key) ?? (await this.making.get(key)?.promise);
    if (!found) return undefined;
    return { fileName: found.fileName, contentType: found.contentType, body: Readable.from([found.bytes]) };
  }

  /** The report of the key is being made here: until `keep` has it (or `abandon`), `find` waits for it. */
  begin(key: string): void {
    if (!this.kept || this.making.has(key)) return;
    let resolve!: (made: KeptReport | undefined) => void;
    const promise = new Promise<KeptReport | undefined>((settle) => (resolve = settle));
    this.making.set(key, { promise, resolve });
  }

  /** The report of the key will not be kept after all (its making failed): those waiting make their own. */
  abandon(key: string): void {
    this.making.get(key)?.resolve(undefined);
    this.making.delete(key);
  }

  /**
   * The report as it renders, kept under the key once its last byte is made (a report that fails half-way, or grows
   * over the entry limit, is not kept).
   */
  keep(key: string, report: RenderedReport): RenderedReport {
    const kept = this.kept;
    if (!kept) return report;
    const chunks: Buffer[] = [];
    let size = 0;
    let keeping = true;
    const maxEntryBytes = this.maxEntryBytes;
    const settle = (made: KeptReport | undefined) => {
      if (made) kept.set(key, made);
      this.making.get(key)?.resolve(made);
      this.making.delete(key);
    };
    const copy = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (keeping) {
          size += chunk.length;
          keeping = size <= maxEntryBytes;
          if (keeping) chunks.push(chunk);
          else chunks.length = 0;
        }
        done(null, chunk);
      },
      flush(done) {
        settle(
          keeping
            ? { fileName: report.fileName, contentType: report.contentType, bytes: Buffer.concat(chunks, size) }
            : undefined,
        );
        done();
      },
    });
    // A failure of the rendering ends the copy with it (the reader never takes a cut file for a whole one).
    return {
      ...report,
      body: pipeline(report.body, copy, (error) => {
        if (error) settle(undefined);
      }),
    };
  }

  private async tripsDigest(spec: ReportSpec, actor: ReportActor, scope: ReportScope): Promise<string> {
    const search = tripSearchOf(spec, scope);
    if (!search) return 'none';
    const found = await this.sources.journalDigest(actor, search);
    return found.digest;
  }

  /** The months as the journal answers them (the answer's fields in its own order: equal answers, equal text). */
  private async monthsDigest(spec: ReportSpec, actor: ReportActor): Promise<string> {
    const hash = createHash('sha256');
    const answers = await Promise.all(monthsOf(spec).map(({ year, month }) => this.sources.months(actor, year, month)));
    for (const months of answers) hash.update(JSON.stringify(months)).update('|');
    return hash.digest('hex');
  }

  private async vehiclesDigest(scope: ReportScope): Promise<string> {
    const hash = createHash('sha256');
    hash.update(JSON.stringify(await scope.vehicles()));
    return hash.digest('hex');
  }
}
