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
import { ON_BEHALF_OF_METADATA_KEY, type ServiceKey } from './service-key';

/** How long a call arriving while the directory is still loading waits before it is refused. */
const DEFAULT_READY_WAIT_MS = 10_000;
/**
 * How long a token whose user the read model does not know yet (or knows in another organisation) waits for the
 * event before it is refused: auth signed the token, so the user existed; it may have been created, or moved and
 * logged in again, a moment ago. A deleted or archived user is refused at once.
 */
const DEFAULT_CATCH_UP_WAIT_MS = 2_000;
const CATCH_UP_POLL_MS = 25;

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
    private readonly catchUpWaitMs = DEFAULT_CATCH_UP_WAIT_MS,
    private readonly serviceKey?: ServiceKey,
  ) {}

  /**
   * The caller of a gRPC call: token, current state, scope and the selected organisation. A platform service doing a
   * user's work after the request (a scheduled or e-mailed report) presents the internal service key and names the
   * user (`x-on-behalf-of`): the caller is then that user with its rights as they are NOW, so a schedule whose owner
   * was demoted or archived shrinks or stops with them.
   */
  async resolve(metadata: Metadata | undefined): Promise<Caller> {
    if (!metadata) throw new DomainError(ErrorCode.UNAUTHENTICATED, 'missing credentials');
    const onBehalfOf = metadata.get(ON_BEHALF_OF_METADATA_KEY)[0];
    const principal =
      onBehalfOf === undefined
        ? await this.current(await principalFromMetadata(metadata, this.verifier))
        : await this.onBehalfOf(metadata, String(onBehalfOf));
    const requested = selectedOrganizationFromMetadata(metadata);
    if (requested !== undefined && isSuperadmin(principal)) await this.catchUpOrganization(requested);
    const organizations = this.visibleOrganizations(principal);
    const scope: OrgScope = isSuperadmin(principal)
      ? { kind: 'all' }
      : { kind: 'orgs', organizationIds: [...organizations.keys()] };
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

  /** The user a service names with the internal service key, as the read models have it now; never on a token. */
  private async onBehalfOf(metadata: Metadata, value: string): Promise<Principal> {
    if (this.serviceKey === undefined) throw new DomainError(ErrorCode.UNAUTHENTICATED, 'service calls not accepted');
    this.serviceKey.assertPresentedIn(metadata);
    const userId = Number(value);
    if (!Number.isSafeInteger(userId) || userId <= 0) {
      throw new DomainError(ErrorCode.UNAUTHENTICATED, 'x-on-behalf-of must name a user');
    }
    await this.assertLoaded();
    const user = this.directory.users.get(userId);
    if (user === undefined || user.archived || this.directory.organizations.get(user.organizationId) === undefined) {
      throw new DomainError(ErrorCode.UNAUTHENTICATED, 'user no longer active');
    }
    return { userId: user.id, organizationId: user.organizationId, roles: [...user.roles], token: '' };
  }

  /** A bearer token's user as it is now (the BFF edge): verified, then checked against the read models. */
  async principalOf(token: string): Promise<Principal> {
    return this.current(await this.verifier.verify(token));
  }

  /** The token's claims replaced by the user's current state, or UNAUTHENTICATED. */
  async current(claimed: Principal): Promise<Principal> {
    await this.assertLoaded();
    if (!this.matchesToken(claimed)) await this.catchUp(claimed);
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

  /**
   * The caller, able to see an organisation a request names as its target (a move, a create in it), or
   * ORGANIZATION_MISSING exactly as for one that does not exist. A superadmin naming one created a moment ago gets
   * the short wait for its event that a selected organisation gets (and a caller whose organisations include it), so
   * a create-then-use sequence does not race the read model; others never wait: what they may see is the tree they
   * already see.
   */
  async withOrganization<C extends Caller>(caller: C, id: number): Promise<C> {
    if (caller.organizations.has(id)) return caller;
    if (isSuperadmin(caller.principal)) {
      await this.catchUpOrganization(id);
      const organizations = this.visibleOrganizations(caller.principal);
      if (organizations.has(id)) return { ...caller, organizations };
    }
    throw new DomainError(ErrorCode.ORGANIZATION_MISSING, `organization ${id} does not exist`);
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

  /** Whether the read models know the token's user, active, in the token's (existing) organisation. */
  private matchesToken(claimed: Principal): boolean {
    const user = this.directory.users.get(claimed.userId);
    return (
      user !== undefined &&
      !user.archived &&
      user.organizationId === claimed.organizationId &&
      this.directory.organizations.get(user.organizationId) !== undefined
    );
  }

  /** Gives an in-flight event a moment to arrive, unless the state already says no for good. */
  private async catchUp(claimed: Principal): Promise<void> {
    const deadline = Date.now() + this.catchUpWaitMs;
    while (Date.now() < deadline) {
      const user = this.directory.users.get(claimed.userId);
      if (this.directory.users.isDeleted(claimed.userId) || user?.archived === true) return;
      // Moved after the token was issued (both times are auth's clock; iat has whole seconds, so a change in the same
      // second is ambiguous and waits): the token is stale, nothing to wait for.
      if (
        user !== undefined &&
        user.organizationId !== claimed.organizationId &&
        user.changedAtMs >= issuedAtMs(claimed.token) + 1000
      ) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, CATCH_UP_POLL_MS));
      if (this.matchesToken(claimed)) return;
    }
  }

  /**
   * A superadmin acting in an organisation created a moment ago: its event may still be on its way, so an unknown
   * (not deleted) id gets the same short wait as an unknown user. Only superadmins wait: they see every existing
   * organisation, so the wait tells nobody whether a foreign id exists.
   */
  private async catchUpOrganization(id: number): Promise<void> {
    const model = this.directory.organizations;
    const deadline = Date.now() + this.catchUpWaitMs;
    while (model.get(id) === undefined && !model.isDeleted(id) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, CATCH_UP_POLL_MS));
    }
  }

  private async assertLoaded(): Promise<void> {
    if (this.directory.ready) return;
    if (!(await this.directory.whenReady(this.readyWaitMs))) {
      // Not the caller's fault: no 401 (that would log users out while a service starts).
      throw new DomainError(ErrorCode.INTERNAL, 'caller directory not loaded yet', { grpcStatus: 'UNAVAILABLE' });
    }
  }
}

/** The token's `iat` in ms (the token is verified already; 0 when absent, which counts as old). */
function issuedAtMs(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      iat?: unknown;
    };
    return typeof payload.iat === 'number' ? payload.iat * 1000 : 0;
  } catch {
    return 0;
  }
}
