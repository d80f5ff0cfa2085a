import { ErrorCode, type fleetV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Inject, Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { FLEET_CONFIG, type FleetConfig } from '../config';
import { VehicleAccess } from '../vehicles/vehicle-access';
import { assertVehiclePermission } from '../vehicles/vehicle-permissions';
import { normalizeRegistry } from '../vehicles/vehicle-rules';
import { isSwedishRegistry } from './registry-response';
import { VehicleInfoEntity } from './vehicle-info.entity';
import { VehicleInfoRepository } from './vehicle-info.repository';
import { VehicleRegistryClient } from './vehicle-registry.client';

const DAY_MS = 86_400_000;

/** GET /vehicleinfo/fetch (Swedish registrations) with lookups cached in vehicle_info_history. */
@Injectable()
export class VehicleRegistryService {
  constructor(
    private readonly client: VehicleRegistryClient,
    private readonly history: VehicleInfoRepository,
    private readonly access: VehicleAccess,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  async fetch(caller: Caller, request: fleetV1.VehicleInfoRequest): Promise<fleetV1.VehicleInfoResponse> {
    assertVehiclePermission(caller.principal, 'REGISTRY_LOOKUP');
    const registry = normalizeRegistry(request.regNo);
    if (registry === '') throw new DomainError(ErrorCode.MISSING_FIELDS, 'regNo required', { field: 'regNo' });
    if (!isSwedishRegistry(registry)) {
      throw new DomainError(ErrorCode.BAD_REG, 'only Swedish registration numbers can be looked up', {
        field: 'regNo',
      });
    }
    if (!this.client.configured) {
      throw new DomainError(ErrorCode.SERVICE_NOT_CONFIGURED, 'vehicle registry not configured');
    }
    const since = new Date(Date.now() - this.config.VEHICLE_INFO_CACHE_DAYS * DAY_MS);
    const cached = await this.history.latestSince(registry, since);
    if (cached) return { vehicles: { [registry]: cached.info } };
    const info = await this.client.fetch(registry);
    await this.history.add(
      Object.assign(new VehicleInfoEntity(), { registry, info, fetchedByUserId: caller.principal.userId }),
    );
    return { vehicles: { [registry]: info } };
  }

  /** Forgets the cached lookups of a vehicle's registration number, so the next fetch asks the registry again. */
  async forget(caller: Caller, vehicleId: number): Promise<void> {
    const { vehicle } = await this.access.loadFor(caller, vehicleId, 'REGISTRY_LOOKUP');
    if (vehicle.registry !== '') await this.history.forget(vehicle.registry);
  }
}
