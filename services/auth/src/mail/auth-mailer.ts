import { Inject, Injectable } from '@nestjs/common';

import { AUTH_CONFIG, type AuthConfig } from '../config';
import { attestationReminderMail, invitationMail, passwordResetMail, resetPasswordLink } from './mail-templates';
import { MailService } from './mail.service';

export interface MailRecipient {
  email: string;
  displayName: string;
}

/**
 * The mails auth sends. The invitation and the reset are queued after the database change that created their token
 * has committed; the attestation reminder is sent while its event is handled (a failure is retried).
 */
@Injectable()
export class AuthMailer {
  constructor(
    private readonly mail: MailService,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  sendInvitation(to: MailRecipient, token: string, linkBaseUrl: string): void {
    const link = resetPasswordLink(this.baseUrl(linkBaseUrl), token);
    const validDays = Math.round(this.config.INVITE_TTL_SECONDS / 86_400);
    this.mail.sendInBackground(to.email, invitationMail({ fullName: to.displayName, link, validDays }));
  }

  sendPasswordReset(to: MailRecipient, token: string, linkBaseUrl: string): void {
    const link = resetPasswordLink(this.baseUrl(linkBaseUrl), token);
    const validMinutes = Math.round(this.config.PASSWORD_RESET_TTL_SECONDS / 60);
    this.mail.sendInBackground(to.email, passwordResetMail({ fullName: to.displayName, link, validMinutes }));
  }

  /** Spec 02 §4 "Remind": the driver's month in a vehicle, with a link to its journal. */
  async sendAttestationReminder(
    to: MailRecipient,
    month: { vehicle: string; vehicleId: number; year: number; month: number; message: string },
  ): Promise<void> {
    const link = new URL(`/journey?vehicleId=${month.vehicleId}`, this.config.PUBLIC_BASE_URL).toString();
    await this.mail.send(to.email, attestationReminderMail({ fullName: to.displayName, link, ...month }));
  }

  // Only http(s) bases are accepted from a request; anything else falls back to the configured public URL.
  private baseUrl(requested: string): string {
    return /^https?:\/\/[^\s]+$/i.test(requested) ? requested : this.config.PUBLIC_BASE_URL;
  }
}
