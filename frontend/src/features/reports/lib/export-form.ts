// The export modal's choices (spec 02 §2.1 "export report", §5 "Report by e-mail: e-mail required and valid", §9
// defaults) and the request they make.
import { APP_TIME_ZONE } from '../../../lib/dates';
import type { CsvDelimiter, ReportFormat, ReportLanguage, ReportRequest, ReportType } from '../api/types';
import type { ReportPeriod } from './periods';
import { downloadable, formatsOf, hasShowPrivate } from './report-types';
import { isEmail } from './schedule-form';

export type DeliveryChoice = 'download' | 'email';

export interface ExportChoices {
  format: ReportFormat;
  delivery: DeliveryChoice;
  /** Recipients as typed, comma-separated. */
  emailText: string;
  showPrivate: boolean;
}

/** What the page the menu sits on already decided: the selection and, usually, the period. */
export interface ExportContext {
  period?: ReportPeriod | null;
  vehicleIds?: readonly number[];
  driverIds?: readonly number[];
  organizationIds?: readonly number[];
  /** The organisation the request is made for (its header). */
  organizationId?: number | null;
}

export function defaultChoices(type: ReportType, ownEmail: string): ExportChoices {
  return {
    format: formatsOf(type)[0]!,
    delivery: downloadable(type) ? 'download' : 'email',
    emailText: downloadable(type) ? '' : ownEmail,
    showPrivate: false,
  };
}

export const splitEmails = (text: string): string[] =>
  text
    .split(/[,;\s]+/)
    .map((e) => e.trim())
    .filter(Boolean);

export type EmailProblem = { kind: 'required' } | { kind: 'invalid'; value: string };

export function emailProblem(choices: ExportChoices): EmailProblem | null {
  if (choices.delivery !== 'email') return null;
  const emails = splitEmails(choices.emailText);
  if (emails.length === 0) return { kind: 'required' };
  const bad = emails.find((e) => !isEmail(e));
  return bad ? { kind: 'invalid', value: bad } : null;
}

export interface RequestEnvironment {
  language: ReportLanguage;
  csvDelimiter: CsvDelimiter;
}

export function exportRequest(
  type: ReportType,
  context: ExportContext,
  period: ReportPeriod,
  choices: ExportChoices,
  env: RequestEnvironment,
): ReportRequest {
  const allVehicles = type === 'SUMMARY_ALL_VEHICLES';
  return {
    fromTsMs: period.fromTsMs,
    toTsMs: period.toTsMs,
    vehicleIds: allVehicles ? undefined : context.vehicleIds,
    driverIds: allVehicles ? undefined : context.driverIds,
    organizationIds: context.organizationIds,
    allVehicles: allVehicles || undefined,
    timeZone: APP_TIME_ZONE,
    showPrivate: hasShowPrivate(type) ? choices.showPrivate : undefined,
    lang: env.language,
    csvDelimiter: choices.format === 'CSV' ? env.csvDelimiter : undefined,
    email: choices.delivery === 'email' ? splitEmails(choices.emailText) : undefined,
  };
}
