import type { journalV1 } from '@fleetlog/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A private trip longer than this is not looked for before the span asked about (the index reads by start). */
const LONGEST_TRIP_MS = 7 * 24 * 3_600_000;

/**
 * The private trips (PRIVATE, PRIVATE_AUTO) the device `imei` recorded that overlap [fromMs, toMs): the stored ones
 * (merged ones included, each as recorded) and the one open now. Who may see them is the caller's rule to apply
 * (`hidesPrivateTrip` of @fleetlog/access with each span's driver).
 */
export async function privateTripSpans(
  em: EntityManager,
  imei: string,
  fromMs: number,
  toMs: number,
): Promise<journalV1.PrivateTripSpan[]> {
  const rows = await em.execute<
    Array<{ start_ms: string; stop_ms: string | null; driver_user_id: string | null; purpose: string }>
  >(
    `select (extract(epoch from "start_at") * 1000)::bigint as "start_ms",
       (extract(epoch from "stop_at") * 1000)::bigint as "stop_ms", "driver_user_id", "purpose"
     from "journal"."trips"
     where "imei" = ? and "deleted_at" is null and "purpose" in ('PRIVATE', 'PRIVATE_AUTO')
       and "start_at" < to_timestamp(? / 1000.0) and "start_at" > to_timestamp(? / 1000.0)
       and "stop_at" > to_timestamp(? / 1000.0)
     union all
     select (extract(epoch from "started_at") * 1000)::bigint, null, "driver_user_id", "purpose"
     from "journal"."open_trips"
     where "imei" = ? and "purpose" in ('PRIVATE', 'PRIVATE_AUTO') and "started_at" < to_timestamp(? / 1000.0)
     order by 1`,
    [imei, toMs, fromMs - LONGEST_TRIP_MS, fromMs, imei, toMs],
  );
  return rows.map((row) => ({
    startTsMs: Number(row.start_ms),
    stopTsMs: row.stop_ms === null ? 0 : Number(row.stop_ms),
    driverUserId: row.driver_user_id === null ? 0 : Number(row.driver_user_id),
    purpose: row.purpose,
  }));
}
