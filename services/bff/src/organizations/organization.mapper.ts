import type { authV1, commonV1 } from '@fleetlog/contracts';

import type { OrganizationJson, OrganizationPublicJson, OrganizationSimpleJson } from './organization.schemas';

type AddressJson = NonNullable<OrganizationJson['postalAddress']>;

/**
 * Proto message → API JSON. Fields are listed one by one so a field added to the proto is published only when
 * someone decides it should be, and the write-only integration password can never leak.
 */
export function toOrganizationJson(organization: authV1.Organization): OrganizationJson {
  const access = organization.kontekApiAccess;
  return {
    ...toOrganizationPublicJson(organization),
    invoiceAddress: toAddressJson(organization.invoiceAddress),
    imeiFlagEmails: [...(organization.imeiFlagEmails ?? [])],
    kontekEnabled: organization.kontekEnabled,
    kontekCompanyNumber: organization.kontekCompanyNumber,
    kontekUrlDomain: organization.kontekUrlDomain,
    kontekApiAccess: access
      ? { instance: access.instance, username: access.username, passwordSet: access.passwordSet }
      : null,
    kontekActive: organization.kontekActive,
    settings: { ...(organization.settings ?? {}) },
    createdTsMs: organization.createdTsMs,
  };
}

/**
 * The public fields only: what auth gives a driver, so nothing withheld there reappears here as a default. The full
 * record adds to them.
 */
export function toOrganizationPublicJson(organization: authV1.Organization): OrganizationPublicJson {
  return {
    organizationId: organization.organizationId,
    fullName: organization.fullName,
    organizationNumber: organization.organizationNumber,
    parentOrganization: organization.parentOrganization,
    email: organization.email,
    phone: organization.phone,
    postalAddress: toAddressJson(organization.postalAddress),
    modules: toModulesJson(organization.modules),
  };
}

export function toOrganizationSimpleJson(organization: authV1.OrganizationSimple): OrganizationSimpleJson {
  return {
    organizationId: organization.organizationId,
    fullName: organization.fullName,
    parentOrganization: organization.parentOrganization,
  };
}

export function toModulesJson(
  modules: Record<string, authV1.ModuleFlag | undefined> | undefined,
): Record<string, { active: boolean }> {
  return Object.fromEntries(
    Object.entries(modules ?? {}).map(([key, flag]) => [key, { active: flag?.active ?? false }]),
  );
}

// gRPC leaves an unset message field as null (loader defaults); the API says null too.
function toAddressJson(address: commonV1.Address | null | undefined): AddressJson | null {
  if (!address) return null;
  return {
    streetAndNum: address.streetAndNum,
    zip: address.zip,
    city: address.city,
    state: address.state,
    country: address.country,
  };
}
