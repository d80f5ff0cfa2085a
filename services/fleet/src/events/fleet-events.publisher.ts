import { type fleetEventsV1, type fleetV1, TOPICS } from '@fleetlog/contracts';
import { addToOutbox, raiseVersion } from '@fleetlog/messaging';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { VehicleEntity } from '../vehicles/vehicle.entity';

/**
 * VehicleChanged on the compacted topic fleet.vehicles.v1, keyed by vehicle id, with the vehicle's full state.
 * Written to the outbox inside the transaction of the change (the relay publishes it once that commits), so an event
 * is never lost and never reports a change that rolled back.
 */
@Injectable()
export class FleetEventsPublisher {
  /** Raises each changed vehicle's version (row lock until commit: per-key order is commit order). */
  async raiseVersions(em: EntityManager, vehicles: readonly VehicleEntity[]): Promise<void> {
    for (const vehicle of new Set(vehicles)) await raiseVersion(em, vehicle);
  }

  /** Records the full state built after `raiseVersions`, with the vehicle's version. */
  async vehicleChanged(em: EntityManager, vehicle: fleetV1.Vehicle, version: number, deleted = false): Promise<void> {
    const message = {
      // canToggleDefaultTripType describes the caller of the request, not the vehicle.
      vehicle: { ...vehicle, canToggleDefaultTripType: false },
      deleted,
      changedTsMs: Date.now(),
      version,
      odometerReadings: deleted ? [] : await odometerReadings(em, vehicle.id),
    };
    await addToOutbox(em, TOPICS.fleetVehicles, String(vehicle.id), message);
  }
}

/** The newest calibrations of the vehicle by reading time (the event carries them for the journal). */
export const EVENT_ODOMETER_READINGS = 100;

async function odometerReadings(em: EntityManager, vehicleId: number): Promise<fleetEventsV1.OdometerReading[]> {
  const rows = await em.execute<
    Array<{ id: string; value_km: number; recorded_ms: string; apply_retroactive: boolean }>
  >(
    `select "id", "value_km", (extract(epoch from "recorded_at") * 1000)::bigint as "recorded_ms", "apply_retroactive"
     from "fleet"."odometer_calibrations" where "vehicle_id" = ?
     order by "recorded_at" desc, "id" desc limit ?`,
    [vehicleId, EVENT_ODOMETER_READINGS],
  );
  return rows.reverse().map((row) => ({
    readingId: Number(row.id),
    valueKm: Number(row.value_km),
    recordedTimeMs: Number(row.recorded_ms),
    applyRetroactive: row.apply_retroactive,
  }));
}
