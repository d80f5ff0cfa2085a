import type { devicesV1, fleetV1 } from '@fleetlog/contracts';

import { gpsQuality } from './gps-quality';
import type { LiveUpdateJson, OverviewItemJson, OverviewStatus } from './overview.schemas';

/** A report older than this never shows a vehicle as moving: a tracker that went silent mid-drive is not driving. */
export const MOVING_MAX_AGE_MS = 10 * 60_000;
/** Below this speed a fix without the device's movement flag counts as standing (GPS drift at rest is a few km/h). */
export const MOVING_MIN_SPEED_KMH = 3;

/** What the map shows live about a vehicle, from devices' latest position (undefined: never reported). */
export function liveFields(
  position: devicesV1.VehiclePosition | undefined,
  now: number,
): Omit<LiveUpdateJson, 'vehicle_id' | 'organizationId'> {
  if (!position) {
    return {
      position: null,
      last_seen_ms: null,
      speed_kph: null,
      ignition: null,
      battery_percentage: null,
      status: null,
      gps_quality: 0,
    };
  }
  return {
    position: position.hasFix
      ? {
          latitude: position.latitude,
          longitude: position.longitude,
          heading: position.angleDeg ?? null,
          timestampMs: position.timestampMs,
          satellites: position.satellites,
          hdop: position.hdop ?? null,
        }
      : null,
    last_seen_ms: position.lastSeenMs > 0 ? position.lastSeenMs : null,
    speed_kph: position.hasFix ? (position.speedKmh ?? null) : null,
    ignition: position.ignition ?? null,
    battery_percentage: position.batteryLevelPct ?? null,
    status: statusOf(position, now),
    gps_quality: gpsQuality(position),
  };
}

/**
 * MOVING when the newest report is at most MOVING_MAX_AGE_MS old and the device says it moves (movement IO), or,
 * without that flag, its fix shows at least MOVING_MIN_SPEED_KMH; PARKED otherwise.
 */
export function statusOf(position: devicesV1.VehiclePosition, now: number): OverviewStatus {
  const newest = Math.max(position.lastSeenMs, position.timestampMs);
  if (now - newest > MOVING_MAX_AGE_MS) return 'PARKED';
  const moving = position.movement ?? (position.hasFix && (position.speedKmh ?? 0) >= MOVING_MIN_SPEED_KMH);
  return moving && position.ignition !== false ? 'MOVING' : 'PARKED';
}

/** One map overview item (spec 02 §3): fleet's vehicle merged with devices' latest position. */
export function toOverviewItem(
  vehicle: fleetV1.Vehicle,
  position: devicesV1.VehiclePosition | undefined,
  organizationName: string,
  now: number,
): OverviewItemJson {
  const live = liveFields(position, now);
  const driver = vehicle.currentDriver ?? vehicle.defaultDriver;
  // The status stream (fleet's copy of last seen and battery) and the position store are both the ingest's; the
  // newer last-seen wins, and the store's battery when it has one.
  const lastSeen = Math.max(live.last_seen_ms ?? 0, vehicle.lastSeen);
  return {
    meta: {
      vehicle_id: vehicle.id,
      reg: vehicle.registry,
      vehicleDisplayName: vehicle.displayName,
      organizationId: vehicle.organizationId,
      organizationName,
      marker: vehicle.style?.marker ?? '',
      color: vehicle.style?.color ?? '',
      isArchived: vehicle.isArchived,
      benefitType: vehicle.benefitType,
      status: live.status,
      gps_quality: live.gps_quality,
    },
    position: live.position,
    last_seen_ms: lastSeen > 0 ? lastSeen : null,
    speed_kph: live.speed_kph,
    ignition: live.ignition,
    isTracker: vehicle.isTracker,
    latestResponseFrequency: vehicle.latestResponseFrequency,
    driver: driver ? { id: driver.id, displayName: driver.displayName } : null,
    battery_percentage: live.battery_percentage ?? vehicle.batteryPercentage ?? null,
    deviceType: vehicle.deviceType,
  };
}

/** The live message of one vehicle's new latest position. */
export function toLiveUpdate(position: devicesV1.VehiclePosition, now: number): LiveUpdateJson {
  return { vehicle_id: position.vehicleId, organizationId: position.organizationId, ...liveFields(position, now) };
}
