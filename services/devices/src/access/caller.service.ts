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

import { AuthGrpcClient, type KnownOrganization } from '../clients/auth-grpc.client';
import { DEVICES_CONFIG, type DevicesConfig } from '../config';
import { type Caller, JWT_VERIFIER } from './caller';
import { assertPermitted, type DevicesRpc } from './permissions';

const MAX_CACHE_ENTRIES = 1000;

@Injectable()
export class CallerService {
  // Per token for a few seconds: a device list makes one auth call, not one per row, and a change of the tree
  // (or a demotion, which auth applies at once) is seen within the TTL.
  private readonly cache = new Map<string, { expiresAt: number; organizations: KnownOrganization[] }>();

  constructor(
    @Inject(JWT_VERIFIER) private readonly verifier: JwtVerifier,
    private readonly auth: AuthGrpcClient,
    @Inject(DEVICES_CONFIG) private readonly config: DevicesConfig,
  ) {}

  /** Verifies the token locally, checks the role requirement of the call, then asks auth for the scope. */
  async resolve(metadata: Metadata | undefined, rpc: DevicesRpc): Promise<Caller> {
    if (!metadata) throw new DomainError(ErrorCode.UNAUTHENTICATED, 'missing credentials');
    const principal = await principalFromMetadata(metadata, this.verifier);
    assertPermitted(principal, rpc);
    const requested = selectedOrganizationFromMetadata(metadata);
    const known = await this.knownOrganizations(principal.token);
    const organizations = new Map(known.map((org) => [org.id, org]));
    const scope: OrgScope = isSuperadmin(principal)
      ? { kind: 'all' }
      : { kind: 'orgs', organizationIds: known.map((org) => org.id) };
    if (requested !== undefined && !(scopeIncludes(scope, requested) && organizations.has(requested))) {
      throw new DomainError(ErrorCode.ORGANIZATION_FORBIDDEN, `organization ${requested} is not accessible`);
    }
    return {
      principal,
      scope,
      organizations,
      tree: known.map((org) => ({ id: org.id, parentId: org.parentId })),
      selectedOrganizationId: requested ?? principal.organizationId,
      requestedOrganizationId: requested,
      showArchived: showArchivedFromMetadata(metadata),
    };
  }

  private async knownOrganizations(token: string): Promise<KnownOrganization[]> {
    const now = Date.now();
    const cached = this.cache.get(token);
    if (cached && cached.expiresAt > now) return cached.organizations;
    const organizations = await this.auth.knownOrganizations(token);
    if (this.config.ORG_CACHE_TTL_MS > 0) {
      if (this.cache.size >= MAX_CACHE_ENTRIES) {
        for (const [key, entry] of this.cache) if (entry.expiresAt <= now) this.cache.delete(key);
        if (this.cache.size >= MAX_CACHE_ENTRIES) this.cache.clear();
      }
      this.cache.set(token, { expiresAt: now + this.config.ORG_CACHE_TTL_MS, organizations });
    }
    return organizations;
  }
}
