import { randomUUID } from 'node:crypto';

import { eventually } from './polling';
import { withTestDatabase } from './test-database';

/** A trip as the journal's detection stores it (journal.trips), for tests of the journal's readers. */
export interface StoredTrip {
  organizationId: number;
  vehicleId: number;
  driverUserId: number | null;
  startMs: number;
  durationMs?: number;
  distanceM?: number;
  purpose?: string;
  description?: string;
  /** The device that recorded it (default: a made-up one of its own). */
  imei?: string;
}

/** Inserts a closed trip straight into the journal's table (the journal's migrations must have run); its id. */
export function storeJournalTrip(trip: StoredTrip): Promise<number> {
  return withTestDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `insert into "journal"."trips" ("organization_id", "vehicle_id", "device_id", "imei", "start_at", "stop_at",
         "start_latitude", "start_longitude", "stop_latitude", "stop_longitude", "distance_m", "path_distance_m",
         "fix_count", "ignition_based", "purpose", "driver_user_id", "description")
       values ($1, $2, 1, $3, $4, $5, 59.33, 18.06, 59.35, 18.1, $6, $6, 40, true, $7, $8, $9)
       returning "id"`,
      [
        trip.organizationId,
        trip.vehicleId,
        trip.imei ?? `test-${randomUUID().slice(0, 12)}`,
        new Date(trip.startMs).toISOString(),
        new Date(trip.startMs + (trip.durationMs ?? 1_200_000)).toISOString(),
        trip.distanceM ?? 5400,
        trip.purpose ?? 'BUSINESS',
        trip.driverUserId,
        trip.description ?? '',
      ],
    );
    return Number(rows[0].id);
  });
}

/** Waits until the journal's vehicles read model holds the vehicle (fleet.vehicles.v1 has reached it). */
export function journalKnowsVehicle(vehicleId: number, timeoutMs = 30_000): Promise<void> {
  return eventually(
    () =>
      withTestDatabase(async (client) => {
        const { rowCount } = await client.query('select 1 from "journal"."vehicles" where "vehicle_id" = $1', [
          vehicleId,
        ]);
        if (!rowCount) throw new Error(`the journal does not know vehicle ${vehicleId} yet`);
      }),
    timeoutMs,
  );
}
