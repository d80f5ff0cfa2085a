import { TOPICS } from '@fleetlog/contracts';
import { EVENT_TYPE_HEADER, SCHEMA_VERSION_HEADER } from '@fleetlog/messaging';
import { Migration } from '@mikro-orm/migrations';

interface DeviceRow {
  id: string | number;
  imei: string;
  device_type: string;
  retired: boolean;
  organization_id: string | number | null;
  version: string | number;
}

/**
 * devices.devices.v1 starts with this change: every device that exists already gets one DeviceChanged in the outbox
 * (with its raised version, like any change), so the gateway's allow-list learns the devices created before the
 * topic existed. The relay publishes the rows once the service runs.
 */
export class Migration20261122210000_device_changed_backfill extends Migration {
  override async up(): Promise<void> {
    const rows = (await this.execute(
      `update "devices"."devices" set "version" = "version" + 1
       returning "id", "imei", "device_type", "retired", "organization_id", "version"`,
    )) as unknown as DeviceRow[];
    const headers = JSON.stringify({
      [EVENT_TYPE_HEADER]: TOPICS.devicesDevices.eventType,
      [SCHEMA_VERSION_HEADER]: String(TOPICS.devicesDevices.schemaVersion),
    });
    const now = Date.now();
    for (const row of [...rows].sort((a, b) => Number(a.id) - Number(b.id))) {
      const payload = Buffer.from(
        TOPICS.devicesDevices.codec
          .encode({
            deviceId: Number(row.id),
            imei: row.imei,
            deviceType: row.device_type,
            retired: row.retired,
            organizationId: row.organization_id === null ? 0 : Number(row.organization_id),
            deleted: false,
            changedTsMs: now,
            version: Number(row.version),
          })
          .finish(),
      );
      await this.execute(
        `insert into "devices"."outbox" ("topic", "key", "payload", "headers") values (?, ?, ?, ?::jsonb)`,
        [TOPICS.devicesDevices.name, String(row.id), payload, headers],
      );
    }
  }

  override async down(): Promise<void> {
    // The published events cannot be taken back; nothing to undo in the schema.
  }
}
