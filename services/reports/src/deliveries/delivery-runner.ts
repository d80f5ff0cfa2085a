import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

import { CallerResolver, ServiceKey } from '@fleetlog/access';
import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { REPORTS_CONFIG, type ReportsConfig } from '../config';
import { ReportFiles } from '../files/report-files';
import { OrganizationBusyError, ReportGenerator } from '../generation/report-generator';
import { periodText, reportTitle } from '../reports/file-name';
import { reportSpec } from '../reports/report-request';
import { backgroundActor } from '../sources/report-actor';
import { claimDelivery, type DeliveryOutcome, recordOutcome, type StoredDelivery } from './deliveries.repository';
import { ReportMailer } from './report-mailer';

/** How long one attempt may hold its row before another instance may take it. */
const CLAIM_MS = 30 * 60_000;
/** The longest wait between attempts. */
const MAX_RETRY_MS = 60 * 60_000;
/** A job that found its organisation's slots taken tries again after this. */
const BUSY_RETRY_MS = 2_000;

/** What follows an attempt: nothing (sent, failed for good, not ours), or another attempt after a wait. */
export type NextAttempt = { attempt: number; delayMs: number } | null;

/** Failures that no retry can mend: the request is no longer valid for its user. */
const FINAL_CODES = new Set<ErrorCode>([
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.ROOT_OR_ADMIN_REQUIRED,
  ErrorCode.ORGANIZATION_MISSING,
  ErrorCode.VEHICLE_MISSING,
  ErrorCode.USER_MISSING,
  ErrorCode.REPORT_TYPE_UNKNOWN,
  ErrorCode.REPORT_FORMAT_UNAVAILABLE,
  ErrorCode.BAD_TIMESTAMP,
  ErrorCode.MISFORMATTED_FIELDS,
]);
const EMPTY_CODES = new Set<ErrorCode>([ErrorCode.JOURNALS_MISSING, ErrorCode.SUMMARIES_MISSING]);

/**
 * One attempt of an e-mailed report: claim the row, generate the report as its user (rights as they are now) into a
 * temporary file, attach it (or, over the attachment limit, store it and send a signed link), send it with the
 * delivery's Message-ID, record the outcome. A failure waits and tries again (doubling waits, capped at an hour)
 * until REPORTS_DELIVERY_MAX_ATTEMPTS, then the delivery is FAILED with the reason; an SMTP outage delays a report
 * and never loses it.
 */
@Injectable()
export class DeliveryRunner {
  private readonly logger = new Logger(DeliveryRunner.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(REPORTS_CONFIG) private readonly config: ReportsConfig,
    @Inject(CallerResolver) private readonly callers: CallerResolver,
    private readonly key: ServiceKey,
    private readonly generator: ReportGenerator,
    private readonly files: ReportFiles,
    private readonly mailer: ReportMailer,
  ) {}

  async attempt(deliveryId: number): Promise<NextAttempt> {
    const delivery = await claimDelivery(this.em.fork(), deliveryId, CLAIM_MS);
    if (!delivery) return null;
    const directory = await mkdtemp(join(tmpdir(), 'fleetlog-report-'));
    try {
      const outcome = await this.deliver(delivery, directory);
      await this.record(delivery.id, outcome);
      return outcome.status === 'QUEUED'
        ? {
            attempt: delivery.attempts + (outcome.countAttempt ? 1 : 0),
            delayMs: outcome.nextAttemptAt!.getTime() - Date.now(),
          }
        : null;
    } catch (error) {
      return this.failed(delivery, error);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  private async deliver(delivery: StoredDelivery, directory: string): Promise<DeliveryOutcome> {
    const caller = await this.callers.resolve(this.key.onBehalfOf(delivery.requestedBy, delivery.organizationId));
    const spec = reportSpec(delivery.request, caller, 'email');
    let report;
    try {
      report = await this.generator.generate(spec, backgroundActor(caller, this.key), { wait: false });
    } catch (error) {
      if (error instanceof OrganizationBusyError) {
        return { status: 'QUEUED', countAttempt: false, nextAttemptAt: new Date(Date.now() + BUSY_RETRY_MS) };
      }
      if (error instanceof DomainError && EMPTY_CODES.has(error.code)) {
        return { status: 'EMPTY', countAttempt: true, lastError: error.message };
      }
      throw error;
    }
    const path = join(directory, 'report');
    await pipeline(report.body, createWriteStream(path));
    const byteSize = (await stat(path)).size;
    const file = { fileName: report.fileName, contentType: report.contentType, byteSize };
    const title = reportTitle(spec.type, spec.language);
    const period = delivery.period ?? periodText(spec);
    const base = { to: delivery.recipients, messageId: delivery.messageId, language: spec.language, title, period };
    if (byteSize > this.config.REPORTS_ATTACHMENT_LIMIT_BYTES) {
      const expiresAt = new Date(Date.now() + this.config.REPORTS_LINK_TTL_HOURS * 3_600_000);
      const token = await this.files.store(delivery.id, path, file, expiresAt);
      const url = `${this.config.PUBLIC_URL.replace(/\/$/, '')}/api/report-files/${token}`;
      await this.mailer.send({ ...base, link: { url, expiresAt } });
      return { status: 'SENT', countAttempt: true, lastError: '', fileName: file.fileName, byteSize, sentAsLink: true };
    }
    await this.mailer.send({ ...base, attachment: { fileName: file.fileName, path, contentType: file.contentType } });
    return { status: 'SENT', countAttempt: true, lastError: '', fileName: file.fileName, byteSize, sentAsLink: false };
  }

  private async failed(delivery: StoredDelivery, error: unknown): Promise<NextAttempt> {
    const reason = reasonOf(error);
    const attempts = delivery.attempts + 1;
    const final =
      (error instanceof DomainError && FINAL_CODES.has(error.code)) ||
      attempts >= this.config.REPORTS_DELIVERY_MAX_ATTEMPTS;
    const delayMs = Math.min(this.config.REPORTS_RETRY_BASE_MS * 2 ** (attempts - 1), MAX_RETRY_MS);
    this.logger.warn({ msg: 'report delivery attempt failed', deliveryId: delivery.id, attempts, final, reason });
    await this.record(delivery.id, {
      status: final ? 'FAILED' : 'QUEUED',
      countAttempt: true,
      lastError: reason,
      nextAttemptAt: final ? undefined : new Date(Date.now() + delayMs),
    });
    return final ? null : { attempt: attempts, delayMs };
  }

  private async record(id: number, outcome: DeliveryOutcome): Promise<void> {
    await this.em.fork().transactional((tx) => recordOutcome(tx, id, outcome));
  }
}

/** What the administrator reads in the delivery log: the SMTP answer or the error's message, never a stack. */
function reasonOf(error: unknown): string {
  if (error instanceof DomainError) return `${ErrorCode[error.code] ?? error.code}: ${error.message}`;
  const smtp = error as { response?: string; code?: string; message?: string };
  return (smtp.response ?? [smtp.code, smtp.message].filter(Boolean).join(': ')) || String(error);
}
