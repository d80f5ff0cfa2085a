import { callerMetadata, callGrpc } from '@fleetlog/grpc';
import { Metadata } from '@grpc/grpc-js';
import type { Observable } from 'rxjs';

import type { CallerContext } from './caller';

/**
 * The one way the BFF calls a service: with the caller's token, selected organisation and archive switch as
 * metadata, under a deadline, with failures turned into DomainErrors. `caller` undefined is for the public calls
 * (login, password reset, readiness), which carry no identity.
 */
export function callAsCaller<T>(
  caller: CallerContext | undefined,
  invoke: (metadata: Metadata) => Observable<T>,
  timeoutMs: number,
): Promise<T> {
  const metadata = caller
    ? callerMetadata({
        token: caller.principal.token,
        organizationId: caller.organizationId,
        showArchived: caller.showArchived,
      })
    : new Metadata();
  return callGrpc(() => invoke(metadata), { timeoutMs });
}
