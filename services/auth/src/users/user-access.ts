import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isAdmin, type OrgScope } from '@fleetlog/security';
import { Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { assertCanManageUser } from '../access/role-rules';
import { userReadScope } from '../access/scope';
import type { UserEntity } from './user.entity';
import { UsersRepository } from './users.repository';

/**
 * Loads a user the caller may see or manage. A user the caller cannot see answers USER_MISSING exactly like one that
 * does not exist, so ids of other organisations cannot be probed; USER_FORBIDDEN is for a visible user (a driver's
 * colleague) whose full record the caller may not read.
 */
@Injectable()
export class UserAccess {
  constructor(private readonly users: UsersRepository) {}

  readScope(caller: Caller): OrgScope {
    return userReadScope(caller.principal, caller.scope);
  }

  /** The full record: admins of users in their scope, everybody of themselves (drivers see colleagues by name only). */
  async readable(caller: Caller, userId: number): Promise<UserEntity> {
    const user = await this.load(this.readScope(caller), userId);
    if (user.id !== caller.principal.userId && !isAdmin(caller.principal)) {
      throw new DomainError(ErrorCode.USER_FORBIDDEN, `user ${userId} is not readable`);
    }
    return user;
  }

  /** In the caller's organisation scope, and not a superadmin unless the caller is one (or it is the caller). */
  async manageable(caller: Caller, userId: number): Promise<UserEntity> {
    const user = await this.load(caller.scope, userId);
    if (user.id !== caller.principal.userId) assertCanManageUser(caller.principal, user.roles);
    return user;
  }

  private async load(scope: OrgScope, userId: number): Promise<UserEntity> {
    const user = await this.users.findById(scope, userId);
    if (!user) throw new DomainError(ErrorCode.USER_MISSING, 'user not found');
    return user;
  }
}
