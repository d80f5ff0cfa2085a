import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { OrgScope } from '@fleetlog/security';
import { Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { assertCanManageUser } from '../access/role-rules';
import { IDENTITY_LOOKUP, userReadScope } from '../access/scope';
import type { UserEntity } from './user.entity';
import { UsersRepository } from './users.repository';

/** Loads a user the caller may see or manage, with USER_MISSING / USER_FORBIDDEN when it may not. */
@Injectable()
export class UserAccess {
  constructor(private readonly users: UsersRepository) {}

  readScope(caller: Caller): OrgScope {
    return userReadScope(caller.principal, caller.scope);
  }

  async readable(caller: Caller, userId: number): Promise<UserEntity> {
    return this.load(this.readScope(caller), userId);
  }

  /** In the caller's organisation scope, and not a superadmin unless the caller is one (or it is the caller). */
  async manageable(caller: Caller, userId: number): Promise<UserEntity> {
    const user = await this.load(caller.scope, userId);
    if (user.id !== caller.principal.userId) assertCanManageUser(caller.principal, user.roles);
    return user;
  }

  private async load(scope: OrgScope, userId: number): Promise<UserEntity> {
    const user = await this.users.findById(scope, userId);
    if (user) return user;
    // Only to choose the error code: the user exists, but in an organisation the caller does not reach.
    const exists = await this.users.findById(IDENTITY_LOOKUP, userId);
    if (exists) throw new DomainError(ErrorCode.USER_FORBIDDEN, `user ${userId} is not accessible`);
    throw new DomainError(ErrorCode.USER_MISSING, `user ${userId} not found`);
  }
}
