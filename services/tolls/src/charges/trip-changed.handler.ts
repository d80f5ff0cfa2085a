import type { journalEventsV1 } from '@fleetlog/contracts';
import { Injectable } from '@nestjs/common';

import { TripChargesService } from './trip-charges.service';

/** journal.trips.v1: every closed, changed, moved or deleted trip (an older version replayed is ignored). */
@Injectable()
export class TripChangedHandler {
  constructor(private readonly charges: TripChargesService) {}

  async handle(event: journalEventsV1.TripChanged): Promise<void> {
    await this.charges.followTrip(event);
  }
}
