import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import {
  isSuperadmin,
  type JwtVerifier,
  type OrgScope,
  type Principal,
  principalFromMetadata,
  selectedOrganizationFromMetadata,
  showArchivedFromMetadata,
} from '@fleetlog/security';
import type { Metadata } from '@grpc/grpc-js';

import type { AccessDirectory } from './access-directory';
import { assertKnownOrganization, type Caller, type KnownOrganization } from './caller';

/** How long a call arriving while the directory is still loading waits before it is refused. */
const DEFAULT_READY_WAIT_MS = 10_000;

/**
 * Resolves callers without asking auth: the token proves who the user was when it was issued, the read models say
 * who the user is now. Fails closed: an unknown, archived or deleted user, or one whose organisation is no longer
 * the token's, is UNAUTHENTICATED (the client refreshes or logs in again); roles are always the current ones, so a
 * demotion takes effect as soon as its event arrives.
 */
export class CallerResolver {
  constructor(
    private readonly verifier: JwtVerifier,
    private readonly directory: AccessDirectory,
    private readonly readyWaitMs = DEFAULT_READY_WAIT_MS,
  ) {}

  /** The caller of a gRPC call: token, current state, scope and the selected organisation. */
  async resolve(metadata: Metadata | undefined): Promise<Caller> {
    if (!metadata) throw new DomainError(ErrorCode.UNAUTHENTICATED, 'missing credentials');
    const claimed = await principalFromMetadata(metadata, this.verifier);
    const principal = await this.current(claimed);
    const organizations = this.visibleOrganizations(principal);
    const scope: OrgScope = isSuperadmin(principal)
      ? { kind: 'all' }
      : { kind: 'orgs', organizationIds: [...organizations.keys()] };
    const requested = selectedOrganizationFromMetadata(metadata);
    if (requested !== undefined) assertKnownOrganization({ organizations }, requested);
    return {
      principal,
      scope,
      organizations,
      selectedOrganizationId: requested ?? principal.organizationId,
      organizationSelected: requested !== undefined,
      showArchived: showArchivedFromMetadata(metadata),
    };
  }

  /** A bearer token's user as it is now (the BFF edge): verified, then checked against the read models. */
  async principalOf(token: string): Promise<Principal> {
    return this.current(await this.verifier.verify(token));
  }

  /** The token's claims replaced by the user's current state, or UNAUTHENTICATED. */
  async current(claimed: Principal): Promise<Principal> {
    await this.assertLoaded();
    const user = this.directory.users.get(claimed.userId);
    if (user === undefined || user.archived) {
      throw new DomainError(ErrorCode.UNAUTHENTICATED, 'user no longer active');
    }
    if (user.organizationId !== claimed.organizationId) {
      // Moved to another organisation: the token's organisation context is stale; a new login gives the right one.
      throw new DomainError(ErrorCode.UNAUTHENTICATED, 'user organization changed');
    }
    if (this.directory.organizations.get(user.organizationId) === undefined) {
      throw new DomainError(ErrorCode.UNAUTHENTICATED, 'user organization no longer exists');
    }
    return { userId: user.id, organizationId: user.organizationId, roles: [...user.roles], token: claimed.token };
  }

  /** The organisation and its descendants, when the caller can see the organisation; empty otherwise. */
  subtree(caller: Pick<Caller, 'organizations'>, rootId: number): number[] {
    // Visibility is closed under descent (own organisation and below, or everything), so the model's cached tree
    // index answers for the caller too.
    return caller.organizations.has(rootId) ? this.directory.organizations.subtree(rootId) : [];
  }

  private visibleOrganizations(principal: Principal): ReadonlyMap<number, KnownOrganization> {
    const model = this.directory.organizations;
    if (isSuperadmin(principal)) return model.byId();
    const visible = new Map<number, KnownOrganization>();
    for (const id of model.subtree(principal.organizationId)) {
      const org = model.get(id);
      if (org !== undefined) visible.set(id, org);
    }
    return visible;
  }

  private async assertLoaded(): Promise<void> {
    if (this.directory.ready) return;
    if (!(await this.directory.whenReady(this.readyWaitMs))) {
      // Not the caller's fault: no 401 (that would log users out while a service starts).
      throw new DomainError(ErrorCode.INTERNAL, 'caller directory not loaded yet', { grpcStatus: 'UNAVAILABLE' });
    }
  }
}
