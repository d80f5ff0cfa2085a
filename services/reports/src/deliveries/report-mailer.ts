import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';

import { REPORTS_CONFIG, type ReportsConfig } from '../config';
import type { Language } from '../reports/report-request';

export interface ReportMail {
  to: readonly string[];
  messageId: string;
  language: Language;
  /** The report's title and period, as the mail's subject and first line say them. */
  title: string;
  period: string;
  /** The file, attached from a local path; or a link to it when it is over the attachment limit. */
  attachment?: { fileName: string; path: string; contentType: string };
  link?: { url: string; expiresAt: Date };
}

const TEXTS = {
  sv: {
    subject: (title: string, period: string) => `${title} ${period}`,
    attached: (title: string, period: string) => `Här är rapporten ${title} för ${period}. Den finns som bilaga.`,
    linked: (title: string, period: string, url: string, until: string) =>
      `Här är rapporten ${title} för ${period}. Den är för stor för en bilaga; hämta den här (länken gäller till ${until}):\n\n${url}`,
    footer: 'Det här meddelandet skickades av Fleetlog. Svara inte på det.',
  },
  en: {
    subject: (title: string, period: string) => `${title} ${period}`,
    attached: (title: string, period: string) => `Here is the report ${title} for ${period}. It is attached.`,
    linked: (title: string, period: string, url: string, until: string) =>
      `Here is the report ${title} for ${period}. It is too large to attach; download it here (the link works until ${until}):\n\n${url}`,
    footer: 'This message was sent by Fleetlog. Do not reply to it.',
  },
} as const;

/**
 * The reports' mail over SMTP (nodemailer). Every delivery's mail carries the delivery's own Message-ID, so a repeat
 * after a crash between the relay's acceptance and our record of it is recognisably the same mail.
 */
@Injectable()
export class ReportMailer implements OnApplicationShutdown {
  private readonly logger = new Logger(ReportMailer.name);
  private readonly transport: Transporter;

  constructor(@Inject(REPORTS_CONFIG) private readonly config: ReportsConfig) {
    this.transport = createTransport(config.SMTP_URL);
  }

  async send(mail: ReportMail): Promise<void> {
    const texts = TEXTS[mail.language];
    const until = mail.link ? mail.link.expiresAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : '';
    const body = mail.link
      ? texts.linked(mail.title, mail.period, mail.link.url, until)
      : texts.attached(mail.title, mail.period);
    await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: [...mail.to],
      messageId: mail.messageId,
      subject: texts.subject(mail.title, mail.period),
      text: `${body}\n\n${texts.footer}\n`,
      attachments: mail.attachment
        ? [{ filename: mail.attachment.fileName, path: mail.attachment.path, contentType: mail.attachment.contentType }]
        : [],
    });
    // Recipients and the subject only: a link in the body is a credential.
    this.logger.log({ msg: 'report mail sent', to: mail.to, messageId: mail.messageId, linked: Boolean(mail.link) });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
