import { callerMetadata } from '@fleetlog/grpc';
import type { OrgScope, Principal } from '@fleetlog/security';
import type { Metadata } from '@grpc/grpc-js';

import type { KnownOrganization } from '../clients/auth-grpc.client';
import type { OrgNode } from './family-tree';

/** Who is calling and where they may act, resolved once per call. */
export interface Caller {
  readonly principal: Principal;
  /** ROOT/HEXA: all; others: the organisations auth says they know (own and descendants). */
  readonly scope: OrgScope;
  /** The known organisations by id, for names in responses and the family-tree rule. */
  readonly organizations: ReadonlyMap<number, KnownOrganization>;
  readonly tree: readonly OrgNode[];
  /** `x-organization-id` when given (it must be known), else the caller's own organisation. */
  readonly selectedOrganizationId: number;
  /** The `x-organization-id` the caller sent, forwarded as is to fleet. */
  readonly requestedOrganizationId: number | undefined;
  readonly showArchived: boolean;
}

/** Metadata for calls made on the caller's behalf: its token, its selection, and its archive switch unless overridden. */
export function forwardMetadata(caller: Caller, overrides: { showArchived?: boolean } = {}): Metadata {
  return callerMetadata({
    token: caller.principal.token,
    organizationId: caller.requestedOrganizationId,
    showArchived: overrides.showArchived ?? caller.showArchived,
  });
}

export const JWT_VERIFIER = Symbol('JWT_VERIFIER');
