import { ROLE_NAMES, TEXT_LIMITS, USER_LIMITS } from '@fleetlog/contracts';
import { z } from 'zod/v4';

import { component } from '../common/openapi';
import { boundedRecord, emailText, lineText, requiredLineText, secretText } from '../common/text';
import { ModuleFlagSchema } from '../organizations/organization.schemas';

export const ROLES = ROLE_NAMES; // from vocabulary.proto
export const MAP_TYPES = ['LIGHT', 'DARK'] as const;

const entityId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const shortText = lineText;
const requiredText = requiredLineText;
// Limits shared with auth, which checks them again (services/bff/README.md "Input limits").
const displayName = requiredText(USER_LIMITS.displayName);
const phone = shortText(USER_LIMITS.phone);
// A role named twice is still one role: a list longer than the vocabulary is a mistake.
const roles = z.array(z.enum(ROLES)).min(1).max(ROLES.length);
const vehicleIds = z.array(entityId).max(USER_LIMITS.vehicles);
const purposes = z
  .array(requiredText(USER_LIMITS.purposeLength))
  .max(USER_LIMITS.purposes)
  .describe(`Travel purposes: at most ${USER_LIMITS.purposes}, each at most ${USER_LIMITS.purposeLength} characters`);
const settings = boundedRecord(requiredText(TEXT_LIMITS.code), z.boolean(), USER_LIMITS.settings);
// Password rules (length, confirmation, reuse) belong to the auth service, which answers with precise codes.
const password = secretText(1000);
// The format (hex digits, at most 16) is auth's to check: it answers MISFORMATTED_FIELDS or IBUTTON_ALREADY_EXISTS.
const ibuttonId = shortText(64)
  .nullable()
  .describe(
    "The id printed on the driver's iButton key tag (spaces, colons and dashes allowed; ADMIN, ROOT and HEXA only); " +
      'empty or null: none',
  );

export const UserOrganizationSchema = component(
  'UserOrganization',
  z.object({
    organizationId: z.number().int(),
    fullName: z.string(),
    modules: z.record(z.string(), ModuleFlagSchema),
    parentOrganization: z.number().int(),
  }),
);

export const UserSchema = component(
  'User',
  z.object({
    id: z.number().int().describe('Same as userId'),
    userId: z.number().int(),
    displayName: z.string(),
    displayEmail: z.string(),
    phone: z.string(),
    roles: z.array(z.enum(ROLES)),
    organizationId: z.number().int(),
    organizations: z.array(UserOrganizationSchema),
    permittedVehicles: z.array(z.number().int()),
    defaultVehicles: z.array(z.number().int()),
    currentVehicle: z.array(z.number().int()),
    mapType: z.string(),
    hasApprovedGdpr: z.boolean(),
    purposes: z.array(z.string()),
    settings: z.record(z.string(), z.boolean()),
    isArchived: z.boolean(),
    archivedTsMs: z.number().int(),
    inviteSentTsMs: z.number().int(),
    lastSeenApp: z.number().int(),
    lastSeenDriving: z.number().int(),
    kontekEmployeeNumber: z.string(),
    kontekEmployeeKey: z.string(),
    ibuttonId: z
      .string()
      .nullable()
      .describe("The driver's iButton key as trackers report it (16 lower-case hex digits); null when none"),
  }),
);

export const UserSimpleSchema = component(
  'UserSimple',
  UserSchema.pick({ id: true, userId: true, displayName: true, organizationId: true, isArchived: true }),
);

export const CreateUserBodySchema = component(
  'CreateUserBody',
  z.strictObject({
    name: displayName,
    email: emailText(USER_LIMITS.email),
    roles,
    sendInvite: z.boolean().default(false),
    permittedVehicles: vehicleIds.default([]),
    defaultVehicles: vehicleIds.default([]),
    phone: phone.optional(),
    password: password.optional().describe('Initial password; without it the user sets one via the invitation'),
    ibuttonId: ibuttonId.optional(),
  }),
);

export const UpdateUserBodySchema = component(
  'UpdateUserBody',
  z.strictObject({
    displayName: displayName.optional(),
    displayEmail: emailText(USER_LIMITS.email).optional(),
    phone: phone.optional(),
    roles: roles.optional(),
    permittedVehicles: vehicleIds.optional(),
    defaultVehicles: vehicleIds.optional(),
    purposes: purposes.optional(),
    mapType: z.enum(MAP_TYPES).optional(),
    hasApprovedGdpr: z.boolean().optional(),
    organizationId: entityId.optional().describe('Moves the user to another organisation'),
    settings: settings.optional(),
    kontekEmployeeNumber: shortText(USER_LIMITS.kontekEmployeeNumber).optional(),
    kontekEmployeeKey: shortText(USER_LIMITS.kontekEmployeeKey).optional(),
    ibuttonId: ibuttonId.optional(),
    password: password.optional().describe('New password (own account only, with oldPassword)'),
    oldPassword: password.optional(),
    passwordConfirmation: password.optional(),
  }),
);

export const InviteUserBodySchema = component(
  'InviteUserBody',
  z.strictObject({
    email: emailText(USER_LIMITS.email),
    fullName: displayName,
  }),
);

export type UserJson = z.output<typeof UserSchema>;
export type UserSimpleJson = z.output<typeof UserSimpleSchema>;
export type UserOrganizationJson = z.output<typeof UserOrganizationSchema>;
export type CreateUserBody = z.output<typeof CreateUserBodySchema>;
export type UpdateUserBody = z.output<typeof UpdateUserBodySchema>;
export type InviteUserBody = z.output<typeof InviteUserBodySchema>;
