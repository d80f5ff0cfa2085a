import { createHash } from 'node:crypto';

import { authV1 } from '@fleetlog/contracts';
import { callerMetadata, callGrpc } from '@fleetlog/grpc';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { ClientGrpc } from '@nestjs/microservices';

import { FLEET_CONFIG, type FleetConfig } from '../config';
import { TtlCache } from './ttl-cache';

export const AUTH_GRPC_CLIENT = Symbol('AUTH_GRPC_CLIENT');

type ClosableClient = ClientGrpc & { close(): unknown };

/**
 * What fleet asks auth, always with the caller's own token forwarded (auth applies the caller's scope, so fleet
 * never sees more than the caller may): the organisations the caller knows and the users of one organisation.
 */
@Injectable()
export class AuthDirectory implements OnModuleDestroy {
  private readonly organizations: authV1.OrganizationsServiceClient;
  private readonly users: authV1.UsersServiceClient;
  private readonly organizationCache: TtlCache<authV1.OrganizationSimple[]>;
  private readonly userCache: TtlCache<authV1.UserSimple[]>;

  constructor(
    @Inject(AUTH_GRPC_CLIENT) private readonly client: ClosableClient,
    @Inject(FLEET_CONFIG) config: FleetConfig,
  ) {
    this.organizations = client.getService<authV1.OrganizationsServiceClient>(authV1.ORGANIZATIONS_SERVICE_NAME);
    this.users = client.getService<authV1.UsersServiceClient>(authV1.USERS_SERVICE_NAME);
    this.organizationCache = new TtlCache(config.AUTH_CACHE_TTL_MS);
    this.userCache = new TtlCache(config.AUTH_CACHE_TTL_MS);
  }

  /** ROOT/HEXA: every organisation; others: their own and its descendants (with parent ids). */
  knownOrganizations(token: string): Promise<authV1.OrganizationSimple[]> {
    return this.organizationCache.get(tokenKey(token), async () => {
      const reply = await callGrpc(() => this.organizations.listOrganizationsSimple({}, callerMetadata({ token })));
      return reply.organizations ?? [];
    });
  }

  /** Users of one organisation as the caller may see them, archived ones included (for names). */
  usersOf(token: string, organizationId: number, options: { fresh?: boolean } = {}): Promise<authV1.UserSimple[]> {
    const load = async () => {
      const reply = await callGrpc(() =>
        this.users.listUsersSimple({ showArchived: true }, callerMetadata({ token, organizationId })),
      );
      return reply.users ?? [];
    };
    const key = `${tokenKey(token)}:${organizationId}`;
    return options.fresh ? this.userCache.reload(key, load) : this.userCache.get(key, load);
  }

  /** One user as the caller may see it (USER_MISSING / USER_FORBIDDEN from auth otherwise). */
  getUser(token: string, userId: number): Promise<authV1.User> {
    return callGrpc(() => this.users.getUser({ id: userId }, callerMetadata({ token })));
  }

  async onModuleDestroy(): Promise<void> {
    await this.client.close();
  }
}

// Tokens never sit in memory as map keys in clear text (heap dumps); a digest is as good for lookups.
function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
