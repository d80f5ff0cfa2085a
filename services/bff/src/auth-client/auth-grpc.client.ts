import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ClientGrpc } from '@nestjs/microservices';
import { authV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import type { Observable } from 'rxjs';

import type { CallerContext } from '../common/caller';
import { callAsCaller } from '../common/grpc-call';
import { BFF_CONFIG, type BffConfig } from '../config';

export const AUTH_GRPC_CLIENT = Symbol('AUTH_GRPC_CLIENT');

/** The auth service's three gRPC services, called through `callAsCaller`. */
@Injectable()
export class AuthGrpcClient implements OnModuleInit {
  auth!: authV1.AuthServiceClient;
  users!: authV1.UsersServiceClient;
  organizations!: authV1.OrganizationsServiceClient;

  constructor(
    @Inject(AUTH_GRPC_CLIENT) private readonly client: ClientGrpc,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  onModuleInit(): void {
    this.auth = this.client.getService<authV1.AuthServiceClient>(authV1.AUTH_SERVICE_NAME);
    this.users = this.client.getService<authV1.UsersServiceClient>(authV1.USERS_SERVICE_NAME);
    this.organizations = this.client.getService<authV1.OrganizationsServiceClient>(authV1.ORGANIZATIONS_SERVICE_NAME);
  }

  /** `caller` undefined is for the public calls (login, password reset, readiness), which carry no identity. */
  call<T>(
    caller: CallerContext | undefined,
    invoke: (metadata: Metadata) => Observable<T>,
    timeoutMs = this.config.grpcTimeoutMs,
  ): Promise<T> {
    return callAsCaller(caller, invoke, timeoutMs);
  }
}
