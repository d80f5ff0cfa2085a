import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { type ReceivedMail, startSmtpReceiver } from './smtp-receiver';

/**
 * What a test reads mail through: a receiver of its own (startSmtpReceiver) or the shared run's mailbox, which the
 * services started once per run send to and which test files in other processes read over HTTP.
 */
export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`, the form SMTP_URL takes. */
  url: string;
  /** The first mail, received already or later, that `predicate` accepts. */
  waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Every mail received so far. */
  received(): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A shared mailbox's two faces: SMTP for the services, HTTP (GET /mails) for the tests. */
export interface MailboxServer {
  smtpUrl: string;
  httpUrl: string;
  close(): Promise<void>;
}

/** Started by the shared run: a real SMTP receiver whose mails are served as JSON on a free HTTP port. */
export async function startMailboxServer(): Promise<MailboxServer> {
  const receiver = await startSmtpReceiver();
  const http: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/mails') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(receiver.mails));
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    smtpUrl: receiver.url,
    httpUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await receiver.close();
    },
  };
}

/** A test's view of a shared mailbox; mails are fetched when asked for (every 100 ms while waiting). */
export function mailboxClient(server: { smtpUrl: string; httpUrl: string }): Mailbox {
  const received = async (): Promise<ReceivedMail[]> => {
    const response = await fetch(`${server.httpUrl}/mails`);
    if (!response.ok) throw new Error(`the shared mailbox answered ${response.status}`);
    return (await response.json()) as ReceivedMail[];
  };
  return {
    url: server.smtpUrl,
    received,
    async waitForMail(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = await received();
        const found = mails.find(predicate);
        if (found) return found;
        if (Date.now() >= deadline)
          throw new Error(`no matching mail within ${timeoutMs} ms (the shared mailbox holds ${mails.length})`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: async () => undefined,
  };
}
