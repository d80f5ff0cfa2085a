import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';

/** The devices service's Redis connection (latest positions, live fan-out); provided by TelemetryRedisModule. */
export const DEVICES_REDIS = Symbol('DEVICES_REDIS');

/**
 * Redis layout of the latest position per vehicle (written by the ingest consumer, read by the overview API and the
 * BFF's live channel). Version 1; a change of the value shape gets a new version segment, never an in-place change.
 *
 * - `fleetlog:devices:latest:v1:vehicle:<vehicleId>` — hash:
 *   - `pos`    JSON `PlottedFix` of the newest record WITH a GPS fix (absent until the first fix),
 *   - `fixTs`  device time (ms) of that fix: only a strictly newer fix replaces it,
 *   - `seenTs` device time (ms) of the newest record of any kind (no-fix records included): "last seen",
 *   - `seenAt` server receive time (ms) of that record,
 *   - `org`    organisation of the installation the newest record was attached to, `dev` its device id.
 * - `fleetlog:devices:latest:v1:org:<organizationId>` — set of the vehicle ids that have an entry, per organisation.
 * - Pub/sub channel `fleetlog:devices:live:v1:org:<organizationId>` — one JSON `LatestVehiclePosition` each time a
 *   vehicle's plotted position or last seen moves forward (at most once per vehicle per ingest batch). Subscribe to
 *   `LIVE_CHANNEL_PATTERN` (psubscribe) for every organisation.
 *
 * Only a newer record replaces an older one (compared inside one Lua script, so concurrent consumers on different
 * partitions, or a replay after a crash, can never move a vehicle backwards); records without a fix update last seen
 * but never become the plotted position.
 */
export const LATEST_KEY_PREFIX = 'fleetlog:devices:latest:v1:vehicle:';
export const ORGANIZATION_SET_PREFIX = 'fleetlog:devices:latest:v1:org:';
export const LIVE_CHANNEL_PREFIX = 'fleetlog:devices:live:v1:org:';
export const LIVE_CHANNEL_PATTERN = `${LIVE_CHANNEL_PREFIX}*`;

export const latestKey = (vehicleId: number): string => `${LATEST_KEY_PREFIX}${vehicleId}`;
export const organizationSetKey = (organizationId: number): string => `${ORGANIZATION_SET_PREFIX}${organizationId}`;
export const liveChannel = (organizationId: number): string => `${LIVE_CHANNEL_PREFIX}${organizationId}`;

/** A record with a GPS fix, as plotted on the map. */
export interface PlottedFix {
  timestampMs: number; // device (fix) time, UTC
  receivedTsMs: number; // when the gateway received the packet
  latitude: number;
  longitude: number;
  // null: the tracker's value was impossible (telemetry.v1.PositionRecord; the BFF's live reader takes null).
  altitudeM: number | null;
  angleDeg: number | null;
  speedKmh: number | null;
  satellites: number;
  hdop: number | null;
  ignition: boolean | null;
  movement: boolean | null;
  batteryLevelPct: number | null;
  externalVoltageMv: number | null;
  driverId: string | null; // iButton
}

/** What the store holds per vehicle (the value of `get`, and the live channel's message). */
export interface LatestVehiclePosition {
  vehicleId: number;
  organizationId: number;
  deviceId: number;
  lastSeenTsMs: number; // device time of the newest record, fix or not
  lastSeenReceivedTsMs: number;
  position: PlottedFix | null; // null until the vehicle's device sent a record with a fix
}

/** One vehicle's newest facts of an ingest batch: the newest record, and the newest record with a fix. */
export interface LatestUpdate {
  vehicleId: number;
  organizationId: number;
  deviceId: number;
  seenTsMs: number;
  seenReceivedTsMs: number;
  fix: PlottedFix | null;
}

// KEYS[1] vehicle hash, KEYS[2] the organisation's set. ARGV: org, device, seenTs, seenAt, fixTs ('' = none),
// fix JSON, vehicle id, set prefix, channel prefix. Returns 1 when something moved forward (and was published).
const UPDATE_SCRIPT = `
local cur = redis.call('HMGET', KEYS[1], 'fixTs', 'seenTs', 'org', 'pos')
local org = ARGV[1]
if cur[3] and cur[3] ~= org then redis.call('SREM', ARGV[8] .. cur[3], ARGV[7]) end
redis.call('SADD', KEYS[2], ARGV[7])
local moved = false
local seenTs, seenAt = cur[2], nil
if not cur[2] or tonumber(ARGV[3]) > tonumber(cur[2]) then
  redis.call('HSET', KEYS[1], 'seenTs', ARGV[3], 'seenAt', ARGV[4], 'org', org, 'dev', ARGV[2])
  seenTs, seenAt = ARGV[3], ARGV[4]
  moved = true
end
local pos = cur[4]
if ARGV[5] ~= '' and (not cur[1] or tonumber(ARGV[5]) > tonumber(cur[1])) then
  redis.call('HSET', KEYS[1], 'fixTs', ARGV[5], 'pos', ARGV[6], 'org', org, 'dev', ARGV[2])
  pos = ARGV[6]
  moved = true
end
if not moved then return 0 end
if not seenAt then seenAt = redis.call('HGET', KEYS[1], 'seenAt') end
redis.call('PUBLISH', ARGV[9] .. org, '{"vehicleId":' .. ARGV[7] .. ',"organizationId":' .. org ..
  ',"deviceId":' .. ARGV[2] .. ',"lastSeenTsMs":' .. seenTs .. ',"lastSeenReceivedTsMs":' .. seenAt ..
  ',"position":' .. (pos or 'null') .. '}')
return 1
`;

