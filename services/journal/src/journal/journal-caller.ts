import { type Caller, subtreeOf } from '@fleetlog/access';
import { isSuperadmin } from '@fleetlog/security';

import type { JournalViewer } from './journal-rules';
import type { JournalScope } from './journal.repository';

/** The caller as the journal's rules see it. */
export function viewerOf(caller: Caller): JournalViewer {
  return {
    userId: caller.principal.userId,
    superadmin: isSuperadmin(caller.principal),
    admin: caller.principal.roles.includes('ADMIN'),
  };
}

/** The organisations the caller acts in: the chosen one's tree, else its scope; null for every organisation. */
export function organizationsOf(caller: Caller): number[] | null {
  if (caller.organizationSelected) return subtreeOf(caller.organizations, caller.selectedOrganizationId);
  return caller.scope.kind === 'all' ? null : [...caller.scope.organizationIds];
}

/** Which trips the caller reads (spec 02 §6): its organisations, and for a driver only its own reach within them. */
export function scopeOf(caller: Caller): JournalScope {
  const viewer = viewerOf(caller);
  return {
    organizationIds: organizationsOf(caller),
    driverUserId: viewer.superadmin || viewer.admin ? null : viewer.userId,
  };
}
