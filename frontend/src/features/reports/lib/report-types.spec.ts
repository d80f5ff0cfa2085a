import { describe, expect, it } from 'vitest';

import { reportCsvDelimiter } from './csv-delimiter';
import { defaultChoices, emailProblem, exportRequest } from './export-form';
import { reportQuery } from './report-query';
import { formatsOf, JOURNAL_MENU_TYPES, reportTypesFor } from './report-types';

const period = { fromTsMs: 1_790_805_600_000, toTsMs: 1_793_484_000_000 };
const env = { language: 'sv' as const, csvDelimiter: ';' as const };

describe('report menus', () => {
  it('offers a driver the journal, the driver summary and the purpose report only; an admin every one', () => {
    expect(reportTypesFor(JOURNAL_MENU_TYPES, ['DRIVER'])).toEqual(['JOURNAL', 'SUMMARY_DRIVER', 'PURPOSE']);
    expect(reportTypesFor(JOURNAL_MENU_TYPES, ['ADMIN'])).toEqual(JOURNAL_MENU_TYPES);
    expect(reportTypesFor(['SALARY', 'ECOSCORE'], ['ROOT'])).toEqual(['SALARY', 'ECOSCORE']);
  });

  it('has the all-vehicles summary as PDF only and the eco score by e-mail only', () => {
    expect(formatsOf('SUMMARY_ALL_VEHICLES')).toEqual(['PDF']);
    expect(defaultChoices('ECOSCORE', 'me@firma.se')).toEqual({
      format: 'PDF',
      delivery: 'email',
      emailText: 'me@firma.se',
      showPrivate: false,
    });
    expect(defaultChoices('JOURNAL', 'me@firma.se')).toMatchObject({ format: 'PDF', delivery: 'download' });
  });

  it('asks for semicolons on Windows and commas elsewhere (spec 01 §9)', () => {
    expect(reportCsvDelimiter('Win32')).toBe(';');
    expect(reportCsvDelimiter('Windows')).toBe(';');
    expect(reportCsvDelimiter('MacIntel')).toBe(',');
    expect(reportCsvDelimiter('Linux x86_64')).toBe(',');
    expect(reportCsvDelimiter(undefined)).toBe(',');
  });

  it('requires a valid e-mail for a report by e-mail', () => {
    const email = { ...defaultChoices('JOURNAL', ''), delivery: 'email' as const };
    expect(emailProblem({ ...email, emailText: ' ' })).toEqual({ kind: 'required' });
    expect(emailProblem({ ...email, emailText: 'a@b.se, nej' })).toEqual({ kind: 'invalid', value: 'nej' });
    expect(emailProblem({ ...email, emailText: 'a@b.se; c@d.se' })).toBeNull();
    expect(emailProblem({ ...email, delivery: 'download', emailText: '' })).toBeNull();
  });

  it('builds the query of the route: ids comma-separated, the delimiter for CSV only, recipients for e-mail only', () => {
    const csv = exportRequest(
      'JOURNAL',
      { vehicleIds: [3, 4], driverIds: [] },
      period,
      { format: 'CSV', delivery: 'download', emailText: 'x@y.se', showPrivate: true },
      env,
    );
    expect(reportQuery(csv)).toEqual({
      fromTsMs: period.fromTsMs,
      toTsMs: period.toTsMs,
      vehicleIds: '3,4',
      driverIds: undefined,
      organizationIds: undefined,
      allVehicles: undefined,
      timeZone: 'Europe/Stockholm',
      showPrivate: true,
      tripFilter: undefined,
      fileName: undefined,
      lang: 'sv',
      csvDelimiter: ';',
      email: undefined,
    });
    const all = exportRequest(
      'SUMMARY_ALL_VEHICLES',
      { vehicleIds: [3] },
      period,
      { format: 'PDF', delivery: 'email', emailText: 'a@b.se, c@d.se', showPrivate: true },
      env,
    );
    expect(reportQuery(all)).toMatchObject({
      vehicleIds: undefined,
      allVehicles: true,
      showPrivate: undefined,
      csvDelimiter: undefined,
      email: 'a@b.se,c@d.se',
    });
  });
});