// KEYS[1] vehicle hash. ARGV: vehicle id, set prefix. Removes the hash and the vehicle from its organisation's set.
const FORGET_SCRIPT = `
local org = redis.call('HGET', KEYS[1], 'org')
if org then redis.call('SREM', ARGV[2] .. org, ARGV[1]) end
return redis.call('DEL', KEYS[1])
`;

type StoreRedis = Redis & {
  fleetlogLatestUpdate(...args: Array<string | number>): Promise<number>;
};

@Injectable()
export class LatestPositionsStore {
  private readonly redis: StoreRedis;

  constructor(@Inject(DEVICES_REDIS) redis: Redis) {
    if (!('fleetlogLatestUpdate' in redis)) {
      // defineCommand sends EVALSHA and falls back to EVAL once per connection: one round trip in a pipeline.
      redis.defineCommand('fleetlogLatestUpdate', { numberOfKeys: 2, lua: UPDATE_SCRIPT });
    }
    this.redis = redis as StoreRedis;
  }

  /** Applies one batch's newest facts per vehicle in one pipelined round trip; returns how many moved forward. */
  async apply(updates: readonly LatestUpdate[]): Promise<number> {
    if (updates.length === 0) return 0;
    const pipeline = this.redis.pipeline() as unknown as {
      fleetlogLatestUpdate(...args: Array<string | number>): void;
      exec(): Promise<Array<[Error | null, unknown]> | null>;
    };
    for (const update of updates) {
      pipeline.fleetlogLatestUpdate(
        latestKey(update.vehicleId),
        organizationSetKey(update.organizationId),
        update.organizationId,
        update.deviceId,
        update.seenTsMs,
        update.seenReceivedTsMs,
        update.fix ? update.fix.timestampMs : '',
        update.fix ? JSON.stringify(update.fix) : '',
        update.vehicleId,
        ORGANIZATION_SET_PREFIX,
        LIVE_CHANNEL_PREFIX,
      );
    }
    const results = (await pipeline.exec()) ?? [];
    let moved = 0;
    for (const [error, value] of results) {
      if (error) throw error;
      if (Number(value) === 1) moved += 1;
    }
    return moved;
  }

  /** Forgets a vehicle's entry (its position history was deleted); true when there was one. */
  async forget(vehicleId: number): Promise<boolean> {
    const removed = await this.redis.eval(FORGET_SCRIPT, 1, latestKey(vehicleId), vehicleId, ORGANIZATION_SET_PREFIX);
    return Number(removed) === 1;
  }

  async get(vehicleId: number): Promise<LatestVehiclePosition | null> {
    return (await this.getMany([vehicleId]))[0] ?? null;
  }

  /** The entries of these vehicles that have one (vehicles without an entry are left out), in the given order. */
  async getMany(vehicleIds: readonly number[]): Promise<LatestVehiclePosition[]> {
    if (vehicleIds.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const id of vehicleIds) pipeline.hgetall(latestKey(id));
    const results = (await pipeline.exec()) ?? [];
    const found: LatestVehiclePosition[] = [];
    results.forEach(([error, hash], index) => {
      if (error) throw error;
      const entry = fromHash(vehicleIds[index], hash as Record<string, string>);
      if (entry) found.push(entry);
    });
    return found;
  }

  /** Every vehicle entry of these organisations (their own vehicles only: pass a subtree for descendants). */
  async listForOrganizations(organizationIds: readonly number[]): Promise<LatestVehiclePosition[]> {
    if (organizationIds.length === 0) return [];
    const ids = await this.redis.sunion(...organizationIds.map(organizationSetKey));
    const entries = await this.getMany(ids.map(Number));
    // The set is updated in the same script as the hash, but a vehicle may since have moved to another organisation.
    const wanted = new Set(organizationIds);
    return entries.filter((entry) => wanted.has(entry.organizationId));
  }
}

/** Parses a live channel message (the same shape `get` returns). */
export function parseLiveMessage(text: string): LatestVehiclePosition {
  return JSON.parse(text) as LatestVehiclePosition;
}

function fromHash(vehicleId: number, hash: Record<string, string>): LatestVehiclePosition | null {
  if (!hash.seenTs) return null;
  return {
    vehicleId,
    organizationId: Number(hash.org),
    deviceId: Number(hash.dev),
    lastSeenTsMs: Number(hash.seenTs),
    lastSeenReceivedTsMs: Number(hash.seenAt),
    position: hash.pos ? (JSON.parse(hash.pos) as PlottedFix) : null,
  };
}
