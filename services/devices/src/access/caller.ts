import type { Caller as SharedCaller } from '@fleetlog/access';
import { callerMetadata } from '@fleetlog/grpc';
import type { Metadata } from '@grpc/grpc-js';

import type { OrgNode } from './family-tree';

/** Who is calling and where they may act (see @fleetlog/access), with what devices' rules add. */
export interface Caller extends SharedCaller {
  /** The visible organisations as tree nodes, for the family-tree rule. */
  readonly tree: readonly OrgNode[];
  /** The `x-organization-id` the caller sent, forwarded as is to fleet. */
  readonly requestedOrganizationId: number | undefined;
}

/** Metadata for calls made on the caller's behalf: its token, its selection, and its archive switch unless overridden. */
export function forwardMetadata(caller: Caller, overrides: { showArchived?: boolean } = {}): Metadata {
  return callerMetadata({
    token: caller.principal.token,
    organizationId: caller.requestedOrganizationId,
    showArchived: overrides.showArchived ?? caller.showArchived,
  });
}
