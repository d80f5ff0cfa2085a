import type { authV1 } from '@fleetlog/contracts';

import { toModulesJson } from '../organizations/organization.mapper';
import {
  type CreateUserBody,
  ROLES,
  type UpdateUserBody,
  type UserJson,
  type UserOrganizationJson,
  type UserSimpleJson,
} from './user.schemas';

type Role = (typeof ROLES)[number];
const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Proto → API JSON; users also carry `id` (= userId), which the web app uses as the row key. */
export function toUserJson(user: authV1.User): UserJson {
  return {
    id: user.userId,
    userId: user.userId,
    displayName: user.displayName,
    displayEmail: user.displayEmail,
    phone: user.phone,
    roles: (user.roles ?? []).filter(isRole),
    organizationId: user.organizationId,
    organizations: (user.organizations ?? []).map(toUserOrganizationJson),
    permittedVehicles: [...(user.permittedVehicles ?? [])],
    defaultVehicles: [...(user.defaultVehicles ?? [])],
    currentVehicle: [...(user.currentVehicle ?? [])],
    mapType: user.mapType,
    hasApprovedGdpr: user.hasApprovedGdpr,
    purposes: [...(user.purposes ?? [])],
    settings: { ...(user.settings ?? {}) },
    isArchived: user.isArchived,
    archivedTsMs: user.archivedTsMs,
    inviteSentTsMs: user.inviteSentTsMs,
    lastSeenApp: user.lastSeenApp,
    lastSeenDriving: user.lastSeenDriving,
    kontekEmployeeNumber: user.kontekEmployeeNumber,
    kontekEmployeeKey: user.kontekEmployeeKey,
    ibuttonId: user.ibuttonId ?? null,
  };
}

export function toUserSimpleJson(user: authV1.UserSimple): UserSimpleJson {
  return {
    id: user.userId,
    userId: user.userId,
    displayName: user.displayName,
    organizationId: user.organizationId,
    isArchived: user.isArchived,
  };
}

export function toUserOrganizationJson(organization: authV1.UserOrganization): UserOrganizationJson {
  return {
    organizationId: organization.organizationId,
    fullName: organization.fullName,
    modules: toModulesJson(organization.modules),
    parentOrganization: organization.parentOrganization,
  };
}

export function toCreateUserRequest(body: CreateUserBody, linkBaseUrl: string): authV1.CreateUserRequest {
  return {
    name: body.name,
    email: body.email,
    roles: body.roles,
    sendInvite: body.sendInvite,
    // The driver ↔ vehicle relation belongs to fleet (DriverVehiclesService); auth's copy is superseded.
    permittedVehicles: [],
    defaultVehicles: [],
    phone: body.phone ?? '',
    password: body.password ?? '',
    linkBaseUrl,
    ibuttonId: body.ibuttonId ?? undefined,
  };
}

/** Lists travel in wrapper messages so "not given" (keep) differs from "empty" (clear). */
export function toUpdateUserRequest(userId: number, body: UpdateUserBody): authV1.UpdateUserRequest {
  return {
    userId,
    displayName: body.displayName,
    displayEmail: body.displayEmail,
    phone: body.phone,
    roles: body.roles && { values: body.roles },
    // permittedVehicles/defaultVehicles go to fleet (DriverVehiclesService), not to auth.
    purposes: body.purposes && { values: body.purposes },
    mapType: body.mapType,
    hasApprovedGdpr: body.hasApprovedGdpr,
    organizationId: body.organizationId,
    kontekEmployeeNumber: body.kontekEmployeeNumber,
    kontekEmployeeKey: body.kontekEmployeeKey,
    // null clears it, like an empty string.
    ibuttonId: body.ibuttonId === null ? '' : body.ibuttonId,
    settings: body.settings && { values: body.settings },
    password: body.password,
    oldPassword: body.oldPassword,
    passwordConfirmation: body.passwordConfirmation,
  };
}
