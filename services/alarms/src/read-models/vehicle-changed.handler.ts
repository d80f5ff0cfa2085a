import type { fleetEventsV1 } from '@fleetlog/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { ALARMS_CONFIG, type AlarmsConfig } from '../config';
import { AlarmCatalogue } from '../evaluation/alarm-catalogue';
import { closeAndPublish } from '../periods/period-changes';
import { findPeriod } from '../periods/periods.repository';
import { upsertVehicle } from './read-models.repository';

/**
 * fleet.vehicles.v1: each vehicle's organisation, registration and whether it is archived (an older version replayed
 * is ignored). An archived or deleted vehicle raises nothing more, and its ongoing periods close.
 */
@Injectable()
export class VehicleChangedHandler {
  constructor(
    @Inject(ALARMS_CONFIG) private readonly config: AlarmsConfig,
    private readonly em: EntityManager,
    private readonly catalogue: AlarmCatalogue,
  ) {}

  async handle(event: fleetEventsV1.VehicleChanged): Promise<void> {
    const vehicle = event.vehicle;
    if (!vehicle?.id) return;
    await this.catalogue.ready();
    const row = {
      id: Number(vehicle.id),
      organizationId: Number(vehicle.organizationId),
      registry: vehicle.registry ?? '',
      name: vehicle.displayName ?? '',
      archived: (vehicle.isArchived ?? false) || event.deleted,
      odometerKm: vehicle.odometer?.valueKm ?? null,
      nextInspectionMs: Number(vehicle.nextInspectionTsMs) || null,
      serviceEntries: Object.values(vehicle.settings?.vehicleService ?? {}).map((entry) => ({
        id: entry.id,
        name: entry.name,
        serviceAfterKm: entry.serviceAfterKm,
        serviceAfterMonths: entry.serviceAfterMonths,
        latestServiceKm: entry.latestServiceKm,
        latestServiceMs: Number(entry.latestServiceTsMs),
        leadDistKm: entry.leadDistKm,
        leadTimeWeeks: entry.leadTimeWeeks,
        requireBoth: entry.bothThresholdsRequired,
      })),
    };
    await this.em.fork().transactional(async (tx) => {
      const applied = await upsertVehicle(tx, row, Number(event.version));
      if (!applied) return;
      this.catalogue.vehicles.set(row.id, applied);
      if (!row.archived) return;
      const ongoing = await tx.execute<Array<{ id: string }>>(
        `select "id" from "alarms"."periods" where "vehicle_id" = ? and "stop_at" is null for update`,
        [row.id],
      );
      for (const { id } of ongoing) {
        const period = await findPeriod(tx, Number(id));
        if (period) await closeAndPublish(tx, this.config, null, period, Date.now(), false);
      }
    });
  }
}
