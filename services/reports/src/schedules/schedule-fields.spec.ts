import type { Caller, KnownOrganization } from '@fleetlog/access';
import { ErrorCode, REPORT_LIMITS, reportsV1 } from '@fleetlog/contracts';
import type { Role } from '@fleetlog/security';

import { assertScheduleAdmin, scheduleFields } from './schedule-fields';

function callerOf(roles: Role[], organizationIds: number[] = [10, 11]): Caller {
  const organizations = new Map<number, KnownOrganization>(
    organizationIds.map((id) => [id, { id, parentId: null, fullName: `Org ${id}` }]),
  );
  return {
    principal: { userId: 7, organizationId: organizationIds[0]!, roles, token: '' },
    scope: { kind: 'orgs', organizationIds },
    organizations,
    selectedOrganizationId: organizationIds[0]!,
    organizationSelected: false,
    showArchived: false,
  };
}

const admin = callerOf(['ADMIN']);
// The delivery log's validRecipients in short (importing it here would load the queue's modules).
const recipients = (values: readonly string[]) => {
  if (values.length === 0) throw Object.assign(new Error('no recipient'), { code: ErrorCode.MISSING_FIELDS });
  return [...values];
};
const fields = (input: reportsV1.ReportSchedule, caller: Caller) => scheduleFields(input, caller, recipients);
const schedule = (fields: Partial<reportsV1.ReportSchedule>) =>
  reportsV1.ReportSchedule.fromPartial({ reportTarget: [1], email: ['boss@example.se'], ...fields });

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: ErrorCode }).code;
  }
  return undefined;
};

describe('scheduleFields', () => {
  it("fills the spec's defaults: JOURNAL, PDF, day 1, show-private off, sv, Stockholm, the type's title", () => {
    expect(fields(schedule({}), admin)).toEqual({
      organizationId: 10,
      name: 'Körjournal',
      reportType: 'JOURNAL',
      vehicleIds: [1],
      organizationIds: [],
      driverIds: [],
      driverOrganizationIds: [],
      emails: ['boss@example.se'],
      dayOfMonth: 1,
      zoneId: 'Europe/Stockholm',
      reportFormat: 'PDF',
      showPrivate: false,
      language: 'sv',
    });
    const english = fields(
      schedule({ reportType: reportsV1.ReportType.SALARY, language: 'en', reportFormat: reportsV1.ReportFormat.CSV }),
      admin,
    );
    expect([english.name, english.reportType, english.reportFormat]).toEqual(['Payroll report', 'SALARY', 'CSV']);
  });

  it('refuses a day outside 1–31, an unknown zone, a type a schedule does not send, a bad name or language', () => {
    expect(codeOf(() => fields(schedule({ schedule: 32 }), admin))).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(codeOf(() => fields(schedule({ schedule: -1 }), admin))).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(fields(schedule({ schedule: 31 }), admin).dayOfMonth).toBe(31);
    expect(codeOf(() => fields(schedule({ zoneId: 'Mars/Olympus' }), admin))).toBe(ErrorCode.BAD_ZONE_ID);
    expect(fields(schedule({ zoneId: 'America/New_York' }), admin).zoneId).toBe('America/New_York');
    expect(codeOf(() => fields(schedule({ reportType: reportsV1.ReportType.PURPOSE }), admin))).toBe(
      ErrorCode.REPORT_TYPE_UNKNOWN,
    );
    expect(codeOf(() => fields(schedule({ name: 'a\u0007b' }), admin))).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(codeOf(() => fields(schedule({ name: 'x'.repeat(201) }), admin))).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(codeOf(() => fields(schedule({ language: 'de' }), admin))).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });

  it('wants a target and a recipient', () => {
    expect(codeOf(() => fields(schedule({ reportTarget: [] }), admin))).toBe(ErrorCode.MISSING_FIELDS);
    expect(fields(schedule({ reportTarget: [], reportTargetDrivers: [5] }), admin).driverIds).toEqual([5]);
    expect(codeOf(() => fields(schedule({ email: [] }), admin))).toBe(ErrorCode.MISSING_FIELDS);
    const tooMany = Array.from({ length: REPORT_LIMITS.ids + 1 }, (_, index) => index + 1);
    expect(codeOf(() => fields(schedule({ reportTarget: tooMany }), admin))).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });

  it('keeps to the organisations the caller sees: its own by default, another answers ORGANIZATION_MISSING', () => {
    expect(fields(schedule({ organizationId: 11 }), admin).organizationId).toBe(11);
    expect(codeOf(() => fields(schedule({ organizationId: 99 }), admin))).toBe(ErrorCode.ORGANIZATION_MISSING);
    expect(codeOf(() => fields(schedule({ reportTargetOrganizations: [99] }), admin))).toBe(
      ErrorCode.ORGANIZATION_MISSING,
    );
    expect(codeOf(() => fields(schedule({ reportTargetDriverOrganizations: [99] }), admin))).toBe(
      ErrorCode.ORGANIZATION_MISSING,
    );
  });

  it('is for ADMIN, ROOT and HEXA only', () => {
    expect(codeOf(() => assertScheduleAdmin(callerOf(['DRIVER'])))).toBe(ErrorCode.ROOT_OR_ADMIN_REQUIRED);
    for (const role of ['ADMIN', 'ROOT', 'HEXA'] as Role[]) {
      expect(codeOf(() => assertScheduleAdmin(callerOf([role])))).toBeUndefined();
    }
  });
});
