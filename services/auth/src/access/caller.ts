import type { OrgScope, Principal } from '@fleetlog/security';

import type { OrgTreeNode } from './org-tree';

/** Who is calling and where they act, resolved once per call from the metadata and the current database state. */
export interface Caller {
  readonly principal: Principal;
  /** The organisations the caller knows (ROOT/HEXA: all; others: own organisation and its descendants). */
  readonly scope: OrgScope;
  /** `x-organization-id` when given and known, else the caller's own organisation. */
  readonly selectedOrganizationId: number;
  readonly showArchived: boolean;
  readonly tree: readonly OrgTreeNode[];
}

export const JWT_VERIFIER = Symbol('JWT_VERIFIER');
