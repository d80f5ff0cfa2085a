import { BaseRepository } from '@fleetlog/database';
import type { OrgScope } from '@fleetlog/security';
import { Injectable } from '@nestjs/common';

import { scopeFilter } from '../access/scope-filter';
import { UserEntity } from './user.entity';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

@Injectable()
export class UsersRepository extends BaseRepository<UserEntity> {
  findById(scope: OrgScope, id: number): Promise<UserEntity | null> {
    return this.em.findOne(UserEntity, { $and: [{ id }, scopeFilter(scope, 'organizationId')] });
  }

  findByEmail(scope: OrgScope, email: string): Promise<UserEntity | null> {
    return this.em.findOne(UserEntity, {
      $and: [{ email: normalizeEmail(email) }, scopeFilter(scope, 'organizationId')],
    });
  }

  /** The user holding an iButton id (already normalised, see parseIbuttonId). */
  findByIbuttonId(scope: OrgScope, ibuttonId: string): Promise<UserEntity | null> {
    return this.em.findOne(UserEntity, { $and: [{ ibuttonId }, scopeFilter(scope, 'organizationId')] });
  }

  /** Users of one organisation; the organisation must also lie in the scope or nothing is returned. */
  listInOrganization(scope: OrgScope, organizationId: number, includeArchived: boolean): Promise<UserEntity[]> {
    return this.em.find(
      UserEntity,
      {
        $and: [{ organizationId }, scopeFilter(scope, 'organizationId'), includeArchived ? {} : { archived: false }],
      },
      { orderBy: { displayName: 'asc', id: 'asc' } },
    );
  }

  countInOrganization(scope: OrgScope, organizationId: number): Promise<number> {
    return this.em.count(UserEntity, { $and: [{ organizationId }, scopeFilter(scope, 'organizationId')] });
  }
}
