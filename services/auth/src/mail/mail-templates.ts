export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function render(paragraphs: string[], link: string, linkLabel: string): Pick<MailContent, 'text' | 'html'> {
  const text = [...paragraphs, '', link].join('\n');
  const html = [
    ...paragraphs.map((p) => (p === '' ? '<br>' : `<p>${escapeHtml(p)}</p>`)),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>`,
  ].join('\n');
  return { text, html };
}

/** Set-password link for a newly invited user (Swedish first, English below). */
export function invitationMail(input: { fullName: string; link: string; validDays: number }): MailContent {
  const name = input.fullName.trim() || 'där';
  return {
    subject: 'Välkommen till Fleetlog / Welcome to Fleetlog',
    ...render(
      [
        `Hej ${name}!`,
        `Du har blivit inbjuden till Fleetlog. Välj ditt lösenord via länken nedan. Länken gäller i ${input.validDays} dagar.`,
        '',
        `Hi ${name}!`,
        `You have been invited to Fleetlog. Choose your password using the link below. The link is valid for ${input.validDays} days.`,
      ],
      input.link,
      'Välj lösenord / Choose password',
    ),
  };
}

/** Password-reset link (Swedish first, English below). */
export function passwordResetMail(input: { fullName: string; link: string; validMinutes: number }): MailContent {
  const name = input.fullName.trim() || 'där';
  return {
    subject: 'Återställ ditt lösenord / Reset your password',
    ...render(
      [
        `Hej ${name}!`,
        `Vi har fått en begäran om att återställa ditt lösenord. Använd länken nedan inom ${input.validMinutes} minuter. Om du inte begärt detta kan du bortse från meddelandet.`,
        '',
        `Hi ${name}!`,
        `We received a request to reset your password. Use the link below within ${input.validMinutes} minutes. If you did not ask for this, you can ignore this message.`,
      ],
      input.link,
      'Återställ lösenord / Reset password',
    ),
  };
}

/** `${base}/auth/reset-password?token=…` — the frontend's reset-password route handles both reset and invitation. */
export function resetPasswordLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/auth/reset-password?token=${encodeURIComponent(token)}`;
}
