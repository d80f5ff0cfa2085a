import { TOPICS } from '@fleetlog/contracts';
import type { devicesEventsV1 } from '@fleetlog/contracts';
import { addToOutbox, raiseVersion } from '@fleetlog/messaging';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { DeviceEntity } from '../inventory/device.entity';

/** The identity fields DeviceChanged carries: a change of any of them must reach the gateway's allow-list. */
export type DeviceIdentity = Pick<DeviceEntity, 'imei' | 'deviceType' | 'retired' | 'organizationId'>;

export function identityOf(device: DeviceIdentity): DeviceIdentity {
  return {
    imei: device.imei,
    deviceType: device.deviceType,
    retired: device.retired,
    organizationId: device.organizationId,
  };
}

export function identityChanged(before: DeviceIdentity, device: DeviceIdentity): boolean {
  return (
    before.imei !== device.imei ||
    before.deviceType !== device.deviceType ||
    before.retired !== device.retired ||
    before.organizationId !== device.organizationId
  );
}

export function toDeviceChanged(device: DeviceEntity, version: number): devicesEventsV1.DeviceChanged {
  return {
    deviceId: device.id,
    imei: device.imei,
    deviceType: device.deviceType,
    retired: device.retired,
    organizationId: device.organizationId ?? 0,
    deleted: false,
    changedTsMs: Date.now(),
    version,
  };
}

/**
 * devices.devices.v1, keyed by device id: the identity of a device (IMEI, type, organisation, retired) after every
 * creation and every change of those fields. Written to the outbox inside the transaction of the change with the
 * device's raised version (the same per-device version InstallationChanged uses), so the gateway's allow-list never
 * misses a committed change and ignores a replay of an older one. Call it after the change is flushed.
 */
@Injectable()
export class DeviceEventsPublisher {
  async deviceChanged(em: EntityManager, device: DeviceEntity): Promise<void> {
    const version = await raiseVersion(em, device);
    await addToOutbox(em, TOPICS.devicesDevices, String(device.id), toDeviceChanged(device, version));
  }
}
