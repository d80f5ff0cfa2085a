import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isAdmin, isSuperadmin, type OrgScope, type Principal, scopeIncludes } from '@fleetlog/security';

import { descendantsAndSelf, type OrgTreeNode } from './org-tree';

type ScopeSubject = Pick<Principal, 'roles' | 'organizationId'>;

/** Identity lookups (login, the caller's own record) happen before any scope exists; they say so by using this. */
export const IDENTITY_LOOKUP: OrgScope = { kind: 'all' };

/** The organisations a caller knows: ROOT and HEXA all, everybody else its own organisation and its descendants. */
export function computeScope(subject: ScopeSubject, nodes: readonly OrgTreeNode[]): OrgScope {
  if (isSuperadmin(subject as Principal)) return { kind: 'all' };
  return { kind: 'orgs', organizationIds: descendantsAndSelf(nodes, subject.organizationId) };
}

/**
 * The organisations whose users a caller may read: an admin's whole scope, a driver only its own organisation
 * (drivers see colleagues, not the users of subsidiaries).
 */
export function userReadScope(subject: ScopeSubject, scope: OrgScope): OrgScope {
  if (isAdmin(subject as Principal)) return scope;
  return { kind: 'orgs', organizationIds: [subject.organizationId] };
}

/**
 * The organisation a request acts in: the `x-organization-id` one when given, else the caller's own. One the caller
 * cannot see answers ORGANIZATION_MISSING exactly like one that does not exist, so ids cannot be probed (issue 6,
 * finding 7; the same answer as @fleetlog/access gives in the other services).
 */
export function resolveSelectedOrganization(
  subject: ScopeSubject,
  scope: OrgScope,
  requested: number | undefined,
  nodes: readonly OrgTreeNode[],
): number {
  if (requested === undefined || requested === 0) return subject.organizationId;
  if (!scopeIncludes(scope, requested) || !nodes.some((node) => node.id === requested)) {
    throw new DomainError(ErrorCode.ORGANIZATION_MISSING, `organization ${requested} does not exist`);
  }
  return requested;
}

/**
 * Refuses an organisation outside the scope with ORGANIZATION_MISSING, the answer a non-existent one gets, so the
 * ids of other organisations cannot be probed.
 */
export function assertOrganizationInScope(scope: OrgScope, organizationId: number): void {
  if (!scopeIncludes(scope, organizationId)) {
    throw new DomainError(ErrorCode.ORGANIZATION_MISSING, 'organization not found');
  }
}
