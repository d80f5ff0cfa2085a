import { type authV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { type OrgTreeNode, wouldCreateCycle } from '../access/org-tree';
import { requireEmail, requireText } from '../users/user-input';
import type { KontekSecretBox } from './kontek-secret';
import type { OrganizationEntity } from './organization.entity';
import { toAddressValue } from './organization.mapper';

/**
 * Applies a superadmin's organisation input: every field optional (absent = unchanged). The payroll-integration
 * password is only replaced when a non-empty one is sent, because reads never return it.
 */
export function applyOrganizationInput(
  org: OrganizationEntity,
  input: authV1.AdminOrganizationInput,
  tree: readonly OrgTreeNode[],
  secrets: KontekSecretBox,
): void {
  if (input.fullName != null) org.fullName = requireText(input.fullName, 'fullName');
  if (input.organizationNumber != null) org.organizationNumber = input.organizationNumber.trim();
  if (input.parentOrganization != null) {
    const parentId = input.parentOrganization > 0 ? input.parentOrganization : null;
    if (parentId !== null && !tree.some((node) => node.id === parentId)) {
      throw new DomainError(ErrorCode.ORGANIZATION_MISSING, `parent organization ${parentId} not found`);
    }
    if (org.id !== undefined && wouldCreateCycle(tree, org.id, parentId)) {
      throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'an organization cannot be placed below itself', {
        field: 'parentOrganization',
      });
    }
    org.parentOrganizationId = parentId;
  }
  if (input.email != null) org.email = input.email.trim() === '' ? '' : requireEmail(input.email);
  if (input.phone != null) org.phone = input.phone.trim();
  if (input.postalAddress != null) org.postalAddress = toAddressValue(input.postalAddress);
  if (input.invoiceAddress != null) org.invoiceAddress = toAddressValue(input.invoiceAddress);
  if (input.imeiFlagEmails != null) {
    org.imeiFlagEmails = (input.imeiFlagEmails.values ?? [])
      .filter((email) => email.trim() !== '')
      .map((email) => requireEmail(email, 'imeiFlagEmails'));
  }
  if (input.kontekEnabled != null) org.kontekEnabled = input.kontekEnabled;
  if (input.kontekCompanyNumber != null) {
    if (!Number.isSafeInteger(input.kontekCompanyNumber) || input.kontekCompanyNumber < 0) {
      throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'kontekCompanyNumber must be a positive integer', {
        field: 'kontekCompanyNumber',
      });
    }
    org.kontekCompanyNumber = input.kontekCompanyNumber > 0 ? input.kontekCompanyNumber : null;
  }
  if (input.kontekUrlDomain != null) org.kontekUrlDomain = input.kontekUrlDomain.trim() || null;
  if (input.kontekApiAccess != null) {
    org.kontekInstance = input.kontekApiAccess.instance.trim() || null;
    org.kontekUsername = input.kontekApiAccess.username.trim() || null;
    if (input.kontekApiAccess.password) org.kontekPasswordEncrypted = secrets.encrypt(input.kontekApiAccess.password);
  }
  if (input.modules != null) {
    org.modules = Object.fromEntries(
      Object.entries(input.modules.modules ?? {}).map(([key, flag]) => [key, { active: flag?.active === true }]),
    );
  }
}
