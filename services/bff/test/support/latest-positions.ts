import type { Redis } from 'ioredis';

/**
 * Writes a vehicle's latest position the way the devices ingest does (the v1 layout documented in
 * services/devices/src/telemetry/latest-positions.store.ts: one hash per vehicle, a set per organisation, a JSON
 * message on the organisation's live channel). The BFF's tests cannot import devices' code (module boundaries), and
 * these tests are about what the BFF serves from the store, not about the ingest.
 */
export interface TestFix {
  timestampMs: number;
  latitude: number;
  longitude: number;
  speedKmh?: number;
  satellites?: number;
  hdop?: number | null;
}

export const LIVE_CHANNEL_PREFIX = 'fleetlog:devices:live:v1:org:';
const latestKey = (vehicleId: number) => `fleetlog:devices:latest:v1:vehicle:${vehicleId}`;
const organizationSetKey = (organizationId: number) => `fleetlog:devices:latest:v1:org:${organizationId}`;

export async function writeLatestPosition(
  redis: Redis,
  entry: { vehicleId: number; organizationId: number; deviceId?: number; fix: TestFix },
): Promise<string[]> {
  const { vehicleId, organizationId, fix } = entry;
  const position = {
    timestampMs: fix.timestampMs,
    receivedTsMs: fix.timestampMs + 300,
    latitude: fix.latitude,
    longitude: fix.longitude,
    altitudeM: 12,
    angleDeg: 270,
    speedKmh: fix.speedKmh ?? 40,
    satellites: fix.satellites ?? 10,
    hdop: fix.hdop ?? 0.9,
    ignition: true,
    movement: true,
    batteryLevelPct: 81,
    externalVoltageMv: 12_400,
    driverId: null,
  };
  const deviceId = entry.deviceId ?? 1;
  await redis.hset(latestKey(vehicleId), {
    pos: JSON.stringify(position),
    fixTs: String(fix.timestampMs),
    seenTs: String(fix.timestampMs),
    seenAt: String(position.receivedTsMs),
    org: String(organizationId),
    dev: String(deviceId),
  });
  await redis.sadd(organizationSetKey(organizationId), String(vehicleId));
  await redis.publish(
    LIVE_CHANNEL_PREFIX + organizationId,
    JSON.stringify({
      vehicleId,
      organizationId,
      deviceId,
      lastSeenTsMs: fix.timestampMs,
      lastSeenReceivedTsMs: position.receivedTsMs,
      position,
    }),
  );
  return [latestKey(vehicleId), organizationSetKey(organizationId)];
}
