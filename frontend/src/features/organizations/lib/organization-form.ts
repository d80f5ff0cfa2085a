import type { Address, AdminOrganizationInput, ModuleFlags, Organization } from '../../../api/types';
import { toAddress } from '../../account/components/AddressFields';
import { MENU } from '../../../app/navigation/menu/menu-definition';

export const MODULE_KEYS: readonly string[] = MENU.flatMap((g) => g.entries);
export const KNOWN_ORGANIZATION_SETTINGS = ['ORG_ALLOWED_SPEED_REPORT'] as const;

export interface OrganizationFormValues {
  fullName: string;
  organizationNumber: string;
  parentOrganization: number;
  email: string;
  phone: string;
  postalAddress: Address;
  invoiceAddress: Address;
  imeiFlagEmails: string;
  kontekEnabled: boolean;
  kontekCompanyNumber: string;
  kontekUrlDomain: string;
  kontekInstance: string;
  kontekUsername: string;
  // Write-only: empty keeps the stored password.
  kontekPassword: string;
  modules: ModuleFlags;
}

export function formValuesFrom(org?: Organization): OrganizationFormValues {
  return {
    fullName: org?.fullName ?? '',
    organizationNumber: org?.organizationNumber ?? '',
    parentOrganization: org?.parentOrganization ?? 0,
    email: org?.email ?? '',
    phone: org?.phone ?? '',
    postalAddress: toAddress(org?.postalAddress),
    invoiceAddress: toAddress(org?.invoiceAddress),
    imeiFlagEmails: (org?.imeiFlagEmails ?? []).join(', '),
    kontekEnabled: org?.kontekEnabled ?? false,
    kontekCompanyNumber: org?.kontekCompanyNumber ? String(org.kontekCompanyNumber) : '',
    kontekUrlDomain: org?.kontekUrlDomain ?? '',
    kontekInstance: org?.kontekApiAccess?.instance ?? '',
    kontekUsername: org?.kontekApiAccess?.username ?? '',
    kontekPassword: '',
    modules: Object.fromEntries(
      MODULE_KEYS.map((k) => [k, { active: org ? org.modules?.[k]?.active === true : true }]),
    ),
  };
}

export function toAdminInput(v: OrganizationFormValues): AdminOrganizationInput {
  const companyNumber = Number(v.kontekCompanyNumber);
  return {
    fullName: v.fullName.trim(),
    organizationNumber: v.organizationNumber.trim(),
    parentOrganization: v.parentOrganization,
    email: v.email.trim(),
    phone: v.phone.trim(),
    postalAddress: v.postalAddress,
    invoiceAddress: v.invoiceAddress,
    imeiFlagEmails: v.imeiFlagEmails
      .split(/[,;\s]+/)
      .map((e) => e.trim())
      .filter(Boolean),
    kontekEnabled: v.kontekEnabled,
    kontekCompanyNumber: Number.isFinite(companyNumber) ? companyNumber : 0,
    kontekUrlDomain: v.kontekUrlDomain.trim(),
    kontekApiAccess: {
      instance: v.kontekInstance.trim(),
      username: v.kontekUsername.trim(),
      ...(v.kontekPassword ? { password: v.kontekPassword } : {}),
    },
    modules: v.modules,
  };
}
