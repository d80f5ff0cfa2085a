import type { EntityManager } from '@mikro-orm/postgresql';

import type { IbuttonDrivers } from './ibutton-drivers';
import { type InstallationRow, installationAt, tripDefaults, tripDefaultsAt, withKeyDriver } from './trip-vehicle';

/** A device's detector after a pass: the start of its open trip, or undefined while parked. */
export interface OpenTripMark {
  imei: string;
  startMs: number | undefined;
  startPosition?: { latitude: number; longitude: number };
  /** The open trip's driver key (iButton id), once one of its fixes carried one. */
  ibuttonId?: string;
  /** Whether the pass read the key first (the trip's driver may have changed though its start did not). */
  ibuttonIdRead?: boolean;
}

interface OpenTripRow {
  imei: string;
  vehicle_id: string;
  organization_id: string;
  purpose: string;
  driver_user_id: string | null;
  started_ms: string;
}

/**
 * Brings `open_trips` in line with the devices' detectors after a detection pass (same transaction, under the
 * detectors' row locks): a trip opened, with the purpose and driver it would get if it closed now, or closed. A trip
 * that closed and another that opened in one pass is one change (the new trip); a device moved to another vehicle
 * closes the old one's. A driver key read during the trip names its driver as it will when the trip closes (a change
 * when that is somebody else). Answers the vehicles whose open trip changed: their latest trip (latest-trips.ts) is
 * the caller's to bring along once the pass's closed trips are stored.
 */
export async function syncOpenTrips(
  tx: EntityManager,
  marks: readonly OpenTripMark[],
  drivers: IbuttonDrivers,
): Promise<number[]> {
  if (marks.length === 0) return [];
  const rows = await tx.execute<OpenTripRow[]>(
    `select "imei", "vehicle_id", "organization_id", "purpose", "driver_user_id",
       (extract(epoch from "started_at") * 1000)::bigint as "started_ms"
     from "journal"."open_trips" where "imei" in (?)`,
    [marks.map((mark) => mark.imei)],
  );
  const held = new Map(rows.map((row) => [row.imei, row]));
  const changed = new Set<number>();
  for (const mark of marks) {
    const previous = held.get(mark.imei);
    const sameTrip = (previous ? Number(previous.started_ms) : undefined) === mark.startMs;
    if (sameTrip && !(previous && mark.ibuttonIdRead)) continue;
    const installed = mark.startMs === undefined ? undefined : await installationAt(tx, mark.imei, mark.startMs);
    const installation = installed && (await withKeyDriver(tx, installed, mark.ibuttonId, drivers));
    const defaults =
      installation && mark.startMs !== undefined
        ? await openTripDefaults(tx, installation, mark.startMs, mark)
        : undefined;
    // The same trip again: announced anew only when the key changed its driver (and so maybe its purpose).
    if (sameTrip && !(previous && defaults && announcedOtherwise(previous, defaults))) continue;
    if (previous) {
      await tx.execute(`delete from "journal"."open_trips" where "imei" = ?`, [mark.imei]);
      changed.add(Number(previous.vehicle_id));
    }
    // A device in no vehicle keeps no journal and shows on no map.
    if (mark.startMs === undefined || !installation || !defaults) continue;
    const vehicleId = Number(installation.vehicle_id);
    await tx.execute(
      `insert into "journal"."open_trips"
         ("imei", "vehicle_id", "organization_id", "purpose", "driver_user_id", "started_at")
       values (?, ?, ?, ?, ?, ?)`,
      [
        mark.imei,
        vehicleId,
        Number(installation.organization_id),
        defaults.purpose ?? '',
        defaults.driverUserId,
        new Date(mark.startMs).toISOString(),
      ],
    );
    changed.add(vehicleId);
  }
  return [...changed];
}

/** The purpose and driver the open trip gets if it closed now. */
function openTripDefaults(
  tx: EntityManager,
  installation: InstallationRow,
  startMs: number,
  mark: OpenTripMark,
): Promise<{ purpose: string | null; driverUserId: number | null }> {
  return mark.startPosition
    ? tripDefaultsAt(tx, installation, startMs, mark.startPosition)
    : Promise.resolve(tripDefaults(installation, startMs));
}

function announcedOtherwise(
  previous: OpenTripRow,
  now: { purpose: string | null; driverUserId: number | null },
): boolean {
  const driverBefore = previous.driver_user_id === null ? null : Number(previous.driver_user_id);
  return now.driverUserId !== driverBefore || (now.purpose ?? '') !== previous.purpose;
}
