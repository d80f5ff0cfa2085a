import type { journalEventsV1 } from '@fleetlog/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * journal.trips.v1: a user's lastSeenDriving (spec 01 §3 user lifecycle) follows the trips the journal gives the user
 * as driver: the latest stop of any of them. Monotonic and idempotent (greatest of the stored and the trip's), so a
 * redelivered, reordered or replayed event changes nothing; a trip deleted or moved to another driver later leaves
 * the time as it was (the user was seen driving then). The users' read models do not carry the field, so no
 * UserChanged goes out for it.
 */
@Injectable()
export class TripChangedHandler {
  constructor(private readonly em: EntityManager) {}

  async handle(event: journalEventsV1.TripChanged): Promise<void> {
    const driverUserId = Number(event.driverUserId);
    const stopMs = Number(event.stopTsMs);
    if (!driverUserId || event.deleted || !(stopMs > 0)) return;
    await this.em.execute(
      `update "auth"."users" set "last_seen_driving" = to_timestamp(?::double precision / 1000)
       where "id" = ? and ("last_seen_driving" is null or "last_seen_driving" < to_timestamp(?::double precision / 1000))`,
      [stopMs, driverUserId, stopMs],
    );
  }
}
