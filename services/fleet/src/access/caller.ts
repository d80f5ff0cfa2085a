import type { OrgScope, Principal } from '@fleetlog/security';

export interface KnownOrganization {
  readonly id: number;
  readonly parentId: number;
  readonly fullName: string;
}

/** Who is calling and where they act, resolved once per call from the metadata and auth's answer. */
export interface Caller {
  readonly principal: Principal;
  /** The organisations the caller knows (ROOT/HEXA: all; others: own organisation and its descendants). */
  readonly scope: OrgScope;
  readonly organizations: readonly KnownOrganization[];
  /** `x-organization-id` when given and known, else the caller's own organisation. */
  readonly selectedOrganizationId: number;
  /** Whether the caller picked the organisation (x-organization-id) rather than defaulting to its own. */
  readonly organizationSelected: boolean;
  readonly showArchived: boolean;
}
