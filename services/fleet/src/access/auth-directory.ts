import { AccessDirectory, type Caller, type UserRecord } from '@fleetlog/access';
import { type authV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isAdmin } from '@fleetlog/security';
import { Injectable } from '@nestjs/common';

// A user created a moment ago may not have reached the read model yet; a check waits this long for it.
const NEW_USER_WAIT_MS = 3_000;
const POLL_MS = 50;

/**
 * The users fleet needs (driver names, driver checks), read from the users read model of @fleetlog/access and
 * limited to what the caller could see in auth: an admin the users of its visible organisations, a driver its own
 * organisation's.
 */
@Injectable()
export class AuthDirectory {
  constructor(private readonly directory: AccessDirectory) {}

  /** Users of one organisation as the caller may see them, archived ones included (for names). */
  usersOf(caller: Caller, organizationId: number): authV1.UserSimple[] {
    if (!this.mayReadUsersOf(caller, organizationId)) return [];
    return this.directory.users.ofOrganization(organizationId).map(toUserSimple);
  }

  /** One user as the caller may see it; USER_MISSING otherwise (also for another organisation's user). */
  async getUser(caller: Caller, userId: number): Promise<authV1.UserSimple> {
    await this.waitForUsers([userId]);
    const user = this.directory.users.get(userId);
    if (user === undefined || !this.mayReadUsersOf(caller, user.organizationId)) {
      throw new DomainError(ErrorCode.USER_MISSING, `user ${userId} not found`, { userId: String(userId) });
    }
    return toUserSimple(user);
  }

  /** Waits (briefly) until every id is in the read model; the ones still missing are simply absent afterwards. */
  async waitForUsers(userIds: readonly number[]): Promise<void> {
    const deadline = Date.now() + NEW_USER_WAIT_MS;
    while (userIds.some((id) => this.directory.users.get(id) === undefined) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private mayReadUsersOf(caller: Caller, organizationId: number): boolean {
    if (!caller.organizations.has(organizationId)) return false;
    return isAdmin(caller.principal) || organizationId === caller.principal.organizationId;
  }
}

function toUserSimple(user: UserRecord): authV1.UserSimple {
  return {
    userId: user.id,
    displayName: user.displayName,
    organizationId: user.organizationId,
    isArchived: user.archived,
  };
}
