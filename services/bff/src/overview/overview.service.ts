import { Inject, Injectable } from '@nestjs/common';
import { AccessDirectory, type Caller, CallerResolver } from '@fleetlog/access';
import { ErrorCode, type devicesV1, type fleetV1 } from '@fleetlog/contracts';
import { callerMetadata, DomainError } from '@fleetlog/grpc';

import type { CallerContext } from '../common/caller';
import { DevicesGrpcClient } from '../devices-client/devices-grpc.client';
import { FleetGrpcClient } from '../fleet-client/fleet-grpc.client';
import { toOverviewItem } from './overview.mapper';
import { PrivateTrips } from './private-trips';
import type { OverviewItemJson, OverviewQuery } from './overview.schemas';

/** The organisation settings switch that hides the map (spec 01 §2.2 "map hidden for organisations on an exclusion
 * list"; auth's `GET /organization/no-map-view` lists the same organisations). */
export const NO_MAP_VIEW_SETTING = 'NO_MAP_VIEW';

/**
 * The map overview (spec 02 §2.5, §7): fleet's list of the vehicles the caller may see (fleet owns visibility: the
 * organisation scope, the selected organisation, and a driver's permitted vehicles) merged with devices' latest
 * positions, each as the caller may see it (private mode, `PrivateTrips`). Vehicles of organisations without a map
 * view are never part of it.
 */
@Injectable()
export class OverviewService {
  constructor(
    private readonly fleet: FleetGrpcClient,
    private readonly devices: DevicesGrpcClient,
    @Inject(CallerResolver) private readonly callers: CallerResolver,
    @Inject(AccessDirectory) private readonly directory: AccessDirectory,
    private readonly privateTrips: PrivateTrips,
  ) {}

  async list(caller: CallerContext, query: OverviewQuery): Promise<OverviewItemJson[]> {
    const resolved = await this.resolve(caller);
    const requested = query.organizationIds ? new Set(query.organizationIds) : undefined;
    for (const id of requested ?? []) this.assertMapOrganization(resolved, id);
    if (!requested && this.mapOrganizations(resolved).length === 0) {
      throw new DomainError(ErrorCode.NO_ACCESS_TO_FEATURE, 'the map is not available for this organisation');
    }
    const { vehicles } = await this.fleet.call(caller, (md) =>
      this.fleet.vehicles.listVehicles({ showArchived: caller.showArchived }, md),
    );
    const benefitTypes = query.benefitTypes ? new Set<string>(query.benefitTypes) : undefined;
    const search = query.search?.toLocaleLowerCase('sv') ?? '';
    const shown = (vehicles ?? []).filter(
      (vehicle) =>
        (requested ? requested.has(vehicle.organizationId) : true) &&
        this.hasMap(vehicle.organizationId) &&
        (!benefitTypes || benefitTypes.has(vehicle.benefitType)) &&
        matches(vehicle, search),
    );
    const positions = await this.positions(
      caller,
      shown.map((vehicle) => vehicle.id),
    );
    const now = Date.now();
    return shown.map((vehicle) =>
      toOverviewItem(vehicle, positions.get(vehicle.id), this.organizationName(resolved, vehicle), now),
    );
  }

  /** The selected vehicle (refreshed every 10 s): fleet answers VEHICLE_MISSING for one the caller cannot see. */
  async vehicle(caller: CallerContext, id: number): Promise<OverviewItemJson> {
    const resolved = await this.resolve(caller);
    const vehicle = await this.fleet.call(caller, (md) => this.fleet.vehicles.getVehicle({ id }, md));
    this.assertMapOrganization(resolved, vehicle.organizationId);
    const positions = await this.positions(caller, [vehicle.id]);
    return toOverviewItem(vehicle, positions.get(vehicle.id), this.organizationName(resolved, vehicle), Date.now());
  }

  /** Whether the organisation shows the map (an unknown one does not: fail closed). */
  hasMap(organizationId: number): boolean {
    const organization = this.directory.organizations.get(organizationId);
    return organization !== undefined && organization.settings[NO_MAP_VIEW_SETTING] !== true;
  }

  /** The caller's current state and organisations from the read models (the edge's guard already verified it). */
  private resolve(caller: CallerContext): Promise<Caller> {
    return this.callers.resolve(
      callerMetadata({
        token: caller.principal.token,
        organizationId: caller.organizationId,
        showArchived: caller.showArchived,
      }),
    );
  }

  private mapOrganizations(caller: Caller): number[] {
    const root = caller.selectedOrganizationId;
    const candidates =
      caller.organizationSelected || caller.scope.kind !== 'all'
        ? this.callers.subtree(caller, root)
        : [...caller.organizations.keys()];
    return candidates.filter((id) => this.hasMap(id));
  }

  /** ORGANIZATION_MISSING for one the caller cannot see (as for none), NO_ACCESS_TO_FEATURE for one without a map. */
  private assertMapOrganization(caller: Caller, organizationId: number): void {
    if (!caller.organizations.has(organizationId)) {
      throw new DomainError(ErrorCode.ORGANIZATION_MISSING, `organization ${organizationId} does not exist`);
    }
    if (!this.hasMap(organizationId)) {
      throw new DomainError(ErrorCode.NO_ACCESS_TO_FEATURE, 'the map is not available for this organisation');
    }
  }

  private organizationName(caller: Caller, vehicle: fleetV1.Vehicle): string {
    return caller.organizations.get(vehicle.organizationId)?.fullName ?? '';
  }

  /**
   * Devices' latest positions of the vehicles, as stored: private mode is the caller's to apply (`PrivateTrips`); the
   * live socket applies it when it sends.
   */
  async latestPositions(caller: CallerContext, vehicleIds: number[]): Promise<devicesV1.VehiclePosition[]> {
    if (vehicleIds.length === 0) return [];
    const { positions } = await this.devices.call(caller, (md) =>
      this.devices.positions.latestPositions({ vehicleIds }, md),
    );
    return positions ?? [];
  }

  private async positions(
    caller: CallerContext,
    vehicleIds: number[],
  ): Promise<Map<number, devicesV1.VehiclePosition>> {
    // Private mode (spec 02 §2.5): a vehicle whose latest trip is another driver's private trip shows at 0,0.
    const viewer = caller.principal.userId;
    return new Map(
      (await this.latestPositions(caller, vehicleIds)).map((position) => [
        position.vehicleId,
        this.privateTrips.present(position, viewer),
      ]),
    );
  }
}

/** Search (spec 02 §2.5 list search box): registry, name or driver, case-insensitive; empty matches everything. */
export function matches(vehicle: fleetV1.Vehicle, search: string): boolean {
  if (search === '') return true;
  const driver = vehicle.currentDriver ?? vehicle.defaultDriver;
  return [vehicle.registry, vehicle.displayName, driver?.displayName ?? ''].some((text) =>
    text.toLocaleLowerCase('sv').includes(search),
  );
}
