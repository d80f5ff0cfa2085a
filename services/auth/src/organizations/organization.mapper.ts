import type { authV1, commonV1 } from '@fleetlog/contracts';

import { isStoredKontekActive } from './kontek';
import type { AddressValue, ModuleFlagMap, OrganizationEntity } from './organization.entity';

/** The five address lines, '' for any missing: stored (jsonb written by earlier versions) and wire shapes alike. */
function copyAddress(address: AddressValue | commonV1.Address): AddressValue {
  return {
    streetAndNum: address.streetAndNum ?? '',
    zip: address.zip ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    country: address.country ?? '',
  };
}

export function toAddressMessage(address: AddressValue | null): commonV1.Address | undefined {
  return address ? copyAddress(address) : undefined;
}

export function toAddressValue(address: commonV1.Address | undefined): AddressValue | null {
  return address ? copyAddress(address) : null;
}

function copyModules(modules: ModuleFlagMap): Record<string, authV1.ModuleFlag> {
  return Object.fromEntries(Object.entries(modules).map(([key, flag]) => [key, { active: flag?.active === true }]));
}

/**
 * The wire shape: the public fields and the administrative ones; the payroll-integration password is never included,
 * only whether one is set.
 */
export function toOrganizationMessage(org: OrganizationEntity): authV1.Organization {
  const passwordSet = !!org.kontekPasswordEncrypted;
  return {
    ...toOrganizationPublicMessage(org),
    invoiceAddress: toAddressMessage(org.invoiceAddress),
    imeiFlagEmails: [...org.imeiFlagEmails],
    kontekEnabled: org.kontekEnabled,
    kontekCompanyNumber: org.kontekCompanyNumber ?? 0,
    kontekUrlDomain: org.kontekUrlDomain ?? '',
    kontekApiAccess: {
      instance: org.kontekInstance ?? '',
      username: org.kontekUsername ?? '',
      password: '',
      passwordSet,
    },
    kontekActive: isStoredKontekActive(org),
    settings: { ...org.settings },
    createdTsMs: org.createdAt.getTime(),
  };
}

/**
 * What a driver may read of its own organisation (spec 01: the header's name, the menu's module flags, contact
 * details): no invoice address, no IMEI-flag recipients, no settings, nothing of the payroll integration. The other
 * fields keep their empty defaults.
 */
export function toOrganizationPublicMessage(org: OrganizationEntity): authV1.Organization {
  return {
    organizationId: org.id,
    fullName: org.fullName,
    organizationNumber: org.organizationNumber,
    parentOrganization: org.parentOrganizationId ?? 0,
    email: org.email,
    phone: org.phone,
    postalAddress: toAddressMessage(org.postalAddress),
    invoiceAddress: undefined,
    imeiFlagEmails: [],
    kontekEnabled: false,
    kontekCompanyNumber: 0,
    kontekUrlDomain: '',
    kontekApiAccess: undefined,
    kontekActive: false,
    modules: copyModules(org.modules),
    settings: {},
    createdTsMs: 0,
  };
}

export function toOrganizationSimple(org: OrganizationEntity): authV1.OrganizationSimple {
  return { organizationId: org.id, fullName: org.fullName, parentOrganization: org.parentOrganizationId ?? 0 };
}

export function toUserOrganization(org: OrganizationEntity): authV1.UserOrganization {
  return {
    organizationId: org.id,
    fullName: org.fullName,
    modules: copyModules(org.modules),
    parentOrganization: org.parentOrganizationId ?? 0,
  };
}
