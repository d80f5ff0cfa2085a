import { authV1 } from '@fleetlog/contracts';
import { callerMetadata, callGrpc } from '@fleetlog/grpc';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ClientGrpc } from '@nestjs/microservices';

import { DEVICES_CONFIG, type DevicesConfig } from '../config';

export const AUTH_GRPC = Symbol('AUTH_GRPC');

export interface KnownOrganization {
  id: number;
  fullName: string;
  parentId: number | null;
}

/**
 * Asks auth which organisations a caller knows, with the caller's own token forwarded: auth decides the scope
 * (ROOT/HEXA all, others own + descendants), so this service never keeps its own copy of the tree.
 */
@Injectable()
export class AuthGrpcClient implements OnModuleInit {
  private organizations!: authV1.OrganizationsServiceClient;

  constructor(
    @Inject(AUTH_GRPC) private readonly client: ClientGrpc,
    @Inject(DEVICES_CONFIG) private readonly config: DevicesConfig,
  ) {}

  onModuleInit(): void {
    this.organizations = this.client.getService<authV1.OrganizationsServiceClient>(authV1.ORGANIZATIONS_SERVICE_NAME);
  }

  async knownOrganizations(token: string): Promise<KnownOrganization[]> {
    const response = await callGrpc(() => this.organizations.listOrganizationsSimple({}, callerMetadata({ token })), {
      timeoutMs: this.config.GRPC_CLIENT_TIMEOUT_MS,
    });
    return response.organizations.map((org) => ({
      id: org.organizationId,
      fullName: org.fullName,
      parentId: org.parentOrganization > 0 ? org.parentOrganization : null,
    }));
  }
}
