import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Injectable } from '@nestjs/common';

import { AuthDirectory } from '../access/auth-directory';
import type { Caller } from '../access/caller';

/** Checks users named as drivers against the users read model: they must belong to the organisation and be active. */
@Injectable()
export class DriverDirectory {
  constructor(private readonly directory: AuthDirectory) {}

  async assertUsersOfOrganization(caller: Caller, organizationId: number, userIds: readonly number[]): Promise<void> {
    const wanted = [...new Set(userIds)];
    if (wanted.length === 0) return;
    let users = this.directory.usersOf(caller, organizationId);
    // A user created a moment ago may not have reached the read model yet: wait for it before refusing.
    if (wanted.some((id) => !users.some((user) => user.userId === id))) {
      await this.directory.waitForUsers(wanted);
      users = this.directory.usersOf(caller, organizationId);
    }
    for (const id of wanted) {
      const user = users.find((candidate) => candidate.userId === id);
      if (!user) {
        throw new DomainError(
          ErrorCode.DIFFERENT_ORGANIZATIONS_USER,
          `user ${id} is not in the vehicle's organization`,
          {
            userId: String(id),
          },
        );
      }
      if (user.isArchived) {
        throw new DomainError(ErrorCode.USER_ARCHIVED, `user ${id} is archived`, { userId: String(id) });
      }
    }
  }
}
