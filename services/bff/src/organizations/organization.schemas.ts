import { z } from 'zod/v4';

import { component } from '../common/openapi';
import { lineText } from '../common/text';

const shortText = lineText;

export const AddressSchema = component(
  'Address',
  z.object({
    streetAndNum: z.string(),
    zip: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
  }),
);

/** An address in a request: every part optional, missing parts stored as empty. */
export const AddressInputSchema = component(
  'AddressInput',
  z.strictObject({
    streetAndNum: shortText().default(''),
    zip: shortText(20).default(''),
    city: shortText().default(''),
    state: shortText().default(''),
    country: shortText().default(''),
  }),
);

export const ModuleFlagSchema = component('ModuleFlag', z.object({ active: z.boolean() }));

export const OrganizationSchema = component(
  'Organization',
  z.object({
    organizationId: z.number().int(),
    fullName: z.string(),
    organizationNumber: z.string(),
    parentOrganization: z.number().int().describe('0 means none'),
    email: z.string(),
    phone: z.string(),
    postalAddress: AddressSchema.nullable(),
    invoiceAddress: AddressSchema.nullable(),
    imeiFlagEmails: z.array(z.string()),
    kontekEnabled: z.boolean(),
    kontekCompanyNumber: z.number().int(),
    kontekUrlDomain: z.string(),
    kontekApiAccess: z
      .object({ instance: z.string(), username: z.string(), passwordSet: z.boolean() })
      .nullable()
      .describe('The password is write-only; passwordSet tells whether one is stored'),
    kontekActive: z.boolean(),
    modules: z.record(z.string(), ModuleFlagSchema),
    settings: z.record(z.string(), z.boolean()),
    createdTsMs: z.number().int(),
  }),
);

/** What a DRIVER reads of its own organisation (auth decides; the BFF passes nothing more). */
export const OrganizationPublicSchema = component(
  'OrganizationPublic',
  OrganizationSchema.pick({
    organizationId: true,
    fullName: true,
    organizationNumber: true,
    parentOrganization: true,
    email: true,
    phone: true,
    postalAddress: true,
    modules: true,
  }),
);

export const OrganizationSimpleSchema = component(
  'OrganizationSimple',
  z.object({
    organizationId: z.number().int(),
    fullName: z.string(),
    parentOrganization: z.number().int(),
  }),
);

export const UpdateOrganizationBodySchema = component(
  'UpdateOrganizationBody',
  z.strictObject({
    postalAddress: AddressInputSchema.optional(),
    invoiceAddress: AddressInputSchema.optional(),
    phone: shortText(50).optional(),
  }),
);

export const NoMapViewSchema = component('NoMapViewOrganizations', z.object({ orgIds: z.array(z.number().int()) }));

export type OrganizationJson = z.output<typeof OrganizationSchema>;
export type OrganizationPublicJson = z.output<typeof OrganizationPublicSchema>;
export type OrganizationSimpleJson = z.output<typeof OrganizationSimpleSchema>;
export type UpdateOrganizationBody = z.output<typeof UpdateOrganizationBodySchema>;
