import { ServiceKey } from '@fleetlog/access';
import { type commonV1, journalV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Inject } from '@nestjs/common';

import { openTrips } from './open-trips';

/**
 * journal.v1.OpenTripService: the trips open now, the snapshot a consumer of journal.open-trips.v1 starts from (the
 * BFF's map hides a vehicle on a private trip from all but its driver). Only the platform's services may call it
 * (the internal service key): who drives where privately is not for end users.
 */
@Controller()
@journalV1.OpenTripServiceControllerMethods()
export class OpenTripsController implements journalV1.OpenTripServiceController {
  constructor(
    @Inject(ServiceKey) private readonly serviceKey: ServiceKey,
    private readonly em: EntityManager,
  ) {}

  async snapshotOpenTrips(_request: commonV1.Empty, metadata?: Metadata): Promise<journalV1.OpenTrips> {
    this.serviceKey.assertPresentedIn(metadata);
    return { trips: await openTrips(this.em.fork()) };
  }
}
