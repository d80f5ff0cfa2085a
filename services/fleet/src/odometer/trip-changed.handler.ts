import { AccessDirectory } from '@fleetlog/access';
import { type journalEventsV1, TOPICS } from '@fleetlog/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { VehicleChanges } from '../vehicles/vehicle-changes';
import { VehicleEntity } from '../vehicles/vehicle.entity';
import { recordTrip, runningOdometerKm } from './running-odometer';

/**
 * journal.trips.v1 (keyed by trip, versioned per trip): the vehicle's running odometer follows its trips (issue 8),
 * the latest calibration plus the distance of the trips that stopped after it. Through the same change path as every
 * vehicle write, so fleet.vehicles.v1 follows; a replay of an older version of a trip is ignored by the version claim.
 * A trip moved to another vehicle, merged away or deleted moves both odometers accordingly.
 */
@Injectable()
export class TripChangedHandler {
  constructor(
    private readonly em: EntityManager,
    private readonly changes: VehicleChanges,
    private readonly directory: AccessDirectory,
  ) {}

  async handle(event: journalEventsV1.TripChanged): Promise<void> {
    const tripId = Number(event.tripId);
    const vehicleId = Number(event.vehicleId);
    if (tripId <= 0 || vehicleId <= 0) return;
    const source = { stream: TOPICS.journalTrips.name, key: String(tripId), version: Number(event.version) };
    const names = new Map<number, string>();
    await this.changes.commitPlatformWide(
      async () => {
        const affected = await recordTrip(this.em, {
          tripId,
          vehicleId,
          stopMs: Number(event.stopTsMs),
          distanceM: Number(event.distanceM),
          deleted: event.deleted,
        });
        const changed: VehicleEntity[] = [];
        for (const id of affected) {
          const vehicle = await this.em.findOne(VehicleEntity, { id, deletedAt: null });
          if (!vehicle) continue;
          const odometer = await runningOdometerKm(this.em, id);
          if (odometer === null || odometer === vehicle.stateOdometerKm) continue;
          vehicle.stateOdometerKm = odometer;
          changed.push(vehicle);
          for (const user of this.directory.users.ofOrganization(vehicle.organizationId)) {
            names.set(user.id, user.displayName);
          }
        }
        return changed;
      },
      names,
      source,
    );
  }
}
