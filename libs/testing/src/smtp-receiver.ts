import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';

import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

import type { Mailbox } from './mailbox';

export interface ReceivedMail {
  /** Envelope recipients (who the mail was delivered to, Bcc included). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header ('' without one). */
  messageId: string;
  /** Attachments: name, type and size (their bytes stay out of the shared mailbox's JSON). */
  attachments: Array<{ filename: string; contentType: string; size: number }>;
}

/** A receiver of the test's own: a Mailbox whose mails are also at hand as they arrive. */
export interface SmtpReceiver extends Mailbox {
  port: number;
  mails: ReceivedMail[];
}

/** A real SMTP server on `port` (default: a free one) that parses and keeps every mail it receives (no TLS, any or no login). */
export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            from: firstAddress(parsed.from),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              size: attachment.size,
            })),
          };
          mails.push(mail);
          arrivals.emit('mail', mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const listening = (server.server.address() as AddressInfo).port;

  return {
    port: listening,
    url: `smtp://127.0.0.1:${listening}`,
    mails,
    received: () => Promise.resolve([...mails]),
    waitForMail: (predicate, timeoutMs = 10_000) => waitForMail(mails, arrivals, predicate, timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function waitForMail(
  mails: readonly ReceivedMail[],
  arrivals: EventEmitter,
  predicate: (mail: ReceivedMail) => boolean,
  timeoutMs: number,
): Promise<ReceivedMail> {
  const existing = mails.find(predicate);
  if (existing !== undefined) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const onMail = (mail: ReceivedMail) => {
      if (!predicate(mail)) return;
      clearTimeout(timer);
      arrivals.off('mail', onMail);
      resolve(mail);
    };
    const timer = setTimeout(() => {
      arrivals.off('mail', onMail);
      reject(new Error(`no matching mail within ${timeoutMs} ms (received ${mails.length})`));
    }, timeoutMs);
    arrivals.on('mail', onMail);
  });
}

function firstAddress(address: AddressObject | AddressObject[] | undefined): string {
  const first = Array.isArray(address) ? address[0] : address;
  return first?.value[0]?.address?.toLowerCase() ?? '';
}
