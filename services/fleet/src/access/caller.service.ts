import { type Caller, CallerResolver } from '@fleetlog/access';
import type { Metadata } from '@grpc/grpc-js';
import { Injectable } from '@nestjs/common';

export { assertKnownOrganization, subtreeOf } from '@fleetlog/access';

/** Resolves the caller of a gRPC call from the token and the read models (see @fleetlog/access), without auth. */
@Injectable()
export class CallerService {
  constructor(private readonly resolver: CallerResolver) {}

  resolve(metadata: Metadata | undefined): Promise<Caller> {
    return this.resolver.resolve(metadata);
  }
}
