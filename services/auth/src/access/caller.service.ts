import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import {
  JwtVerifier,
  type Principal,
  principalFromMetadata,
  type Role,
  selectedOrganizationFromMetadata,
  showArchivedFromMetadata,
} from '@fleetlog/security';
import type { Metadata } from '@grpc/grpc-js';
import { Inject, Injectable } from '@nestjs/common';

import { OrganizationsRepository } from '../organizations/organizations.repository';
import { UsersRepository } from '../users/users.repository';
import { type Caller, JWT_VERIFIER } from './caller';
import { computeScope, IDENTITY_LOOKUP, resolveSelectedOrganization } from './scope';

@Injectable()
export class CallerService {
  constructor(
    @Inject(JWT_VERIFIER) private readonly verifier: JwtVerifier,
    private readonly users: UsersRepository,
    private readonly organizations: OrganizationsRepository,
  ) {}

  /**
   * Verifies the token and re-reads the user: auth owns the truth about roles and organisation, so a demotion, a
   * move or an archiving takes effect here at once instead of when the token expires.
   */
  async resolve(metadata: Metadata | undefined): Promise<Caller> {
    if (!metadata) throw new DomainError(ErrorCode.UNAUTHENTICATED, 'missing credentials');
    const claimed = await principalFromMetadata(metadata, this.verifier);
    const user = await this.users.findById(IDENTITY_LOOKUP, claimed.userId);
    if (!user || user.archived) throw new DomainError(ErrorCode.UNAUTHENTICATED, 'user no longer active');
    const principal: Principal = {
      userId: user.id,
      organizationId: user.organizationId,
      roles: user.roles as Role[],
      token: claimed.token,
    };
    const tree = await this.organizations.treeNodes();
    const scope = computeScope(principal, tree);
    const selectedOrganizationId = resolveSelectedOrganization(
      principal,
      scope,
      selectedOrganizationFromMetadata(metadata),
      tree,
    );
    return { principal, scope, selectedOrganizationId, showArchived: showArchivedFromMetadata(metadata), tree };
  }
}
