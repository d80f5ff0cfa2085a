import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import {
  isSuperadmin,
  JwtVerifier,
  type OrgScope,
  principalFromMetadata,
  scopeIncludes,
  selectedOrganizationFromMetadata,
  showArchivedFromMetadata,
} from '@fleetlog/security';
import type { Metadata } from '@grpc/grpc-js';
import { Inject, Injectable } from '@nestjs/common';

import { AuthDirectory } from './auth-directory';
import type { Caller, KnownOrganization } from './caller';

export const JWT_VERIFIER = Symbol('JWT_VERIFIER');

@Injectable()
export class CallerService {
  constructor(
    @Inject(JWT_VERIFIER) private readonly verifier: JwtVerifier,
    private readonly directory: AuthDirectory,
  ) {}

  /**
   * Verifies the token locally, then asks auth (with the caller's token, cached for a few seconds) which
   * organisations the caller knows. Auth re-reads the user, so an archived user is refused there (UNAUTHENTICATED).
   */
  async resolve(metadata: Metadata | undefined): Promise<Caller> {
    if (!metadata) throw new DomainError(ErrorCode.UNAUTHENTICATED, 'missing credentials');
    const principal = await principalFromMetadata(metadata, this.verifier);
    const organizations: KnownOrganization[] = (await this.directory.knownOrganizations(principal.token)).map(
      (org) => ({ id: org.organizationId, parentId: org.parentOrganization, fullName: org.fullName }),
    );
    const scope: OrgScope = isSuperadmin(principal)
      ? { kind: 'all' }
      : { kind: 'orgs', organizationIds: organizations.map((org) => org.id) };
    const requested = selectedOrganizationFromMetadata(metadata);
    if (requested !== undefined) assertKnownOrganization({ scope, organizations }, requested);
    return {
      principal,
      scope,
      organizations,
      selectedOrganizationId: requested ?? principal.organizationId,
      organizationSelected: requested !== undefined,
      showArchived: showArchivedFromMetadata(metadata),
    };
  }
}

/** ORGANIZATION_FORBIDDEN outside the caller's scope; ORGANIZATION_MISSING for an id nobody knows (superadmins). */
export function assertKnownOrganization(caller: Pick<Caller, 'scope' | 'organizations'>, organizationId: number): void {
  if (!scopeIncludes(caller.scope, organizationId)) {
    throw new DomainError(ErrorCode.ORGANIZATION_FORBIDDEN, `organization ${organizationId} is not accessible`);
  }
  if (!caller.organizations.some((org) => org.id === organizationId)) {
    throw new DomainError(ErrorCode.ORGANIZATION_MISSING, `organization ${organizationId} does not exist`);
  }
}

/** The organisation and its descendants among the organisations the caller knows. */
export function subtreeOf(organizations: readonly KnownOrganization[], rootId: number): number[] {
  const result = [rootId];
  for (let index = 0; index < result.length; index++) {
    for (const org of organizations) {
      if (org.parentId === result[index] && !result.includes(org.id)) result.push(org.id);
    }
  }
  return result;
}
