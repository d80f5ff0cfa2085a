import { type fleetEventsV1, TOPICS } from '@fleetlog/contracts';
import { claimVersion } from '@fleetlog/messaging';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { PLATFORM_WIDE } from '../database/scope-filter';
import { FutureDevicesRepository } from '../future-devices/future-devices.repository';
import type { RemovalReason } from '../installations/installation.entity';
import { InstallationsRepository } from '../installations/installations.repository';
import { InstallationsService } from '../installations/installations.service';
import { applyVehicle } from './vehicle-view.mapper';
import { VehicleViewsRepository } from './vehicle-views.repository';

/** Why a vehicle can no longer hold its device, or null when it still can. */
export function installationEndReason(
  event: Pick<fleetEventsV1.VehicleChanged, 'deleted'> & { vehicle: { isArchived: boolean; organizationId: number } },
  installationOrganizationId: number,
): RemovalReason | null {
  if (event.deleted) return 'VEHICLE_DELETED';
  if (event.vehicle.isArchived) return 'VEHICLE_ARCHIVED';
  if (event.vehicle.organizationId !== installationOrganizationId) return 'ORGANIZATION_CHANGED';
  return null;
}

/**
 * fleet.vehicles.v1 (group devices.fleet-vehicles): keeps the vehicles read model and ends the installation of a
 * vehicle that was archived, deleted or moved to another organisation. Idempotent: an event older than the one
 * applied leaves the read model alone, and a closed installation is not closed again; the end rule runs on every
 * event, so a redelivered message still ends an installation that a crash left open.
 */
@Injectable()
export class FleetVehiclesHandler {
  constructor(
    private readonly em: EntityManager,
    private readonly views: VehicleViewsRepository,
    private readonly installations: InstallationsRepository,
    private readonly futurePlans: FutureDevicesRepository,
    private readonly transactions: InstallationsService,
  ) {}

  async handle(event: fleetEventsV1.VehicleChanged): Promise<void> {
    const vehicle = event.vehicle;
    if (!vehicle || vehicle.id <= 0) return;
    await this.transactions.transaction(async (changes) => {
      const view = await this.views.lockOrCreate(PLATFORM_WIDE, vehicle.id, vehicle.organizationId);
      // The per-vehicle version orders fleet's changes exactly; events from before versions fall back to the time.
      const newer =
        event.version > 0
          ? await claimVersion(this.em, TOPICS.fleetVehicles.name, String(vehicle.id), event.version)
          : event.changedTsMs >= view.changedTsMs;
      if (newer) {
        applyVehicle(view, vehicle);
        view.deleted = event.deleted;
        view.changedTsMs = event.changedTsMs;
      }
      await this.em.flush();

      // Decided on the read model, not on the event, and only with a state at least as new as the installation:
      // a stale archive (redelivered, or consumed late after activate + install) cannot end an installation that
      // fleet validated against a newer state.
      const open = await this.installations.openForVehicle(PLATFORM_WIDE, vehicle.id);
      if (open && view.changedTsMs >= open.installedAt.getTime()) {
        const state = {
          deleted: view.deleted,
          vehicle: { isArchived: view.archived, organizationId: view.organizationId },
        };
        const reason = installationEndReason(state, open.organizationId);
        if (reason) await changes.end(open, reason);
      }
      if (view.deleted || view.archived) {
        await this.futurePlans.removeWhere(PLATFORM_WIDE, { vehicleId: vehicle.id });
        await this.em.flush();
      }
    });
  }
}
