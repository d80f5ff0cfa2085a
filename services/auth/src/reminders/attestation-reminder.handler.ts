import type { journalEventsV1 } from '@fleetlog/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { AUTH_CONFIG, type AuthConfig } from '../config';
import { REDIS } from '../database/redis.module';
import { AuthMailer } from '../mail/auth-mailer';
import { UserEntity } from '../users/user.entity';

/** How long a mailed reminder's id is remembered, so a redelivered event is not a second mail. */
const MAILED_TTL_SECONDS = 30 * 24 * 3600;

/**
 * journal.attestation-reminders.v1: an administrator asked a driver to attest a month (PUT /attest/remind). auth
 * holds the driver's address, so auth mails it. The mail is sent before the event counts as handled (a failed send
 * is retried by the consumer); the reminder's id, remembered in Redis after the send (per consumer group), makes a
 * redelivery, or a new deployment reading the topic from its beginning, no second mail. A driver archived or deleted
 * meanwhile gets none.
 */
@Injectable()
export class AttestationReminderHandler {
  private readonly logger = new Logger(AttestationReminderHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly mailer: AuthMailer,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  async handle(event: journalEventsV1.AttestationReminder): Promise<void> {
    const mailed = `auth:attestation-reminder:${this.config.AUTH_REMINDERS_GROUP_ID}:${event.reminderId}`;
    if (await this.redis.exists(mailed)) return;
    const user = await this.em.fork().findOne(UserEntity, { id: event.driverUserId }, { filters: false });
    if (!user || user.archived || !user.email) {
      this.logger.log({ msg: 'reminder not mailed: no active driver', reminderId: event.reminderId });
      return;
    }
    const vehicle = [event.registry, event.vehicleName].filter(Boolean).join(' ') || `#${event.vehicleId}`;
    await this.mailer.sendAttestationReminder(
      { email: user.email, displayName: user.displayName },
      { vehicle, vehicleId: event.vehicleId, year: event.year, month: event.month, message: event.message },
    );
    await this.redis.set(mailed, '1', 'EX', MAILED_TTL_SECONDS);
  }
}
