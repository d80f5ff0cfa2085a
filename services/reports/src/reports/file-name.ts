import { ZonedClock } from '../render/format/zoned-time';
import type { Language, ReportSpec, ReportTypeName } from './report-request';

const TITLES: Record<Language, Record<ReportTypeName, string>> = {
  sv: {
    JOURNAL: 'Körjournal',
    SUMMARY_VEHICLE: 'Sammanställning per fordon',
    SUMMARY_DRIVER: 'Sammanställning per förare',
    SUMMARY_ALL_VEHICLES: 'Sammanställning alla fordon',
    PURPOSE: 'Ändamål',
    SALARY: 'Lönerapport',
    ECOSCORE: 'Eco score',
    TRACKERS: 'Spårarrapport',
    ALARM_EVENTS: 'Larmhändelser',
    DISCREPANCY: 'Avvikelserapport',
  },
  en: {
    JOURNAL: 'Driving journal',
    SUMMARY_VEHICLE: 'Summary per vehicle',
    SUMMARY_DRIVER: 'Summary per driver',
    SUMMARY_ALL_VEHICLES: 'Summary of all vehicles',
    PURPOSE: 'Purposes',
    SALARY: 'Payroll report',
    ECOSCORE: 'Eco score',
    TRACKERS: 'Tracker report',
    ALARM_EVENTS: 'Alarm events',
    DISCREPANCY: 'Discrepancy report',
  },
};

const VEHICLES_WORD: Record<Language, string> = { sv: 'fordon', en: 'vehicles' };

export function reportTitle(type: ReportTypeName, language: Language): string {
  return TITLES[language][type];
}

/** The period as people say it: one month as YYYY/MM (spec 02 §9), else the first and the last day. */
export function periodText(spec: Pick<ReportSpec, 'fromTsMs' | 'toTsMs' | 'timeZone'>): string {
  const clock = new ZonedClock(spec.timeZone);
  const from = clock.local(spec.fromTsMs);
  const last = clock.local(spec.toTsMs - 1);
  const wholeMonth =
    from.day === 1 &&
    from.hour === 0 &&
    from.minute === 0 &&
    from.year === last.year &&
    from.month === last.month &&
    clock.local(spec.toTsMs).day === 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (wholeMonth) return `${from.year}/${pad(from.month)}`;
  return `${from.year}-${pad(from.month)}-${pad(from.day)}–${last.year}-${pad(last.month)}-${pad(last.day)}`;
}

/**
 * Spec 02 §9's file name: the report, the dates, the registrations (or their count and the word for vehicles when
 * five or more) and the user's name; the name the request gives instead, when it gives one. Characters no file
 * system takes are left out.
 */
export function reportFileName(
  spec: ReportSpec,
  registrations: readonly string[],
  userName: string,
  extension: 'pdf' | 'csv',
): string {
  if (spec.fileName) return withExtension(spec.fileName, extension);
  const vehicles =
    registrations.length >= 5 ? `${registrations.length} ${VEHICLES_WORD[spec.language]}` : registrations.join(' ');
  const clock = new ZonedClock(spec.timeZone);
  const dates = `${clock.dateText(spec.fromTsMs)}–${clock.dateText(spec.toTsMs - 1)}`;
  const name = [reportTitle(spec.type, spec.language), dates, vehicles, userName].filter(Boolean).join(' ');
  return withExtension(name, extension);
}

function withExtension(name: string, extension: string): string {
  const clean =
    name
      .replace(/[\p{Cc}\\/:*?"<>|]/gu, '')
      .replace(/\s+/g, ' ')
      .trim() || 'report';
  return clean.toLowerCase().endsWith(`.${extension}`) ? clean : `${clean}.${extension}`;
}
