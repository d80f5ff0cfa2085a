import type { AccessDirectory, Caller } from '@fleetlog/access';
import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { organizationsOf, viewerOf } from '../journal/journal-caller';

/**
 * The user whose preferences (work schedule, places) a request is about (0: the caller), when the caller may handle
 * them (spec 03 §6): a driver its own; an administrator also the users of its organisations; ROOT anyone's. A user of
 * another organisation answers USER_MISSING, like one that does not exist; a driver asking for another USER_FORBIDDEN.
 */
export function preferenceOwner(caller: Caller, directory: AccessDirectory, requested: number): number {
  const own = caller.principal.userId;
  const userId = Number(requested) || own;
  if (userId === own) return own;
  const viewer = viewerOf(caller);
  if (!viewer.admin && !viewer.superadmin) {
    throw new DomainError(ErrorCode.USER_FORBIDDEN, 'a driver handles only its own preferences');
  }
  const user = directory.users.get(userId);
  const organizations = organizationsOf(caller);
  if (!user || (organizations !== null && !organizations.includes(user.organizationId))) {
    throw new DomainError(ErrorCode.USER_MISSING, `no user ${userId}`);
  }
  return userId;
}
