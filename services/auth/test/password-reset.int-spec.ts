import { useBeforeAll } from '@fleetlog/testing';

import { PasswordTokenEntity } from '../src/session/password-token.entity';
import { generateResetToken, hashResetToken } from '../src/session/reset-token-rules';
import { as, call, codeOf, unique, useAuthHarness } from './support/auth-harness';
import { linkToken, mailTo } from './support/mail';
import { createRoot, createTenant, login, PASSWORD } from './support/tenants';

const BASE = 'https://app.fleetlog.test';

describe('Password reset and invitations (gRPC + SMTP)', () => {
  const h = useAuthHarness();
  const root = useBeforeAll(() => createRoot(h));
  const tenant = useBeforeAll(() => createTenant(h, root));

  it('mails a reset link whose token works exactly once', async () => {
    await call(h.auth.requestPasswordReset({ email: tenant.driver.email, linkBaseUrl: BASE }));
    const mail = await mailTo(h.smtp, tenant.driver.email);
    expect(mail.subject).toContain('Återställ');
    const { link, token } = linkToken(mail);
    expect(link.startsWith(`${BASE}/auth/reset-password?token=`)).toBe(true);

    await call(h.auth.validatePasswordToken({ token }));
    await call(h.auth.resetPassword({ token, password: 'New-password-1', passwordConfirmation: 'New-password-1' }));
    await expect(login(h, tenant.driver.email, 'New-password-1')).resolves.toEqual(expect.any(String));
    expect(await codeOf(h.auth.login({ username: tenant.driver.email, password: PASSWORD, clientAddress: '' }))).toBe(
      'INVALID_LOGIN',
    );

    expect(
      await codeOf(h.auth.resetPassword({ token, password: 'Other-pass-2', passwordConfirmation: 'Other-pass-2' })),
    ).toBe('TOKEN_USED');
    expect(await codeOf(h.auth.validatePasswordToken({ token }))).toBe('TOKEN_USED');
  });

  it('applies the password rules on reset and keeps the token usable after a refused attempt', async () => {
    const other = await createTenant(h, root);
    await call(h.auth.requestPasswordReset({ email: other.admin.email, linkBaseUrl: BASE }));
    const { token } = linkToken(await mailTo(h.smtp, other.admin.email));
    expect(await codeOf(h.auth.resetPassword({ token, password: 'short', passwordConfirmation: 'short' }))).toBe(
      'PASSWORD_SHORT',
    );
    expect(
      await codeOf(h.auth.resetPassword({ token, password: 'Long-enough-1', passwordConfirmation: 'Long-enough-2' })),
    ).toBe('PASSWORD_MISMATCH');
    await call(h.auth.resetPassword({ token, password: 'Long-enough-1', passwordConfirmation: 'Long-enough-1' }));
  });

  it('answers TOKEN_EXPIRED for a token past its expiry', async () => {
    const token = generateResetToken();
    const em = h.orm.em.fork();
    em.persist(
      Object.assign(new PasswordTokenEntity(), {
        userId: tenant.admin.userId,
        tokenHash: hashResetToken(token),
        purpose: 'RESET',
        expiresAt: new Date(Date.now() - 60_000),
      }),
    );
    await em.flush();
    expect(await codeOf(h.auth.validatePasswordToken({ token }))).toBe('TOKEN_EXPIRED');
    expect(
      await codeOf(h.auth.resetPassword({ token, password: 'New-password-1', passwordConfirmation: 'New-password-1' })),
    ).toBe('TOKEN_EXPIRED');
  });

  it('answers MISSING_TOKEN for an empty or unknown token', async () => {
    expect(await codeOf(h.auth.validatePasswordToken({ token: '' }))).toBe('MISSING_TOKEN');
    expect(await codeOf(h.auth.validatePasswordToken({ token: generateResetToken() }))).toBe('MISSING_TOKEN');
  });

  it('succeeds silently for an unknown address and sends nothing (no account enumeration)', async () => {
    const email = `${unique('ghost')}@nowhere.test`;
    await call(h.auth.requestPasswordReset({ email, linkBaseUrl: BASE }));
    // A mail requested afterwards arriving first shows the unknown address got nothing queued.
    const other = await createTenant(h, root);
    await call(h.auth.requestPasswordReset({ email: other.driver.email, linkBaseUrl: BASE }));
    await mailTo(h.smtp, other.driver.email);
    expect(h.smtp.mails.some((mail) => mail.to.includes(email))).toBe(false);
  });

  it('stores only the hash of a reset token', async () => {
    await call(h.auth.requestPasswordReset({ email: tenant.admin.email, linkBaseUrl: BASE }));
    const { token } = linkToken(await mailTo(h.smtp, tenant.admin.email));
    const stored = await h.orm.em.fork().findOne(PasswordTokenEntity, { tokenHash: hashResetToken(token) });
    expect(stored).not.toBeNull();
    expect(stored!.tokenHash).not.toContain(token);
    // Reset links live an hour.
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(3600_000);
  });

  it('sends an invitation mail whose link sets the first password', async () => {
    const email = `${unique('invitee')}@tenant.test`;
    const invited = await call(
      h.users.inviteUser({ email, fullName: 'Ida Inbjuden', linkBaseUrl: BASE }, as(tenant.admin.token)),
    );
    expect(invited.inviteSentTsMs).toBeGreaterThan(0);
    expect(invited.roles).toEqual(['DRIVER']);
    expect(invited.organizationId).toBe(tenant.organizationId);

    const mail = await mailTo(h.smtp, email);
    expect(mail.subject).toContain('Välkommen');
    expect(mail.text.indexOf('Hej Ida')).toBeLessThan(mail.text.indexOf('Hi Ida'));
    const { token } = linkToken(mail);
    const stored = await h.orm.em.fork().findOneOrFail(PasswordTokenEntity, { tokenHash: hashResetToken(token) });
    expect(stored.purpose).toBe('INVITE');
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(7 * 24 * 3600_000);

    // No password yet: nothing logs in until the link is used.
    expect(await codeOf(h.auth.login({ username: email, password: '', clientAddress: '' }))).toBe('INVALID_LOGIN');
    await call(h.auth.resetPassword({ token, password: 'Invited-pass-1', passwordConfirmation: 'Invited-pass-1' }));
    await expect(login(h, email, 'Invited-pass-1')).resolves.toEqual(expect.any(String));
  });

  it('sends an invitation when a user is created with sendInvite', async () => {
    const email = `${unique('created')}@tenant.test`;
    const user = await call(
      h.users.createUser(
        {
          name: 'Cilla Skapad',
          email,
          roles: ['DRIVER'],
          sendInvite: true,
          permittedVehicles: [11, 12],
          defaultVehicles: [11],
          phone: '+46700000000',
          password: '',
          linkBaseUrl: BASE,
        },
        as(tenant.admin.token),
      ),
    );
    expect(user.inviteSentTsMs).toBeGreaterThan(0);
    expect(user.permittedVehicles).toEqual([11, 12]);
    const { token } = linkToken(await mailTo(h.smtp, email));
    await call(h.auth.validatePasswordToken({ token }));
  });
});
