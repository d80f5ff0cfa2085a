import { ServiceKey } from '@fleetlog/access';
import { type commonV1, journalV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Inject } from '@nestjs/common';

import { privateLatestTrips } from './latest-trips';

/**
 * journal.v1.LatestTripService: the vehicles whose latest trip is private, the snapshot a consumer of
 * journal.latest-trips.v1 starts from (the BFF's map hides such a vehicle from all but the trip's driver). Only the
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
}
