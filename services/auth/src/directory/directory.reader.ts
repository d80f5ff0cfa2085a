import type { authV1 } from '@fleetlog/contracts';
import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { isStoredKontekActive } from '../organizations/kontek';
import { OrganizationEntity } from '../organizations/organization.entity';
import { UserEntity } from '../users/user.entity';

/** Lean reads of every organisation and user: only the fields the read models keep, no unit of work. */
@Injectable()
export class DirectoryReader {
  constructor(private readonly orm: MikroORM) {}

  async organizations(): Promise<authV1.DirectoryOrganization[]> {
    const rows = await this.orm.em.fork().find(
      OrganizationEntity,
      {},
      {
        fields: [
          'id',
          'parentOrganizationId',
          'fullName',
          'modules',
          'settings',
          'version',
          'kontekEnabled',
          'kontekCompanyNumber',
          'kontekUrlDomain',
          'kontekInstance',
          'kontekUsername',
          'kontekPasswordEncrypted',
        ],
        disableIdentityMap: true,
      },
    );
    return rows.map((org) => ({
      organizationId: org.id,
      parentOrganization: org.parentOrganizationId ?? 0,
      fullName: org.fullName,
      modules: org.modules ?? {},
      settings: org.settings ?? {},
      version: org.version,
      kontekActive: isStoredKontekActive(org),
    }));
  }

  async users(): Promise<authV1.DirectoryUser[]> {
    const rows = await this.orm.em.fork().find(
      UserEntity,
      {},
      {
        fields: ['id', 'organizationId', 'roles', 'archived', 'displayName', 'ibuttonId', 'version'],
        disableIdentityMap: true,
      },
    );
    return rows.map((user) => ({
      userId: user.id,
      organizationId: user.organizationId,
      roles: user.roles,
      isArchived: user.archived,
      displayName: user.displayName,
      ibuttonId: user.ibuttonId ?? undefined,
      version: user.version,
    }));
  }
}
