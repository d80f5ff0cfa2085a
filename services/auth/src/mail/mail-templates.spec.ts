import { invitationMail, passwordResetMail, resetPasswordLink } from './mail-templates';

describe(resetPasswordLink.name, () => {
  it('builds the frontend reset route with an encoded token', () => {
    expect(resetPasswordLink('https://app.fleetlog.se/', 'a+b')).toBe(
      'https://app.fleetlog.se/auth/reset-password?token=a%2Bb',
    );
  });
});

describe(invitationMail.name, () => {
  it('is Swedish first with the English text below and carries the link', () => {
    const mail = invitationMail({
      fullName: 'Anna <Admin>',
      link: 'https://x/auth/reset-password?token=t',
      validDays: 7,
    });
    expect(mail.text.indexOf('Hej Anna')).toBeLessThan(mail.text.indexOf('Hi Anna'));
    expect(mail.text).toContain('https://x/auth/reset-password?token=t');
    expect(mail.html).toContain('Anna &lt;Admin&gt;');
  });
});

describe(passwordResetMail.name, () => {
  it('states the validity in minutes', () => {
    expect(passwordResetMail({ fullName: 'B', link: 'l', validMinutes: 60 }).text).toContain('inom 60 minuter');
  });
});
