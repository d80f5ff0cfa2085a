import { AccessDirectory } from '@fleetlog/access';
import { createLogger } from '@fleetlog/logging';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';

import { ALARMS_CONFIG, type AlarmsConfig } from '../config';
import { findPeriod } from '../periods/periods.repository';
import { vehicleLabel } from '../read-models/read-models.repository';
import { alarmMail } from './alarm-mail';
import { claimWaiting, type ClaimedNotification, markAttemptFailed, markSent } from './notifications.repository';

const BATCH = 20;
const CLAIM_MS = 120_000;
const MAX_RETRY_MS = 3_600_000;

/**
 * Sends the waiting e-mail notifications of the delivery log: claimed (so two instances never send one twice), sent
 * through SMTP with the notification's stable Message-ID, then marked; a failed attempt is tried again after a wait
 * that doubles (capped at an hour) until the attempts are spent, then marked FAILED with SMTP's answer. An SMTP
 * outage delays notifications and loses none; the evaluators only write rows, so a slow mail server never slows them.
 */
@Injectable()
export class NotificationDelivery implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger;
  private readonly transport: Transporter;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopping = false;
  private again = false;

  constructor(
    @Inject(ALARMS_CONFIG) private readonly config: AlarmsConfig,
    private readonly em: EntityManager,
    @Inject(AccessDirectory) private readonly directory: AccessDirectory,
  ) {
    this.logger = createLogger({ service: 'alarms', level: config.LOG_LEVEL }).child({ component: 'notifications' });
    this.transport = createTransport(config.SMTP_URL);
  }

  onApplicationBootstrap(): void {
    if (!this.config.ALARMS_DELIVERY_ENABLED) return;
    this.timer = setInterval(() => void this.runOnce(), this.config.ALARMS_DELIVERY_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  /**
   * Called after a transaction that may have written notifications: a round now, or right after the one running, so a
   * notification leaves within milliseconds of its commit instead of at the next tick (the tick stays for other
   * instances' rows and retries).
   */
  kick(): void {
    if (!this.config.ALARMS_DELIVERY_ENABLED || this.stopping) return;
    if (this.running) this.again = true;
    else void this.runOnce();
  }

  /** One round: every waiting notification that can be claimed, a batch at a time. */
  runOnce(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.deliverWaiting()
      .catch((err: unknown) => this.logger.warn({ err }, 'notifications not delivered; tried again next round'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
    return this.running;
  }

  private async deliverWaiting(): Promise<void> {
    while (!this.stopping) {
      const claimed = await claimWaiting(this.em.fork(), BATCH, CLAIM_MS);
      if (claimed.length === 0) return;
      for (const note of claimed) await this.deliver(note);
      if (claimed.length < BATCH) return;
    }
  }

  private async deliver(note: ClaimedNotification): Promise<void> {
    const em = this.em.fork();
    try {
      const period = await findPeriod(em, note.periodId);
      if (!period) throw new Error(`period ${note.periodId} is gone`);
      const driver = period.driverId ? (this.directory.users.get(period.driverId)?.displayName ?? '') : '';
      const mail = alarmMail({
        period,
        kind: note.kind,
        language: note.language,
        vehicle: period.vehicleId ? await vehicleLabel(em, period.vehicleId) : '',
        driver,
        timeZone: 'Europe/Stockholm',
        link: `${this.config.PUBLIC_URL.replace(/\/$/, '')}/app/alarmsEvents?periodId=${period.id}`,
      });
      await this.transport.sendMail({
        from: this.config.MAIL_FROM,
        to: note.recipient,
        messageId: note.messageId,
        ...mail,
      });
      await markSent(em, note.id);
      // Who got which alarm; the body is not logged.
      this.logger.info({ notificationId: note.id, periodId: period.id, kind: note.kind }, 'alarm mail sent');
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const retry =
        note.attempts >= this.config.ALARMS_DELIVERY_MAX_ATTEMPTS
          ? null
          : Math.min(MAX_RETRY_MS, this.config.ALARMS_RETRY_BASE_MS * 2 ** (note.attempts - 1));
      await markAttemptFailed(em, note.id, reason, retry);
      this.logger.warn(
        { notificationId: note.id, attempts: note.attempts, retryInMs: retry, reason },
        'alarm mail failed',
      );
    }
  }
}
