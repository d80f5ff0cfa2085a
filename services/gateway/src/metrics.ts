import { getMeter } from '@fleetlog/telemetry';
import type { Attributes, Counter, Histogram, UpDownCounter } from '@opentelemetry/api';

import type { ProtocolErrorCode } from './protocols';

export type Listener = 'teltonika-tcp' | 'teltonika-udp' | 'queclink-tcp';

/**
 * Why a packet or a connection was refused; bounded, so it can be a metric label: the decoder's ProtocolError code
 * (BAD_CRC, TRUNCATED, FRAME_TOO_LARGE, ...) or what the connection itself objected to.
 */
export type MalformedReason = ProtocolErrorCode | 'BUFFER_OVERFLOW' | 'UNEXPECTED_FRAME' | 'DECODER_FAILURE';

/**
 * Why a tracker connection ended, one per connection (a metric label): the gateway's deadlines (`idle`, the
 * `handshake_deadline` to identify the device, the `frame_deadline` to finish a started frame), what the tracker sent
 * (`protocol_error`: the malformed packet metric says which; `refused`: unknown or retired IMEI), Kafka not
 * acknowledging (`kafka_failure`), a bug (`internal_error`), the caps at accept (`too_many_handshakes` from one
 * address, `too_many_connections` on the listener), a newer connection identifying the same device (`replaced`), the
 * gateway stopping (`shutdown`) and the tracker itself (`peer_closed`).
 */
export type ClosedReason =
  | 'idle'
  | 'handshake_deadline'
  | 'frame_deadline'
  | 'protocol_error'
  | 'refused'
  | 'kafka_failure'
  | 'internal_error'
  | 'too_many_handshakes'
  | 'too_many_connections'
  | 'replaced'
  | 'shutdown'
  | 'peer_closed';

/**
 * The gateway's instruments (OpenTelemetry, exported for Prometheus by @fleetlog/telemetry). Created once per
 * process: before `startTelemetry` runs they are no-ops, which is what the in-process tests get.
 */
export class GatewayMetrics {
  private readonly openConnections: UpDownCounter;
  private readonly closedConnections: Counter;
  private readonly packets: Counter;
  private readonly records: Counter;
  private readonly malformed: Counter;
  private readonly refused: Counter;
  private readonly ackLatency: Histogram;
  private readonly publishFailures: Counter;
  private readonly commands: Counter;

  constructor() {
    const meter = getMeter('@fleetlog/gateway');
    this.openConnections = meter.createUpDownCounter('fleetlog_gateway_open_connections', {
      description: 'Tracker connections open now',
    });
    this.closedConnections = meter.createCounter('fleetlog_gateway_closed_connections_total', {
      description:
        'Tracker connections closed, by reason (deadlines, protocol errors, refusals, caps, replaced, the peer)',
    });
    this.packets = meter.createCounter('fleetlog_gateway_packets_received_total', {
      description: 'Data packets received and decoded',
    });
    this.records = meter.createCounter('fleetlog_gateway_records_received_total', {
      description: 'Position records in the packets received',
    });
    this.malformed = meter.createCounter('fleetlog_gateway_malformed_packets_total', {
      description: 'Packets refused as malformed, truncated, oversized or with a bad CRC, by reason',
    });
    this.refused = meter.createCounter('fleetlog_gateway_refused_handshakes_total', {
      description: 'Trackers refused because their IMEI is unknown, retired or deleted',
    });
    this.ackLatency = meter.createHistogram('fleetlog_gateway_ack_latency_ms', {
      description: 'From receiving a packet to Kafka acknowledging it (then the tracker gets its ack)',
      unit: 'ms',
      advice: { explicitBucketBoundaries: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 15000] },
    });
    this.publishFailures = meter.createCounter('fleetlog_gateway_kafka_publish_failures_total', {
      description: 'Packets Kafka did not acknowledge (failed or timed out): not acknowledged to the tracker',
    });
    this.commands = meter.createCounter('fleetlog_gateway_commands_total', {
      description: 'Device commands by outcome (sent, responded, failed)',
    });
  }

  connectionOpened(listener: Listener): void {
    this.openConnections.add(1, { listener });
  }

  connectionClosed(listener: Listener, reason: ClosedReason): void {
    this.openConnections.add(-1, { listener });
    this.closedConnections.add(1, { listener, reason });
  }

  /** The listener was at GATEWAY_MAX_CONNECTIONS: Node closed the connection at accept, it never opened. */
  connectionDropped(listener: Listener): void {
    this.closedConnections.add(1, { listener, reason: 'too_many_connections' });
  }

  packetReceived(listener: Listener, records: number): void {
    const attributes: Attributes = { listener };
    this.packets.add(1, attributes);
    this.records.add(records, attributes);
  }

  malformedPacket(listener: Listener, reason: MalformedReason): void {
    this.malformed.add(1, { listener, reason });
  }

  refusedHandshake(listener: Listener): void {
    this.refused.add(1, { listener });
  }

  acknowledged(listener: Listener, latencyMs: number): void {
    this.ackLatency.record(latencyMs, { listener });
  }

  publishFailed(count: number, reason: 'error' | 'timeout' | 'overload'): void {
    this.publishFailures.add(count, { reason });
  }

  command(outcome: 'sent' | 'responded' | 'failed'): void {
    this.commands.add(1, { outcome });
  }
}
