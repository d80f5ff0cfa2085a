import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isAdmin } from '@fleetlog/security';
import { Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { VehicleDriversRepository } from '../drivers/vehicle-drivers.repository';
import { assertVehiclePermission, isRoleGate, type VehicleAction, type VehicleFacts } from './vehicle-permissions';
import { vehicleFacts } from './vehicle.mapper';
import type { VehicleEntity } from './vehicle.entity';
import { VehiclesRepository } from './vehicles.repository';

export interface LoadedVehicle {
  vehicle: VehicleEntity;
  permittedDriverIds: number[];
  facts: VehicleFacts;
}

/** Loads a vehicle inside the caller's scope and applies the permission matrix for an action. */
@Injectable()
export class VehicleAccess {
  constructor(
    private readonly vehicles: VehiclesRepository,
    private readonly drivers: VehicleDriversRepository,
  ) {}

  /**
   * VEHICLE_MISSING for an unknown id and for a vehicle outside the caller's scope alike (same code, same message), so
   * the ids of other organisations' vehicles cannot be probed; no permission check.
   */
  async load(caller: Caller, id: number): Promise<LoadedVehicle> {
    const vehicle = await this.vehicles.findById(caller.scope, id);
    // A driver sees vehicles of its own organisation only (not those of its sub-organisations).
    const visible =
      vehicle && (isAdmin(caller.principal) || vehicle.organizationId === caller.principal.organizationId);
    if (!visible) throw new DomainError(ErrorCode.VEHICLE_MISSING, 'vehicle not found');
    const permittedDriverIds = (await this.drivers.permittedByVehicle(caller.scope, [id])).get(id) ?? [];
    return { vehicle, permittedDriverIds, facts: vehicleFacts(vehicle, permittedDriverIds) };
  }

  async loadFor(caller: Caller, id: number, action: VehicleAction): Promise<LoadedVehicle> {
    // Role gates that do not depend on the vehicle come first, so a caller learns nothing about other vehicles.
    if (isRoleGate(action)) assertVehiclePermission(caller.principal, action);
    const loaded = await this.load(caller, id);
    assertVehiclePermission(caller.principal, action, loaded.facts);
    return loaded;
  }
}
