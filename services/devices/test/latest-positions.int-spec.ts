import { testEnv } from '@fleetlog/testing';
import { Redis } from 'ioredis';

import {
  LIVE_CHANNEL_PATTERN,
  type LatestUpdate,
  LatestPositionsStore,
  latestKey,
  liveChannel,
  organizationSetKey,
  parseLiveMessage,
  type PlottedFix,
} from '../src/telemetry/latest-positions.store';

// The store against the real (test) Redis: its compare-and-set lives in a Lua script, which only Redis can run.
describe('LatestPositionsStore', () => {
  let redis: Redis;
  let subscriber: Redis;
  let store: LatestPositionsStore;
  const live: string[] = [];
  // Ids far above any a test database hands out, unique per run.
  const base = 9_000_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
  const vehicleId = base + 1;
  const orgA = base + 2;
  const orgB = base + 3;

  const fix = (timestampMs: number, latitude: number): PlottedFix => ({
    timestampMs,
    receivedTsMs: timestampMs + 500,
    latitude,
    longitude: 18.06,
    altitudeM: 20,
    angleDeg: 90,
    speedKmh: 50,
    satellites: 9,
    hdop: 0.9,
    ignition: true,
    movement: true,
    batteryLevelPct: 88,
    externalVoltageMv: 12_600,
    driverId: null,
  });
  const update = (seenTsMs: number, withFix: PlottedFix | null, organizationId = orgA): LatestUpdate => ({
    vehicleId,
    organizationId,
    deviceId: 42,
    seenTsMs,
    seenReceivedTsMs: seenTsMs + 500,
    fix: withFix,
  });

  beforeAll(async () => {
    redis = new Redis(testEnv().REDIS_URL);
    subscriber = new Redis(testEnv().REDIS_URL);
    await subscriber.psubscribe(LIVE_CHANNEL_PATTERN);
    subscriber.on('pmessage', (_pattern, channel, message) => {
      if (channel === liveChannel(orgA) || channel === liveChannel(orgB)) live.push(message);
    });
    store = new LatestPositionsStore(redis);
  });

  afterAll(async () => {
    await redis.del(latestKey(vehicleId), organizationSetKey(orgA), organizationSetKey(orgB));
    redis.disconnect();
    subscriber.disconnect();
  });

  const waitForLive = async (count: number) => {
    for (let i = 0; i < 100 && live.length < count; i += 1) await new Promise((r) => setTimeout(r, 20));
    return live.map(parseLiveMessage);
  };

  it('keeps only newer fixes, lets no-fix records move last seen only, and publishes each move', async () => {
    const t = Date.UTC(2026, 10, 22, 10, 0, 0);
    expect(await store.get(vehicleId)).toBeNull();
    // A record without a fix: seen, never plotted.
    expect(await store.apply([update(t, null)])).toBe(1);
    expect(await store.get(vehicleId)).toMatchObject({ lastSeenTsMs: t, position: null, organizationId: orgA });

    expect(await store.apply([update(t + 10_000, fix(t + 10_000, 59.3))])).toBe(1);
    // An older fix (a late or replayed record) changes nothing and publishes nothing.
    expect(await store.apply([update(t + 5_000, fix(t + 5_000, 57.7))])).toBe(0);
    // A newer no-fix record moves last seen and keeps the plotted fix.
    expect(await store.apply([update(t + 20_000, null)])).toBe(1);
    const entry = await store.get(vehicleId);
    expect(entry).toMatchObject({ lastSeenTsMs: t + 20_000, lastSeenReceivedTsMs: t + 20_500, deviceId: 42 });
    expect(entry?.position).toEqual(fix(t + 10_000, 59.3));

    const messages = await waitForLive(3);
    expect(messages.map((message) => [message.lastSeenTsMs, message.position?.latitude ?? null])).toEqual([
      [t, null],
      [t + 10_000, 59.3],
      [t + 20_000, 59.3],
    ]);
    expect(await store.listForOrganizations([orgA])).toEqual([entry]);
  });

  it('moves a vehicle between organisation sets when its installation organisation changes', async () => {
    const t = Date.UTC(2026, 10, 22, 11, 0, 0);
    await store.apply([update(t, fix(t, 60.1), orgB)]);
    expect(await store.listForOrganizations([orgA])).toEqual([]);
    expect((await store.listForOrganizations([orgA, orgB])).map((e) => e.organizationId)).toEqual([orgB]);
    expect(await redis.sismember(organizationSetKey(orgA), String(vehicleId))).toBe(0);
  });
});
