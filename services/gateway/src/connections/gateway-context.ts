import type { telemetryV1 } from '@fleetlog/contracts';
import type { Logger } from 'pino';

import type { AllowList } from '../allow-list/allow-list';
import type { GatewayConfig } from '../config';
import type { GatewayMetrics } from '../metrics';
import type { BatchingPublisher } from '../publishing/batching-publisher';
import type { DeadlineSweep } from './deadline-sweep';
import type { DeviceConnections } from './device-connections';
import type { HandshakesPerAddress } from './handshakes-per-address';

/** What a tracker connection's code may ask of a command dispatcher (kept narrow: the connection owns no Kafka). */
export interface CommandSink {
  result(imei: string, commandId: number, outcome: telemetryV1.CommandOutcome, response: string): void;
}

/** A connection a command can be written to. */
export interface CommandTarget {
  deliver(command: telemetryV1.DeviceCommand): void;
}

/** Everything the listeners and connections share, made once per process. */
export interface GatewayContext {
  config: Pick<
    GatewayConfig,
    | 'GATEWAY_IDLE_TIMEOUT_MS'
    | 'GATEWAY_HANDSHAKE_TIMEOUT_MS'
    | 'GATEWAY_FRAME_TIMEOUT_MS'
    | 'GATEWAY_MAX_HANDSHAKE_BYTES'
    | 'GATEWAY_MAX_PACKET_BYTES'
    | 'GATEWAY_MAX_BUFFERED_BYTES'
    | 'GATEWAY_MAX_CONNECTIONS'
    | 'GATEWAY_INSTANCE_ID'
  >;
  allowList: AllowList;
  publisher: BatchingPublisher<telemetryV1.TelemetryPacket>;
  metrics: GatewayMetrics;
  commands: CommandSink;
  /** Each device's one connection (the newest): where its commands go. */
  deviceConnections: DeviceConnections;
  /** The handshake, frame and closing deadlines of every TCP connection, on one timer. */
  deadlines: DeadlineSweep;
  handshakes: HandshakesPerAddress;
  logger: Logger;
}
