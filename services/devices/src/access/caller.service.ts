import { CallerResolver } from '@fleetlog/access';
import type { Metadata } from '@grpc/grpc-js';
import { Injectable } from '@nestjs/common';

import type { Caller } from './caller';
import { assertPermitted, type DevicesRpc } from './permissions';

@Injectable()
export class CallerService {
  constructor(private readonly resolver: CallerResolver) {}

  /**
   * Resolves the caller from the token and the read models (current roles, no call to auth), then checks the role
   * requirement of the call against those current roles.
   */
  async resolve(metadata: Metadata | undefined, rpc: DevicesRpc): Promise<Caller> {
    const caller = await this.resolver.resolve(metadata);
    assertPermitted(caller.principal, rpc);
    return {
      ...caller,
      tree: [...caller.organizations.values()],
      requestedOrganizationId: caller.organizationSelected ? caller.selectedOrganizationId : undefined,
    };
  }
}
