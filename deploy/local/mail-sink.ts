import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The demo's local mail receiver: a real SMTP server that keeps every message as an .eml file under .local/mail and
 * reports it (recipient, subject, first link) so invitations and reset links can be followed without a mail provider.
 */
export function startMailSink(port: number, dir: string, report: (line: string) => void): Promise<SMTPServer> {
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks);
        const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${session.id}.eml`);
        writeFileSync(file, raw);
        const mail = await simpleParser(raw);
        const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
        report(`mail to ${to}: "${mail.subject ?? ''}" ${link} (${file})`);
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
