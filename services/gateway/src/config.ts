import { hostname } from 'node:os';

import { baseEnv, flagEnv, kafkaEnv, portEnv, telemetryEnv } from '@fleetlog/config';
import { z } from 'zod';

const positiveInt = z.coerce.number().int().positive();
const nonNegativeInt = z.coerce.number().int().min(0);

/**
 * The gateway's environment, validated once at boot. It has no database and no gRPC server: the allow-list comes
 * from `devices.devices.v1`, positions and command results go to Kafka.
 */
export const gatewayConfigSchema = baseEnv
  .merge(kafkaEnv)
  .merge(telemetryEnv)
  .extend({
    /** Health probes and /metrics (unless METRICS_PORT is set). */
    GATEWAY_HTTP_PORT: portEnv.default(3110),
    /** Bind address of the tracker listeners and the health server. */
    GATEWAY_HOST: z.string().min(1).default('0.0.0.0'),
    /** Teltonika TCP and UDP share the port number, as the devices are configured with one. */
    GATEWAY_TELTONIKA_PORT: portEnv.default(5027),
    GATEWAY_QUECLINK_PORT: portEnv.default(5028),
    /** A connection that sends nothing for this long is closed (trackers reconnect when they have data). */
    GATEWAY_IDLE_TIMEOUT_MS: positiveInt.default(300_000),
    /**
     * A connection must identify its device within this, from its accept (Teltonika: the IMEI handshake, 17 bytes;
     * Queclink: its first message). A tracker sends it at once; 15 s leaves a GPRS link three TCP retransmissions.
     */
    GATEWAY_HANDSHAKE_TIMEOUT_MS: positiveInt.default(15_000),
    /**
     * A frame whose first bytes arrived must be complete within this, however steadily the rest trickles in (the idle
     * timeout restarts on every byte). 30 s carries an FMB's 1,280-byte packet at 43 bytes/s, far below a GPRS
     * timeslot's ~1 KB/s; a GATEWAY_MAX_PACKET_BYTES frame (64 KiB) needs ~2.2 KB/s: raise both together.
     */
    GATEWAY_FRAME_TIMEOUT_MS: positiveInt.default(30_000),
    /**
     * Connections from one remote address that have not identified their device yet; more are closed at accept.
     * Only unidentified ones: trackers behind one carrier NAT share an address, and each completes its handshake
     * within a round trip. 0: no cap.
     */
    GATEWAY_MAX_HANDSHAKES_PER_ADDRESS: nonNegativeInt.default(1_000),
    /**
     * Bytes of a partial frame a connection may hold before its device is identified (Teltonika's handshake is at
     * most 22; a Queclink first message a few hundred, about 1.5 KB with 15 positions); beyond, it is closed. Bounds
     * what unidentified connections hold to this times their number, not GATEWAY_MAX_PACKET_BYTES times it.
     */
    GATEWAY_MAX_HANDSHAKE_BYTES: positiveInt.default(8_192),
    /** Largest Teltonika frame or UDP datagram, and largest Queclink message; larger closes the connection. */
    GATEWAY_MAX_PACKET_BYTES: positiveInt.default(65_536),
    /** Bytes a connection may have received but not yet processed (frames waiting behind an unacknowledged one). */
    GATEWAY_MAX_BUFFERED_BYTES: positiveInt.default(262_144),
    /** Over this many open tracker connections, new ones are refused at accept time. */
    GATEWAY_MAX_CONNECTIONS: positiveInt.default(50_000),
    /** A packet Kafka has not acknowledged within this time is not acknowledged to the tracker: the connection closes. */
    GATEWAY_ACK_TIMEOUT_MS: positiveInt.default(15_000),
    /** How long the batching publisher collects packets before one send, and the most it puts in one send. */
    GATEWAY_KAFKA_LINGER_MS: nonNegativeInt.default(5),
    GATEWAY_KAFKA_BATCH_MAX: positiveInt.default(500),
    /** Sends in flight at once; more waiting packets queue in the publisher. */
    GATEWAY_KAFKA_MAX_IN_FLIGHT: positiveInt.default(8),
    /** Names this process in published packets and its consumer groups (unique per replica: the pod name). */
    GATEWAY_INSTANCE_ID: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,100}$/, 'letters, digits, dot, dash and underscore only')
      .default(defaultInstanceId()),
    /** Off for tools; on by default: device commands for connected trackers. */
    GATEWAY_COMMANDS_ENABLED: flagEnv.default('true'),
  });

export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

function defaultInstanceId(): string {
  return `${hostname()
    .replace(/[^A-Za-z0-9._-]/g, '-')
    .slice(0, 60)}-${process.pid}`;
}
