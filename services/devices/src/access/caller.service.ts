import { CallerResolver } from '@fleetlog/access';
import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
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

  /**
   * The caller seeing the organisation a request targets (ORGANIZATION_MISSING when it cannot): a superadmin's
   * organisation created a moment ago is waited for briefly, and the family tree then includes it.
   */
  async targeting(caller: Caller, organizationId: number): Promise<Caller> {
    if (organizationId <= 0) {
      throw new DomainError(ErrorCode.MISSING_FIELDS, 'organizationId is required', { field: 'organizationId' });
    }
    const seeing = await this.resolver.withOrganization(caller, organizationId);
    return seeing === caller ? caller : { ...seeing, tree: [...seeing.organizations.values()] };
  }
}
