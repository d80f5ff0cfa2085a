import { LIST_LIMITS, TEXT_LIMITS } from '@fleetlog/contracts';
import { z } from 'zod/v4';

import { component } from '../common/openapi';
import { boundedRecord, emailText, lineText, requiredLineText, secretText } from '../common/text';
import { AddressInputSchema, ModuleFlagSchema, OrganizationSchema } from '../organizations/organization.schemas';
import { UserSchema } from '../users/user.schemas';

const entityId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const shortText = lineText;
// Organisation e-mail is optional contact data; an empty string clears it.
const optionalEmail = z.union([emailText(), z.literal('')]);

/** Organisation fields a superadmin may set (spec 01 §3.3), all optional so PATCH sends only what changes. */
const adminOrganizationFields = {
  fullName: requiredLineText(200).optional(),
  organizationNumber: shortText(50).optional(),
  parentOrganization: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().describe('0 means none'),
  email: optionalEmail.optional(),
  phone: shortText(50).optional(),
  postalAddress: AddressInputSchema.optional(),
  invoiceAddress: AddressInputSchema.optional(),
  imeiFlagEmails: z
    .array(emailText())
    .max(LIST_LIMITS.typed)
    .optional()
    .describe(`Who is mailed about IMEI flags, at most ${LIST_LIMITS.typed} addresses`),
  kontekEnabled: z.boolean().optional(),
  kontekCompanyNumber: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  kontekUrlDomain: shortText(255).optional(),
  kontekApiAccess: z
    .strictObject({
      instance: shortText(255).default(''),
      username: shortText(255).default(''),
      password: secretText(1000).optional().describe('Write-only; omit to keep the stored one'),
    })
    .optional(),
  modules: boundedRecord(requiredLineText(TEXT_LIMITS.code), ModuleFlagSchema).optional(),
};

export const AdminCreateOrganizationBodySchema = component(
  'AdminCreateOrganizationBody',
  z.strictObject({
    ...adminOrganizationFields,
    fullName: requiredLineText(200),
    adminUserEmail: emailText(),
    adminUserFullName: requiredLineText(200),
    adminUserPassword: secretText(1000).optional(),
    sendInvite: z.boolean().default(false),
  }),
);

export const AdminUpdateOrganizationBodySchema = component(
  'AdminUpdateOrganizationBody',
  z.strictObject(adminOrganizationFields),
);

export const AdminCreateOrganizationResponseSchema = component(
  'AdminCreateOrganizationResponse',
  z.object({ organization: OrganizationSchema, adminUser: UserSchema.nullable() }),
);

const settingKey = requiredLineText(TEXT_LIMITS.code);

/**
 * The bodies that set and remove an on/off switch of the record `idField` names; a removal may repeat the value,
 * which it ignores.
 */
function settingBodies<IdField extends string>(name: string, idField: IdField) {
  const fields = { [idField]: entityId, key: settingKey } as Record<IdField, typeof entityId> & {
    key: typeof settingKey;
  };
  return {
    set: component(`${name}Body`, z.strictObject({ ...fields, value: z.boolean() })),
    remove: component(`${name}DeleteBody`, z.strictObject({ ...fields, value: z.boolean().optional() })),
  };
}

const organizationSetting = settingBodies('OrganizationSetting', 'organizationId');
export const OrganizationSettingBodySchema = organizationSetting.set;
export const OrganizationSettingDeleteBodySchema = organizationSetting.remove;

const userSetting = settingBodies('UserSetting', 'userId');
export const UserSettingBodySchema = userSetting.set;
export const UserSettingDeleteBodySchema = userSetting.remove;

export type AdminCreateOrganizationBody = z.output<typeof AdminCreateOrganizationBodySchema>;
export type AdminUpdateOrganizationBody = z.output<typeof AdminUpdateOrganizationBodySchema>;
export type AdminCreateOrganizationResponseJson = z.output<typeof AdminCreateOrganizationResponseSchema>;
