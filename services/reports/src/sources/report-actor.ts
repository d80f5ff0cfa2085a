import type { Caller, ServiceKey } from '@fleetlog/access';
import { Metadata } from '@grpc/grpc-js';

/**
 * Who a report is made for, and how its data is asked for: the caller resolved from its token here, and the metadata
 * the owners (journal, fleet, devices) get, so they apply their own rules (the journal's one privacy rule among them)
 * to exactly this user. A download forwards the user's own token; work after the request (an e-mailed or scheduled
 * report) is asked for by this service with the internal service key on behalf of the user, whose rights the owners
 * read as they are then.
 */
export interface ReportActor {
  readonly caller: Caller;
  metadata(): Metadata;
}

const FORWARDED = ['authorization', 'x-organization-id', 'x-show-archived'] as const;

/** The user of a request: the owners get the same token and organisation choice this service got. */
export function requestActor(caller: Caller, incoming: Metadata): ReportActor {
  return {
    caller,
    metadata: () => {
      const metadata = new Metadata();
      for (const key of FORWARDED) {
        const value = incoming.get(key)[0];
        if (typeof value === 'string') metadata.set(key, value);
      }
      return metadata;
    },
  };
}

/** A user this service acts for later (an e-mailed or scheduled report), in the organisation the work is for. */
export function backgroundActor(caller: Caller, key: ServiceKey): ReportActor {
  return {
    caller,
    metadata: () => key.onBehalfOf(caller.principal.userId, caller.selectedOrganizationId),
  };
}
