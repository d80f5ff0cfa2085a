import type { devicesEventsV1 } from '@fleetlog/contracts';

/** The device-fed fields of a vehicle that devices.status.v1 sets (spec 01 §3 "Device and status"). */
export interface DeviceFedState {
  lastSeen: Date | null;
  batteryPercentage: number | null;
  latestResponseFrequency: number;
}

/**
 * Applies a device status to the vehicle's device-fed state; answers whether anything changed (an unchanged vehicle
 * is not written, so a status repeated by the ingest costs no fleet.vehicles.v1 message). Last seen is the server's
 * receive time, else the device's (as devices' tabs read it) and never moves back; the battery is taken when the
 * report carries one; a reported frequency in whole hours becomes the latest one, which ends a pending change when it
 * equals the selected one (spec 01 §4: "pending until the next device report").
 */
export function applyDeviceStatus(vehicle: DeviceFedState, event: devicesEventsV1.DeviceStatusChanged): boolean {
  let changed = false;
  const status = event.status;
  const seenMs = status ? status.serverTimestampMs || status.timestampMs : 0;
  if (seenMs > 0 && (vehicle.lastSeen === null || vehicle.lastSeen.getTime() < seenMs)) {
    vehicle.lastSeen = new Date(seenMs);
    changed = true;
  }
  const battery = status?.latestBatteryLevel;
  if (battery !== undefined && battery >= 0 && battery <= 100 && battery !== vehicle.batteryPercentage) {
    vehicle.batteryPercentage = battery;
    changed = true;
  }
  const hours = reportedHours(event.reportedFrequencyS);
  if (hours !== null && hours !== vehicle.latestResponseFrequency) {
    vehicle.latestResponseFrequency = hours;
    changed = true;
  }
  return changed;
}

/** A reported update frequency (seconds) in whole hours, else null (a vehicle unit's seconds-long period). */
export function reportedHours(seconds: number | undefined): number | null {
  if (seconds === undefined || seconds <= 0 || seconds % 3600 !== 0) return null;
  return seconds / 3600;
}
