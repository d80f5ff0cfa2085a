import { createTransport } from 'nodemailer';

import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';

describe(startSmtpReceiver.name, () => {
  let receiver: SmtpReceiver;

  beforeEach(async () => {
    receiver = await startSmtpReceiver();
  });

  afterEach(() => receiver.close());

  function send(to: string, subject: string) {
    const transport = createTransport({ host: '127.0.0.1', port: receiver.port, secure: false, ignoreTLS: true });
    return transport.sendMail({
      from: 'Fleetlog <no-reply@fleetlog.se>',
      to,
      subject,
      text: `Hello ${to}`,
      html: `<p>Hello <b>${to}</b></p>`,
    });
  }

  it('receives and parses a mail', async () => {
    await send('Anna@Demo-Akeri.se', 'Välkommen');
    const mail = await receiver.waitForMail((m) => m.subject === 'Välkommen');
    expect(mail).toEqual({
      to: ['anna@demo-akeri.se'],
      from: 'no-reply@fleetlog.se',
      subject: 'Välkommen',
      text: 'Hello Anna@Demo-Akeri.se',
      html: '<p>Hello <b>Anna@Demo-Akeri.se</b></p>',
      messageId: expect.stringMatching(/^<.+@fleetlog\.se>$/),
      attachments: [],
    });
    expect(receiver.url).toBe(`smtp://127.0.0.1:${receiver.port}`);
  });

  it('waits for a mail that arrives later and ignores others', async () => {
    const waiting = receiver.waitForMail((m) => m.to.includes('b@x.se'));
    await send('a@x.se', 'first');
    await send('b@x.se', 'second');
    await expect(waiting).resolves.toMatchObject({ subject: 'second' });
    expect(receiver.mails.map((m) => m.subject)).toEqual(['first', 'second']);
  });

  it('rejects when no matching mail arrives in time', async () => {
    await expect(receiver.waitForMail(() => false, 50)).rejects.toThrow(/no matching mail/);
  });
});
