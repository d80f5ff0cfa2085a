import type { DeviceBatchFacts } from './position-rows';

/**
 * A device's status from its stream (spec 03 §3 status fields), what the devices row holds and devices.status.v1
 * carries.
 *
 * Uplink loss (the rule): the device is cut off from the server when its newest record reached us late — the packet
 * came as buffered history (Queclink +BUFF), or the newest record is older on arrival than
 * max(3 × the reported update frequency, UPLINK_LOSS_MIN_DELAY_S). A device catching up after a coverage gap sends
 * exactly that; the flag clears with the first packet that arrives live. A device that stops sending altogether is
 * "not seen for 48 h" (the tabs' other rule), not uplink loss: silence alone cannot tell a parked unit from a lost one.
 */
export interface DeviceStatusFacts {
  deviceId: number;
  imei: string;
  statusAtMs: number; // device time of the newest record
  statusServerAtMs: number; // when that record's packet reached the gateway
  batteryLevelPct: number | null; // null: the newest record carries none (the stored value stays)
  latestPositiveSpeedMs: number | null;
  uplinkLoss: boolean;
  reportedFrequencyS: number | null;
  ignition: boolean | null;
  fix: { latitude: number; longitude: number; speedKmh: number | undefined } | null;
}

export function uplinkLost(
  facts: Pick<DeviceBatchFacts, 'newestBuffered' | 'newestReceivedMs' | 'newest'>,
  reportedFrequencyS: number | null,
  minDelayS: number,
): boolean {
  if (facts.newestBuffered) return true;
  const delayMs = facts.newestReceivedMs - Number(facts.newest.timestampMs);
  const allowedS = Math.max(minDelayS, 3 * (reportedFrequencyS ?? 0));
  return delayMs > allowedS * 1000;
}

export function statusOf(
  facts: DeviceBatchFacts,
  knownFrequencyS: number | null,
  minDelayS: number,
): DeviceStatusFacts {
  const frequency = facts.reportedFrequencyS ?? knownFrequencyS;
  return {
    deviceId: facts.device.id,
    imei: facts.imei,
    statusAtMs: Number(facts.newest.timestampMs),
    statusServerAtMs: facts.newestReceivedMs,
    batteryLevelPct: facts.batteryLevelPct,
    latestPositiveSpeedMs: facts.latestPositiveSpeedMs,
    uplinkLoss: uplinkLost(facts, frequency, minDelayS),
    reportedFrequencyS: facts.reportedFrequencyS,
    ignition: facts.newest.io?.ignition ?? null,
    fix: facts.newestFix
      ? {
          latitude: facts.newestFix.latitude,
          longitude: facts.newestFix.longitude,
          speedKmh: facts.newestFix.speedKmh,
        }
      : null,
  };
}

/** The battery level under which a device is in Warnings (README "tabs"); crossing it is a change worth publishing. */
export const LOW_BATTERY_PCT = 20;
const BATTERY_STEP_PCT = 5;

interface Written {
  atMs: number; // wall time of the write
  statusAtMs: number;
  batteryLevelPct: number | null;
  ignition: boolean | null;
  uplinkLoss: boolean;
}

/**
 * Throttles status writes (the devices row and devices.status.v1): at most one per device per interval, at once when
 * the state that colours the lists changes (battery by a step or across the low mark, ignition, uplink loss).
 * A deferred status is kept and written by `due` once its interval has passed, so the last report of a device that
 * falls silent is not left unwritten. Only a status newer than the one written counts (a replay is ignored).
 */
export class StatusThrottle {
  private readonly written = new Map<number, Written>();
  private readonly pending = new Map<number, DeviceStatusFacts>();

  constructor(private readonly minIntervalMs: number) {}

  /** The statuses of this batch to write now; the others wait in `pending`. */
  admit(statuses: readonly DeviceStatusFacts[], nowMs: number): DeviceStatusFacts[] {
    const now: DeviceStatusFacts[] = [];
    for (const status of statuses) {
      const last = this.written.get(status.deviceId);
      if (last && status.statusAtMs <= last.statusAtMs) continue;
      const merged = this.mergePending(status);
      if (!last || nowMs - last.atMs >= this.minIntervalMs || changedState(last, merged)) {
        now.push(merged);
        this.pending.delete(status.deviceId);
      } else {
        this.pending.set(status.deviceId, merged);
      }
    }
    return now;
  }

  /** Deferred statuses whose interval has passed. */
  due(nowMs: number): DeviceStatusFacts[] {
    const ready: DeviceStatusFacts[] = [];
    for (const [deviceId, status] of this.pending) {
      const last = this.written.get(deviceId);
      if (!last || nowMs - last.atMs >= this.minIntervalMs) {
        ready.push(status);
        this.pending.delete(deviceId);
      }
    }
    return ready;
  }

  /** Call after the write committed. */
  markWritten(statuses: readonly DeviceStatusFacts[], nowMs: number): void {
    for (const status of statuses) {
      const last = this.written.get(status.deviceId);
      this.written.set(status.deviceId, {
        atMs: nowMs,
        statusAtMs: status.statusAtMs,
        batteryLevelPct: status.batteryLevelPct ?? last?.batteryLevelPct ?? null,
        ignition: status.ignition ?? last?.ignition ?? null,
        uplinkLoss: status.uplinkLoss,
      });
    }
  }

  /** A failed write: its statuses go back to pending so the next batch or sweep retries them. */
  restore(statuses: readonly DeviceStatusFacts[]): void {
    for (const status of statuses) this.pending.set(status.deviceId, this.mergePending(status));
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  // A newer status keeps facts only an earlier (deferred) one of the same device carried.
  private mergePending(status: DeviceStatusFacts): DeviceStatusFacts {
    const before = this.pending.get(status.deviceId);
    if (!before) return status;
    const [older, newer] = before.statusAtMs <= status.statusAtMs ? [before, status] : [status, before];
    return {
      ...newer,
      batteryLevelPct: newer.batteryLevelPct ?? older.batteryLevelPct,
      latestPositiveSpeedMs: maxOrNull(newer.latestPositiveSpeedMs, older.latestPositiveSpeedMs),
      reportedFrequencyS: newer.reportedFrequencyS ?? older.reportedFrequencyS,
      ignition: newer.ignition ?? older.ignition,
      fix: newer.fix ?? older.fix,
    };
  }
}

function changedState(last: Written, status: DeviceStatusFacts): boolean {
  if (status.uplinkLoss !== last.uplinkLoss) return true;
  if (status.ignition !== null && status.ignition !== last.ignition) return true;
  const battery = status.batteryLevelPct;
  if (battery === null) return false;
  if (last.batteryLevelPct === null) return true;
  const low = (value: number) => value < LOW_BATTERY_PCT;
  return low(battery) !== low(last.batteryLevelPct) || Math.abs(battery - last.batteryLevelPct) >= BATTERY_STEP_PCT;
}

function maxOrNull(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}
