import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { OrgScope, Principal } from '@fleetlog/security';

import { childrenIndex, descendantsOf } from './org-tree';

/** An organisation the caller can see: enough for names in answers and for tree rules. */
export interface KnownOrganization {
  readonly id: number;
  /** null at the top of the tree. */
  readonly parentId: number | null;
  readonly fullName: string;
}

/** Who is calling and where they act, resolved once per call from the token and the read models. */
export interface Caller {
  /** The token's user with its CURRENT roles and organisation (from the read model, not from the token). */
  readonly principal: Principal;
  /** ROOT/HEXA: all; everybody else its own organisation and its descendants. */
  readonly scope: OrgScope;
  /** The organisations the caller can see, by id (ROOT/HEXA: every organisation). */
  readonly organizations: ReadonlyMap<number, KnownOrganization>;
  /** `x-organization-id` when given (it must be visible), else the caller's own organisation. */
  readonly selectedOrganizationId: number;
  /** Whether the caller picked the organisation (`x-organization-id`) rather than defaulting to its own. */
  readonly organizationSelected: boolean;
  readonly showArchived: boolean;
}

/**
 * An organisation the caller cannot see answers exactly like one that does not exist (ORGANIZATION_MISSING), so
 * other organisations' ids cannot be probed; ORGANIZATION_FORBIDDEN is for the services' rules on visible ones.
 */
export function assertKnownOrganization(caller: Pick<Caller, 'organizations'>, organizationId: number): void {
  if (!caller.organizations.has(organizationId)) {
    throw new DomainError(ErrorCode.ORGANIZATION_MISSING, `organization ${organizationId} does not exist`);
  }
}

/** The organisation and its descendants among the organisations the caller can see (cycle-safe). */
export function subtreeOf(organizations: ReadonlyMap<number, KnownOrganization>, rootId: number): number[] {
  if (!organizations.has(rootId)) return [];
  return descendantsOf(rootId, childrenIndex(organizations.values()));
}
