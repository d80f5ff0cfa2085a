import { type DeviceStatusFacts, StatusThrottle, uplinkLost } from './device-status';

const status = (
  deviceId: number,
  statusAtMs: number,
  overrides: Partial<DeviceStatusFacts> = {},
): DeviceStatusFacts => ({
  deviceId,
  imei: '350000000000011',
  statusAtMs,
  statusServerAtMs: statusAtMs + 500,
  batteryLevelPct: 80,
  latestPositiveSpeedMs: null,
  uplinkLoss: false,
  reportedFrequencyS: null,
  ignition: true,
  fix: null,
  ...overrides,
});

describe('uplinkLost', () => {
  const facts = (delayMs: number, buffered = false) => ({
    newestBuffered: buffered,
    newestReceivedMs: 1_000_000 + delayMs,
    newest: { timestampMs: 1_000_000 } as never,
  });
  it('flags buffered history and records older on arrival than the allowed delay', () => {
    expect(uplinkLost(facts(0, true), null, 600)).toBe(true);
    expect(uplinkLost(facts(599_000), null, 600)).toBe(false);
    expect(uplinkLost(facts(601_000), null, 600)).toBe(true);
    // A slow reporting frequency widens the allowance to three periods.
    expect(uplinkLost(facts(601_000), 300, 600)).toBe(false);
    expect(uplinkLost(facts(901_000), 300, 600)).toBe(true);
  });
});

describe('StatusThrottle', () => {
  it('writes a device at most once per interval, at once on a change of state, and ignores older statuses', () => {
    const throttle = new StatusThrottle(60_000);
    const first = throttle.admit([status(1, 1000)], 0);
    expect(first).toHaveLength(1);
    throttle.markWritten(first, 0);
    expect(throttle.admit([status(1, 2000)], 1000)).toEqual([]);
    expect(throttle.admit([status(1, 500)], 1000)).toEqual([]);
    expect(throttle.pendingCount).toBe(1);
    const low = throttle.admit([status(1, 3000, { batteryLevelPct: 15 })], 2000);
    expect(low.map((s) => s.batteryLevelPct)).toEqual([15]);
    throttle.markWritten(low, 2000);
    expect(throttle.admit([status(1, 4000, { batteryLevelPct: 14 })], 3000)).toEqual([]);
    expect(throttle.due(30_000)).toEqual([]);
    expect(throttle.due(62_000).map((s) => s.statusAtMs)).toEqual([4000]);
  });
});
