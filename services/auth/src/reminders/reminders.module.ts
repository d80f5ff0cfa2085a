import { Module } from '@nestjs/common';

import { AttestationReminderHandler } from './attestation-reminder.handler';

/** Mails the journal's attestation reminders (consumer declared in service.ts). */
@Module({ providers: [AttestationReminderHandler] })
export class RemindersModule {}
