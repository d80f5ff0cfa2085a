import { BaseRepository } from '@fleetlog/database';
import type { OrgScope } from '@fleetlog/security';
import { Injectable } from '@nestjs/common';

import type { OrgTreeNode } from '../access/org-tree';
import { scopeFilter } from '../access/scope-filter';
import { OrganizationEntity } from './organization.entity';

@Injectable()
export class OrganizationsRepository extends BaseRepository<OrganizationEntity> {
  /** The bare tree (ids and parents) every scope is computed from; it holds no tenant data. */
  async treeNodes(): Promise<OrgTreeNode[]> {
    const rows = await this.em
      .createQueryBuilder(OrganizationEntity, 'o')
      .select(['o.id', 'o.parentOrganizationId'])
      .execute<Array<{ id: string | number; parentOrganizationId: string | number | null }>>('all', true);
    return rows.map((row) => ({
      id: Number(row.id),
      parentId: row.parentOrganizationId === null ? null : Number(row.parentOrganizationId),
    }));
  }

  // $and, not a spread: the scope filter is on `id` too and would replace the id condition.
  findById(scope: OrgScope, id: number): Promise<OrganizationEntity | null> {
    return this.em.findOne(OrganizationEntity, { $and: [{ id }, scopeFilter(scope, 'id')] });
  }

  list(scope: OrgScope): Promise<OrganizationEntity[]> {
    return this.em.find(OrganizationEntity, scopeFilter(scope, 'id'), { orderBy: { fullName: 'asc', id: 'asc' } });
  }

  /** Organisations whose settings switch `key` is on (e.g. NO_MAP_VIEW). */
  async listWithSetting(scope: OrgScope, key: string): Promise<OrganizationEntity[]> {
    const orgs = await this.list(scope);
    return orgs.filter((org) => org.settings[key] === true);
  }

  findByName(scope: OrgScope, fullName: string): Promise<OrganizationEntity | null> {
    return this.em.findOne(
      OrganizationEntity,
      { $and: [{ fullName }, scopeFilter(scope, 'id')] },
      { orderBy: { id: 'asc' } },
    );
  }

  countChildren(scope: OrgScope, id: number): Promise<number> {
    return this.em.count(OrganizationEntity, { $and: [{ parentOrganizationId: id }, scopeFilter(scope, 'id')] });
  }
}
