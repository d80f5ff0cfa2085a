import type { EntityManager } from '@mikro-orm/postgresql';

import type { ChargedTrip } from './trip-charges.service';

// The SQL of tolls.parked_trips: trips whose path the positions store could not give, waiting for the retry sweep.

/** The first retry after this; each failed retry doubles it, up to PARKED_RETRY_MAX_S. */
export const PARKED_RETRY_FIRST_S = 60;
export const PARKED_RETRY_MAX_S = 3_600;

export interface ParkedTrip {
  facts: ChargedTrip;
  attempts: number;
}

/** Parks the trip (a newer version replaces an older one; an older one never replaces a newer). */
export async function parkTrip(em: EntityManager, facts: ChargedTrip, error: string): Promise<void> {
  await em.execute(
    `insert into "tolls"."parked_trips" ("trip_id", "journal_version", "facts", "next_attempt_at", "last_error")
     values (?, ?, ?::jsonb, now() + ? * interval '1 second', ?)
     on conflict ("trip_id") do update set
       "journal_version" = excluded."journal_version", "facts" = excluded."facts", "attempts" = 0,
       "next_attempt_at" = excluded."next_attempt_at", "last_error" = excluded."last_error", "parked_at" = now()
     where "parked_trips"."journal_version" < excluded."journal_version"`,
    [facts.tripId, facts.journalVersion, JSON.stringify(facts), PARKED_RETRY_FIRST_S, error],
  );
}

/** The parked trips due for a retry (of `tripIds` only, when given), oldest due first. */
export async function dueParkedTrips(
  em: EntityManager,
  limit: number,
  tripIds?: readonly number[],
): Promise<ParkedTrip[]> {
  const rows = await em.execute<Array<{ facts: ChargedTrip; attempts: number }>>(
    `select "facts", "attempts" from "tolls"."parked_trips" where "next_attempt_at" <= now()
       and (?::bigint[] is null or "trip_id" = any(?::bigint[]))
     order by "next_attempt_at" limit ?`,
    [...Array(2).fill(tripIds ? `{${tripIds.join(',')}}` : null), limit],
  );
  return rows.map((row) => ({ facts: row.facts, attempts: Number(row.attempts) }));
}

/** The trip is charged at `journalVersion` or later: its parked copy of that version or older goes. */
export async function unparkTrip(em: EntityManager, tripId: number, journalVersion: number): Promise<void> {
  await em.execute(`delete from "tolls"."parked_trips" where "trip_id" = ? and "journal_version" <= ?`, [
    tripId,
    journalVersion,
  ]);
}

/** A failed retry: the next one after twice the wait (capped), the error kept for the logs and operators. */
export async function postponeParkedTrip(em: EntityManager, parked: ParkedTrip, error: string): Promise<void> {
  const waitS = Math.min(PARKED_RETRY_FIRST_S * 2 ** (parked.attempts + 1), PARKED_RETRY_MAX_S);
  await em.execute(
    `update "tolls"."parked_trips" set "attempts" = "attempts" + 1, "last_error" = ?,
       "next_attempt_at" = now() + ? * interval '1 second'
     where "trip_id" = ? and "journal_version" = ?`,
    [error, waitS, parked.facts.tripId, parked.facts.journalVersion],
  );
}
