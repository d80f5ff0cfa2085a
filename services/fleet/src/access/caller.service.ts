import { type Caller, CallerResolver } from '@fleetlog/access';
import type { Metadata } from '@grpc/grpc-js';
import { Injectable } from '@nestjs/common';

export { subtreeOf } from '@fleetlog/access';

/** Resolves the caller of a gRPC call from the token and the read models (see @fleetlog/access), without auth. */
@Injectable()
export class CallerService {
  constructor(private readonly resolver: CallerResolver) {}

  resolve(metadata: Metadata | undefined): Promise<Caller> {
    return this.resolver.resolve(metadata);
  }

  /**
   * The caller seeing the organisation a request targets, or ORGANIZATION_MISSING as for one that does not exist; a
   * superadmin's organisation created a moment ago is waited for briefly (its event may still be on its way).
   */
  targeting(caller: Caller, organizationId: number): Promise<Caller> {
    return this.resolver.withOrganization(caller, organizationId);
  }
}
