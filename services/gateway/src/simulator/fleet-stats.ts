import type { DriveSample } from './drive-model';

/** What a fleet run counts; one object shared by every tracker of the run (single-threaded, so plain fields). */
export class FleetStats {
  /** Sees every acknowledged packet's records (tests compare them with what reached Kafka). */
  onAcked?: (imei: string, samples: readonly DriveSample[]) => void;
  sendAttempts = 0;
  packetsAcked = 0;
  recordsAcked = 0;
  resends = 0;
  badPacketsSent = 0;
  failures = 0;
  refused = 0;
  recordsDropped = 0;
  lastError?: string;
  private latencies: number[] = [];
  private readonly allLatencies: number[] = [];
  private readonly startedMs = Date.now();

  acked(imei: string, samples: readonly DriveSample[], latencyMs: number): void {
    this.packetsAcked += 1;
    this.recordsAcked += samples.length;
    this.onAcked?.(imei, samples);
    // A bounded sample per report window is enough for p50/p99.
    if (this.latencies.length < 200_000) this.latencies.push(latencyMs);
    if (this.allLatencies.length < 2_000_000) this.allLatencies.push(latencyMs);
  }

  /** Counters since start and ack latency percentiles since the previous window; starts a new window. */
  window(): FleetReport {
    const report = this.report(this.latencies);
    this.latencies = [];
    return report;
  }

  /** Counters and ack latency percentiles of the whole run (the first two million acks). */
  overall(): FleetReport {
    return this.report(this.allLatencies.slice());
  }

  private report(latencies: number[]): FleetReport {
    const sorted = latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    return {
      elapsedS: (Date.now() - this.startedMs) / 1000,
      sendAttempts: this.sendAttempts,
      packetsAcked: this.packetsAcked,
      recordsAcked: this.recordsAcked,
      resends: this.resends,
      badPacketsSent: this.badPacketsSent,
      failures: this.failures,
      refused: this.refused,
      recordsDropped: this.recordsDropped,
      ackP50Ms: Math.round(at(0.5) * 10) / 10,
      ackP99Ms: Math.round(at(0.99) * 10) / 10,
      lastError: this.lastError,
    };
  }
}

export interface FleetReport {
  elapsedS: number;
  sendAttempts: number;
  packetsAcked: number;
  recordsAcked: number;
  resends: number;
  badPacketsSent: number;
  failures: number;
  refused: number;
  recordsDropped: number;
  ackP50Ms: number;
  ackP99Ms: number;
  lastError?: string;
}
