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

interface BilingualMail {
  fullName: string;
  subject: string;
  /** The message under the greeting, Swedish and English. */
  swedish: string;
  english: string;
  link: string;
  linkLabel: string;
}

/** A mail greeting the user by name, Swedish first and English below, ending with its link. */
function bilingualMail(mail: BilingualMail): MailContent {
  const name = mail.fullName.trim() || 'där';
  return {
    subject: mail.subject,
    ...render([`Hej ${name}!`, mail.swedish, '', `Hi ${name}!`, mail.english], mail.link, mail.linkLabel),
  };
}

/** Set-password link for a newly invited user. */
export function invitationMail(input: { fullName: string; link: string; validDays: number }): MailContent {
  return bilingualMail({
    fullName: input.fullName,
    subject: 'Välkommen till Fleetlog / Welcome to Fleetlog',
    swedish: `Du har blivit inbjuden till Fleetlog. Välj ditt lösenord via länken nedan. Länken gäller i ${input.validDays} dagar.`,
    english: `You have been invited to Fleetlog. Choose your password using the link below. The link is valid for ${input.validDays} days.`,
    link: input.link,
    linkLabel: 'Välj lösenord / Choose password',
  });
}

const SWEDISH_MONTHS = new Intl.DateTimeFormat('sv-SE', { month: 'long', timeZone: 'UTC' });
const ENGLISH_MONTHS = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });

/** An administrator's reminder to attest a month of trips in a vehicle (spec 02 §4 "Remind"). */
export function attestationReminderMail(input: {
  fullName: string;
  vehicle: string;
  year: number;
  month: number;
  message: string;
  link: string;
}): MailContent {
  const first = new Date(Date.UTC(input.year, input.month - 1, 1));
  const swedishMonth = `${SWEDISH_MONTHS.format(first)} ${input.year}`;
  const englishMonth = `${ENGLISH_MONTHS.format(first)} ${input.year}`;
  const note = input.message.trim();
  return bilingualMail({
    fullName: input.fullName,
    subject: `Påminnelse: attestera ${swedishMonth} / Reminder: attest ${englishMonth}`,
    swedish: `Din administratör påminner dig om att attestera dina resor i ${input.vehicle} för ${swedishMonth}.${note ? ` Meddelande: ${note}` : ''}`,
    english: `Your administrator reminds you to attest your trips in ${input.vehicle} for ${englishMonth}.${note ? ` Message: ${note}` : ''}`,
    link: input.link,
    linkLabel: 'Öppna körjournalen / Open the driving journal',
  });
}

/** Password-reset link. */
export function passwordResetMail(input: { fullName: string; link: string; validMinutes: number }): MailContent {
  return bilingualMail({
    fullName: input.fullName,
    subject: 'Återställ ditt lösenord / Reset your password',
    swedish: `Vi har fått en begäran om att återställa ditt lösenord. Använd länken nedan inom ${input.validMinutes} minuter. Om du inte begärt detta kan du bortse från meddelandet.`,
    english: `We received a request to reset your password. Use the link below within ${input.validMinutes} minutes. If you did not ask for this, you can ignore this message.`,
    link: input.link,
    linkLabel: 'Återställ lösenord / Reset password',
  });
}

/** `${base}/auth/reset-password?token=…` — the frontend's reset-password route handles both reset and invitation. */
export function resetPasswordLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/auth/reset-password?token=${encodeURIComponent(token)}`;
}
