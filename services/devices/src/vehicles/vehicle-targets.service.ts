import type { fleetV1 } from '@fleetlog/contracts';
import { Injectable } from '@nestjs/common';

import { type Caller, forwardMetadata } from '../access/caller';
import { FleetGrpcClient } from '../clients/fleet-grpc.client';
import { PLATFORM_WIDE } from '../database/scope-filter';
import type { VehicleSide } from '../installations/installation-rules';
import { applyVehicle } from './vehicle-view.mapper';
import { VehicleViewsRepository } from './vehicle-views.repository';

/**
 * A vehicle a device is to go into, as fleet sees it for this caller (fleet is authoritative: VEHICLE_MISSING for an
 * unknown vehicle or one of an organisation the caller cannot see, VEHICLE_FORBIDDEN for a visible one it may not
 * use). Archived vehicles are asked for too, so the caller hears VEHICLE_FORBIDDEN rather than VEHICLE_MISSING for
 * them.
 */
@Injectable()
export class VehicleTargetsService {
  constructor(
    private readonly fleet: FleetGrpcClient,
    private readonly views: VehicleViewsRepository,
  ) {}

  async resolve(caller: Caller, vehicleId: number): Promise<{ side: VehicleSide; vehicle: fleetV1.Vehicle }> {
    const vehicle = await this.fleet.getVehicle(vehicleId, forwardMetadata(caller, { showArchived: true }));
    return {
      vehicle,
      side: { id: vehicle.id, organizationId: vehicle.organizationId, archived: vehicle.isArchived },
    };
  }

  /**
   * Refreshes the read model from fleet's answer (inside the caller's transaction), so the device list shows the
   * vehicle at once instead of after the next fleet.vehicles.v1 message. The event's version stamp is left alone:
   * the next event still applies.
   */
  async remember(vehicle: fleetV1.Vehicle): Promise<void> {
    applyVehicle(await this.views.lockOrCreate(PLATFORM_WIDE, vehicle.id, vehicle.organizationId), vehicle);
  }
}
