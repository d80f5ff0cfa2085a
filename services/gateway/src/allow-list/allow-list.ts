import type { devicesEventsV1 } from '@fleetlog/contracts';

type DeviceChanged = devicesEventsV1.DeviceChanged;

export interface AllowedDevice {
  deviceId: number;
  imei: string;
  deviceType: string;
  organizationId: number;
}

interface KnownDevice {
  version: number;
  imei: string;
  device?: AllowedDevice;
}

/**
 * Which IMEIs may connect: known, non-retired, non-deleted devices, as `devices.devices.v1` says (keyed by device
 * id, a version per key). An older version of a key never overwrites a newer one, so a replay or a late duplicate
 * changes nothing; a retired or deleted device keeps its version so a stale "active" event cannot bring it back.
 * A device whose IMEI changes frees the old IMEI.
 */
export class AllowList {
  private readonly byDeviceId = new Map<number, KnownDevice>();
  private readonly byImei = new Map<string, AllowedDevice>();

  /** Applies one event; false when it was older than (or as old as) what is known for its device. */
  apply(event: DeviceChanged): boolean {
    const deviceId = Number(event.deviceId);
    const version = Number(event.version);
    const known = this.byDeviceId.get(deviceId);
    if (known && version <= known.version) return false;
    if (known?.device && this.byImei.get(known.imei)?.deviceId === deviceId) this.byImei.delete(known.imei);
    const allowed = !event.retired && !event.deleted && event.imei.length > 0;
    const device: AllowedDevice | undefined = allowed
      ? {
          deviceId,
          imei: event.imei,
          deviceType: event.deviceType,
          organizationId: Number(event.organizationId),
        }
      : undefined;
    this.byDeviceId.set(deviceId, { version, imei: event.imei, device });
    if (device) this.byImei.set(device.imei, device);
    return true;
  }

  lookup(imei: string): AllowedDevice | undefined {
    return this.byImei.get(imei);
  }

  get size(): number {
    return this.byImei.size;
  }
}
