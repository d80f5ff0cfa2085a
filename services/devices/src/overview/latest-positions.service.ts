import { type Caller, CallerResolver } from '@fleetlog/access';
import { type devicesV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { OrgScope } from '@fleetlog/security';
import { Inject, Injectable } from '@nestjs/common';

import { LatestPositionsStore, type LatestVehiclePosition } from '../telemetry/latest-positions.store';
import { VehicleViewsRepository } from '../vehicles/vehicle-views.repository';

/** More ids than any organisation tree has vehicles: a bigger request is a client error, not a slow read. */
export const MAX_VEHICLE_IDS = 10_000;

/**
 * The latest positions of vehicles for the map (spec 02 §2.5), read from the ingest's Redis store. fleet owns which
 * vehicles a user may see (drivers: permitted vehicles), and the BFF asks only for those; this service keeps its own
 * organisation boundary on top: a vehicle is answered only when its CURRENT organisation (the fleet.vehicles.v1 read
 * model, not the organisation stored with the position, which may predate a move) is in the caller's scope, narrowed
 * to the selected organisation's subtree when one is selected. Unknown, deleted and never-reported vehicles are
 * simply absent, so the answer reveals nothing about other organisations.
 */
@Injectable()
export class LatestPositionsService {
  constructor(
    @Inject(CallerResolver) private readonly resolver: CallerResolver,
    private readonly store: LatestPositionsStore,
    private readonly vehicles: VehicleViewsRepository,
  ) {}

  async latest(caller: Caller, vehicleIds: readonly number[]): Promise<devicesV1.VehiclePositions> {
    if (vehicleIds.length > MAX_VEHICLE_IDS) {
      throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `at most ${MAX_VEHICLE_IDS} vehicle ids`, {
        field: 'vehicleIds',
      });
    }
    const ids = [...new Set(vehicleIds.filter((id) => Number.isSafeInteger(id) && id > 0))];
    if (ids.length === 0) return { positions: [] };
    const views = await this.vehicles.findByIds(callerScope(this.resolver, caller), ids);
    const organizationOf = new Map(views.filter((view) => !view.deleted).map((view) => [view.id, view.organizationId]));
    const entries = await this.store.getMany([...organizationOf.keys()]);
    return {
      positions: entries.map((entry) => toVehiclePosition(entry, organizationOf.get(entry.vehicleId) ?? 0)),
    };
  }
}

/** The caller's organisations, narrowed to the selected organisation's subtree when one is selected. */
export function callerScope(resolver: CallerResolver, caller: Caller): OrgScope {
  if (!caller.organizationSelected) return caller.scope;
  return { kind: 'orgs', organizationIds: resolver.subtree(caller, caller.selectedOrganizationId) };
}

/** The store's entry as the gRPC message; `organizationId` is the vehicle's current one. */
export function toVehiclePosition(entry: LatestVehiclePosition, organizationId: number): devicesV1.VehiclePosition {
  const fix = entry.position;
  return {
    vehicleId: entry.vehicleId,
    organizationId,
    deviceId: entry.deviceId,
    hasFix: fix !== null,
    timestampMs: fix?.timestampMs ?? 0,
    latitude: fix?.latitude ?? 0,
    longitude: fix?.longitude ?? 0,
    // Absent without a fix, or when the tracker's value was impossible (stored as null).
    angleDeg: fix?.angleDeg ?? undefined,
    speedKmh: fix?.speedKmh ?? undefined,
    satellites: fix?.satellites ?? 0,
    hdop: fix?.hdop ?? undefined,
    ignition: fix?.ignition ?? undefined,
    movement: fix?.movement ?? undefined,
    batteryLevelPct: fix?.batteryLevelPct ?? undefined,
    lastSeenMs: entry.lastSeenTsMs,
    receivedTsMs: entry.lastSeenReceivedTsMs,
  };
}
