import type { devicesEventsV1 } from '@fleetlog/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { AlarmCatalogue } from '../evaluation/alarm-catalogue';

/**
 * devices.installations.v1: which vehicle a tracker is installed in, from the moment it is installed. The trackers'
 * status (devices.status.v1) follows the tracker's first packet, too late for that packet: an installed tracker's
 * first crossing or crash must raise its alarm, so the installation puts the tracker in the read model first.
 */
@Injectable()
export class InstallationChangedHandler {
  constructor(
    private readonly em: EntityManager,
    private readonly catalogue: AlarmCatalogue,
  ) {}

  async handle(event: devicesEventsV1.InstallationChanged): Promise<void> {
    const installation = event.installation;
    if (!installation?.imei) return;
    await this.catalogue.ready();
    const installed = !Number(installation.removedTsMs);
    const vehicleId = installed ? Number(installation.vehicleId) : 0;
    const organizationId = Number(installation.organizationId);
    const deviceId = Number(installation.deviceId);
    const [row] = await this.em.fork().execute<Array<{ vehicle_id: string }>>(
      `insert into "alarms"."trackers" ("imei", "device_id", "organization_id", "vehicle_id", "version")
       values (?, ?, ?, ?, 0)
       on conflict ("imei") do update set "device_id" = excluded."device_id",
         "organization_id" = excluded."organization_id",
         -- A removal clears the vehicle only if it is still this one (a newer installation may have come first).
         "vehicle_id" = case when ? then excluded."vehicle_id"
                             when "trackers"."vehicle_id" = ? then 0 else "trackers"."vehicle_id" end
       returning "vehicle_id"`,
      [installation.imei, deviceId, organizationId, vehicleId, installed, Number(installation.vehicleId)],
    );
    const known = this.catalogue.trackers.get(installation.imei);
    this.catalogue.trackers.set(installation.imei, {
      imei: installation.imei,
      deviceId,
      organizationId,
      vehicleId: Number(row?.vehicle_id ?? vehicleId),
      lastSeenMs: known?.lastSeenMs ?? null,
      batteryLevel: known?.batteryLevel ?? null,
    });
  }
}
