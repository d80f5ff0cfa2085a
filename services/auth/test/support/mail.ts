import type { ReceivedMail, SmtpReceiver } from '@fleetlog/testing';

export async function mailTo(smtp: SmtpReceiver, email: string): Promise<ReceivedMail> {
  return smtp.waitForMail((mail) => mail.to.includes(email.toLowerCase()), 10_000);
}

/** The token of the `…/auth/reset-password?token=…` link in a mail. */
export function linkToken(mail: ReceivedMail): { link: string; token: string } {
  const match = /(https?:\/\/\S+\/auth\/reset-password\?token=([A-Za-z0-9_%-]+))/.exec(mail.text);
  if (!match) throw new Error(`no reset link in mail: ${mail.text}`);
  return { link: match[1], token: decodeURIComponent(match[2]) };
}
