import { ServiceKey } from '@fleetlog/access';
import { type commonV1, ErrorCode, journalV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { Metadata } from '@grpc/grpc-js';
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Inject } from '@nestjs/common';

import { privateLatestTrips } from './latest-trips';
import { privateTripSpans } from './private-trip-spans';

/** The AVL log reads at most 31 days at once; a little more here for packets received after their records. */
const SPANS_MAX_RANGE_MS = 40 * 24 * 3_600_000;

/**
 * journal.v1.LatestTripService: the vehicles whose latest trip is private, the snapshot a consumer of
 * journal.latest-trips.v1 starts from (the BFF's map hides such a vehicle from all but the trip's driver), and a
 * device's private trips over a span (the BFF's AVL log withholds their packets). Only the
 * platform's services may call it (the internal service key): who drove where privately is not for end users.
 */
@Controller()
@journalV1.LatestTripServiceControllerMethods()
export class LatestTripsController implements journalV1.LatestTripServiceController {
  constructor(
    @Inject(ServiceKey) private readonly serviceKey: ServiceKey,
    private readonly em: EntityManager,
  ) {}

  async snapshotPrivateLatestTrips(_request: commonV1.Empty, metadata?: Metadata): Promise<journalV1.LatestTrips> {
    this.serviceKey.assertPresentedIn(metadata);
    return { trips: await privateLatestTrips(this.em.fork()) };
  }

  async listPrivateTripSpans(
    request: journalV1.PrivateTripSpansRequest,
    metadata?: Metadata,
  ): Promise<journalV1.PrivateTripSpans> {
    this.serviceKey.assertPresentedIn(metadata);
    const fromMs = Number(request.fromTsMs);
    const toMs = Number(request.toTsMs);
    if (!(fromMs >= 0) || !(toMs > fromMs) || toMs - fromMs > SPANS_MAX_RANGE_MS) {
      throw new DomainError(ErrorCode.BAD_TIMESTAMP, 'Bad timestamp');
    }
    return { spans: await privateTripSpans(this.em.fork(), request.imei, fromMs, toMs) };
  }
}
