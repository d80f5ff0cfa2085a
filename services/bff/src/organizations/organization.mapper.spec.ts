import { authV1 } from '@fleetlog/contracts';

import { toAdminCreateOrganizationRequest } from '../admin/admin.mapper';
import { AdminCreateOrganizationBodySchema } from '../admin/admin.schemas';
import { toOrganizationJson, toOrganizationPublicJson } from './organization.mapper';
import { OrganizationPublicSchema, OrganizationSchema, UpdateOrganizationBodySchema } from './organization.schemas';

const anOrganization = (overrides: Partial<authV1.Organization> = {}): authV1.Organization =>
  authV1.Organization.fromPartial({
    organizationId: 3,
    fullName: 'Nordbygg AB',
    postalAddress: { streetAndNum: 'Storgatan 1', zip: '11122', city: 'Stockholm', state: '', country: 'SE' },
    kontekApiAccess: { instance: 'i', username: 'u', password: 'should-never-leave', passwordSet: true },
    modules: { map: { active: false } },
    ...overrides,
  });

describe(toOrganizationJson.name, () => {
  it('produces exactly the fields the OpenAPI Organization schema documents', () => {
    const json = toOrganizationJson(anOrganization());
    expect(OrganizationSchema.strict().parse(json)).toEqual(json);
    expect(Object.keys(json).sort()).toEqual(Object.keys(OrganizationSchema.shape).sort());
  });

  it('covers every field of the proto message', () => {
    const protoFields = Object.keys(authV1.Organization.fromPartial({}));
    expect(protoFields.filter((field) => !(field in toOrganizationJson(anOrganization())))).toEqual([]);
  });

  it('never returns the payroll-integration password', () => {
    const json = toOrganizationJson(anOrganization());
    expect(JSON.stringify(json)).not.toContain('should-never-leave');
    expect(json.kontekApiAccess).toEqual({ instance: 'i', username: 'u', passwordSet: true });
  });

  it('returns null for unset addresses (gRPC leaves unset messages null)', () => {
    const json = toOrganizationJson({ ...anOrganization(), invoiceAddress: null as unknown as undefined });
    expect(json.invoiceAddress).toBeNull();
  });
});

describe(toOrganizationPublicJson.name, () => {
  it('produces exactly the public fields, never the integration, settings or invoice address', () => {
    const json = toOrganizationPublicJson(
      anOrganization({ settings: { ORG_ALLOWED_SPEED_REPORT: true }, imeiFlagEmails: ['ops@x.test'] }),
    );
    expect(Object.keys(json).sort()).toEqual(Object.keys(OrganizationPublicSchema.shape).sort());
    expect(OrganizationPublicSchema.strict().parse(json)).toEqual(json);
    expect(JSON.stringify(json)).not.toMatch(/kontek|ops@x\.test|ORG_ALLOWED_SPEED_REPORT|invoice/);
  });
});

describe('organisation request schemas', () => {
  it('fills missing address parts with empty strings', () => {
    expect(UpdateOrganizationBodySchema.parse({ postalAddress: { city: 'Malmö' } })).toEqual({
      postalAddress: { streetAndNum: '', zip: '', city: 'Malmö', state: '', country: '' },
    });
  });

  it('rejects fields an admin may not change through this route', () => {
    expect(UpdateOrganizationBodySchema.safeParse({ fullName: 'New name' }).success).toBe(false);
  });

  it('maps a superadmin create body onto the proto request', () => {
    const body = AdminCreateOrganizationBodySchema.parse({
      fullName: 'Test AB',
      imeiFlagEmails: ['ops@test.se'],
      modules: { map: { active: true } },
      adminUserEmail: 'admin@test.se',
      adminUserFullName: 'Admin Test',
    });
    expect(toAdminCreateOrganizationRequest(body, 'http://localhost:3000')).toEqual({
      organization: expect.objectContaining({
        fullName: 'Test AB',
        imeiFlagEmails: { values: ['ops@test.se'] },
        modules: { modules: { map: { active: true } } },
        email: undefined,
      }),
      adminUserEmail: 'admin@test.se',
      adminUserFullName: 'Admin Test',
      adminUserPassword: '',
      sendInvite: false,
      linkBaseUrl: 'http://localhost:3000',
    });
  });
});
