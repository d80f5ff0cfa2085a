import type { devicesEventsV1 } from '@fleetlog/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * Applies one InstallationChanged to the read model. Events are keyed by device with a per-device version; the row
 * (keyed by installation id) takes the event's state unless it already reflects a later version of the device.
 */
@Injectable()
export class InstallationChangedHandler {
  constructor(private readonly em: EntityManager) {}

  async handle(event: devicesEventsV1.InstallationChanged): Promise<void> {
    const installation = event.installation;
    if (!installation?.installationId || !installation.imei) return;
    const installedMs = installation.installedTsMs || event.changedTsMs || Date.now();
    await this.em.execute(
      `insert into "journal"."installations"
         ("installation_id", "device_id", "imei", "vehicle_id", "organization_id", "installed_at", "removed_at",
          "version", "updated_at")
       values (?, ?, ?, ?, ?, ?, ?, ?, now())
       on conflict ("installation_id") do update set
         "device_id" = excluded."device_id", "imei" = excluded."imei", "vehicle_id" = excluded."vehicle_id",
         "organization_id" = excluded."organization_id", "installed_at" = excluded."installed_at",
         "removed_at" = excluded."removed_at", "version" = excluded."version", "updated_at" = now()
       where "installations"."version" <= excluded."version"`,
      [
        installation.installationId,
        installation.deviceId,
        installation.imei,
        installation.vehicleId,
        installation.organizationId,
        new Date(installedMs).toISOString(),
        installation.removedTsMs > 0 ? new Date(installation.removedTsMs).toISOString() : null,
        Number(event.version),
      ],
    );
  }
}
