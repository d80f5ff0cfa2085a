import type { journalEventsV1 } from '@fleetlog/contracts';
import { Injectable } from '@nestjs/common';

import { AlarmCatalogue } from '../evaluation/alarm-catalogue';

/**
 * journal.latest-trips.v1: each vehicle's latest trip, open or closed, with its purpose and driver (a compacted topic
 * read from its beginning at every start, kept in memory): an alarm raised during another driver's private trip
 * carries no position or address to anyone but that driver (the journal's one privacy rule, @fleetlog/access).
 */
@Injectable()
export class LatestTripHandler {
  constructor(private readonly catalogue: AlarmCatalogue) {}

  handle(event: journalEventsV1.LatestTripChanged): Promise<void> {
    const vehicleId = Number(event.vehicleId);
    const known = this.catalogue.latestTrips.get(vehicleId);
    if (!vehicleId || (known && known.version >= Number(event.version))) return Promise.resolve();
    this.catalogue.latestTrips.set(vehicleId, {
      open: event.open,
      purpose: event.purpose,
      driverUserId: Number(event.driverUserId),
      startTsMs: Number(event.startTsMs),
      version: Number(event.version),
    });
    return Promise.resolve();
  }
}
