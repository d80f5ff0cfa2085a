import type { authV1 } from '@fleetlog/contracts';

import type { AdminCreateOrganizationBody, AdminUpdateOrganizationBody } from './admin.schemas';

/** Flat API body → proto input; lists and maps travel in wrappers so "not given" differs from "empty". */
export function toAdminOrganizationInput(body: AdminUpdateOrganizationBody): authV1.AdminOrganizationInput {
  return {
    fullName: body.fullName,
    organizationNumber: body.organizationNumber,
    parentOrganization: body.parentOrganization,
    email: body.email,
    phone: body.phone,
    postalAddress: body.postalAddress,
    invoiceAddress: body.invoiceAddress,
    imeiFlagEmails: body.imeiFlagEmails && { values: body.imeiFlagEmails },
    kontekEnabled: body.kontekEnabled,
    kontekCompanyNumber: body.kontekCompanyNumber,
    kontekUrlDomain: body.kontekUrlDomain,
    kontekApiAccess: body.kontekApiAccess && {
      instance: body.kontekApiAccess.instance,
      username: body.kontekApiAccess.username,
      password: body.kontekApiAccess.password ?? '',
      passwordSet: false,
    },
    modules: body.modules && { modules: body.modules },
  };
}

export function toAdminCreateOrganizationRequest(
  body: AdminCreateOrganizationBody,
  linkBaseUrl: string,
): authV1.AdminCreateOrganizationRequest {
  const { adminUserEmail, adminUserFullName, adminUserPassword, sendInvite, ...organization } = body;
  return {
    organization: toAdminOrganizationInput(organization),
    adminUserEmail,
    adminUserFullName,
    adminUserPassword: adminUserPassword ?? '',
    sendInvite,
    linkBaseUrl,
  };
}
