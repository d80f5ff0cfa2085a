import { ALARM_NAME_LABELS } from '@fleetlog/contracts';

import type { PeriodRow } from '../periods/periods.repository';
import type { NotificationKind } from './notifications.repository';

export interface MailFacts {
  period: PeriodRow;
  kind: NotificationKind;
  language: 'sv' | 'en';
  vehicle: string; // registry or name; '' when the tracker has no vehicle
  driver: string; // '' when unknown
  timeZone: string;
  link: string;
}

const TEXT = {
  sv: {
    opened: 'Larm',
    repeated: 'Larmet pågår fortfarande',
    closed: 'Larmet har upphört',
    late: 'rapporterat i efterhand',
    what: 'Vad',
    vehicle: 'Fordon',
    tracker: 'Enhet',
    driver: 'Förare',
    where: 'Var',
    when: 'När',
    ended: 'Upphörde',
    hidden: 'dold (privat resa)',
    unknown: 'okänd',
    open: 'Visa larmet',
  },
  en: {
    opened: 'Alarm',
    repeated: 'The alarm is still on',
    closed: 'The alarm has ended',
    late: 'reported late',
    what: 'What',
    vehicle: 'Vehicle',
    tracker: 'Tracker',
    driver: 'Driver',
    where: 'Where',
    when: 'When',
    ended: 'Ended',
    hidden: 'hidden (private trip)',
    unknown: 'unknown',
    open: 'View the alarm',
  },
} as const;

function when(ms: number, timeZone: string, language: 'sv' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-GB', {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(ms));
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * An alarm's e-mail in the recipient's language: what, which vehicle and driver, where (the address, else the
 * coordinates; nothing during another driver's private trip), when in the organisation's time zone, and a link.
 */
export function alarmMail(facts: MailFacts): { subject: string; text: string; html: string } {
  const t = TEXT[facts.language];
  const { period } = facts;
  const label = ALARM_NAME_LABELS[period.alarmName]?.[facts.language] ?? t.opened;
  const heading = facts.kind === 'CLOSED' ? t.closed : facts.kind === 'REPEATED' ? t.repeated : t.opened;
  const where = period.positionHidden
    ? t.hidden
    : period.address ||
      (period.latitude !== null && period.longitude !== null
        ? `${period.latitude.toFixed(5)}, ${period.longitude.toFixed(5)}`
        : t.unknown);
  const subject =
    `${heading}: ${label} – ${period.settingName}` +
    (facts.vehicle ? ` – ${facts.vehicle}` : '') +
    (period.late ? ` (${t.late})` : '');
  const rows: Array<[string, string]> = [
    [t.what, `${label}${period.detail ? ` (${period.detail})` : ''}: ${period.settingName}`],
    [facts.vehicle ? t.vehicle : t.tracker, facts.vehicle || period.imei || t.unknown],
    [t.driver, facts.driver || t.unknown],
    [t.where, where],
    [t.when, when(period.startMs, facts.timeZone, facts.language)],
  ];
  if (period.stopMs !== null) rows.push([t.ended, when(period.stopMs, facts.timeZone, facts.language)]);
  const text = [heading, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', `${t.open}: ${facts.link}`].join('\n');
  const html =
    `<h2>${escapeHtml(heading)}</h2><table>` +
    rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('') +
    `</table><p><a href="${escapeHtml(facts.link)}">${escapeHtml(t.open)}</a></p>`;
  return { subject, text, html };
}
