import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';

import { AUTH_CONFIG, type AuthConfig } from '../config';
import type { MailContent } from './mail-templates';

@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;

  constructor(@Inject(AUTH_CONFIG) private readonly config: AuthConfig) {
    this.transport = createTransport(config.SMTP_URL);
  }

  async send(to: string, content: MailContent): Promise<void> {
    await this.transport.sendMail({ from: this.config.MAIL_FROM, to, ...content });
    // The body holds a live link token: log only who got which kind of mail.
    this.logger.log({ msg: 'mail sent', to, subject: content.subject });
  }

  /** For mails sent after a commit: a failure is logged, the committed change stands. */
  sendInBackground(to: string, content: MailContent): void {
    this.send(to, content).catch((err: unknown) => this.logger.error({ err, msg: 'mail failed', to }));
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
