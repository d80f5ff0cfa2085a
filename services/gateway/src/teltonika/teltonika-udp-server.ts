import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';

import { telemetryV1 } from '@fleetlog/contracts';

import type { GatewayContext } from '../connections/gateway-context';
import { telemetryPacket } from '../connections/telemetry-packet';
import type { MalformedReason } from '../metrics';
import { decodeTeltonikaUdp, isProtocolError, type TeltonikaUdpPacket } from '../protocols';

const HEX_PREFIX_BYTES = 48;

/**
 * Teltonika over UDP, on the TCP port's number: each datagram names its IMEI (checked against the allow-list), is
 * published, and is acknowledged (packet id and AVL packet id echoed, record count) only after Kafka acknowledged
 * it. There is no connection to close: a bad or refused datagram is dropped with a log line and a metric, and the
 * tracker resends what was not acknowledged.
 */
export class TeltonikaUdpServer {
  private socket?: Socket;

  constructor(private readonly context: GatewayContext) {}

  async listen(host: string, port: number): Promise<number> {
    const socket = createSocket({ type: host.includes(':') ? 'udp6' : 'udp4' });
    this.socket = socket;
    socket.on('message', (datagram, remote) => void this.receive(datagram, remote));
    socket.on('error', (err) => this.context.logger.error({ err }, 'UDP socket error'));
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(port, host, () => {
        socket.off('error', reject);
        resolve();
      });
    });
    return socket.address().port;
  }

  close(): Promise<void> {
    const socket = this.socket;
    this.socket = undefined;
    return new Promise((resolve) => (socket ? socket.close(() => resolve()) : resolve()));
  }

  private async receive(datagram: Buffer, remote: RemoteInfo): Promise<void> {
    const receivedAt = Date.now();
    const { metrics, config, allowList, logger } = this.context;
    if (datagram.length > config.GATEWAY_MAX_PACKET_BYTES) {
      return this.dropped('FRAME_TOO_LARGE', `datagram of ${datagram.length} bytes`, datagram, remote);
    }
    let packet: TeltonikaUdpPacket;
    try {
      packet = decodeTeltonikaUdp(datagram);
    } catch (error) {
      if (isProtocolError(error)) return this.dropped(error.code, error.message, datagram, remote);
      logger.error({ err: error }, 'UDP decoder failed unexpectedly');
      return this.dropped('DECODER_FAILURE', 'decoder failure', datagram, remote);
    }
    if (!allowList.lookup(packet.imei)) {
      metrics.refusedHandshake('teltonika-udp');
      logger.info({ imei: packet.imei, remote: remote.address }, 'refused UDP datagram: unknown or retired IMEI');
      return;
    }
    // Commands go over TCP only; a Codec 12 datagram has no records to keep.
    if (packet.ack === null) return;
    metrics.packetReceived('teltonika-udp', packet.records.length);
    const message = telemetryPacket({
      imei: packet.imei,
      protocol: telemetryV1.TrackerProtocol.TELTONIKA,
      transport: telemetryV1.Transport.UDP,
      codec: packet.codec,
      receivedAt,
      buffered: false,
      records: packet.records,
      raw: datagram,
      gatewayInstance: config.GATEWAY_INSTANCE_ID,
    });
    try {
      await this.context.publisher.publish(packet.imei, message);
    } catch (err) {
      logger.warn({ err, imei: packet.imei }, 'Kafka did not acknowledge a UDP packet; no ack sent');
      return;
    }
    metrics.acknowledged('teltonika-udp', Date.now() - receivedAt);
    this.socket?.send(packet.ack, remote.port, remote.address);
  }

  private dropped(reason: MalformedReason, message: string, datagram: Buffer, remote: RemoteInfo): void {
    this.context.metrics.malformedPacket('teltonika-udp', reason);
    this.context.logger.warn(
      {
        listener: 'teltonika-udp',
        remote: remote.address,
        reason,
        hexPrefix: datagram.subarray(0, HEX_PREFIX_BYTES).toString('hex'),
        bytes: datagram.length,
      },
      `dropping datagram: ${message}`,
    );
  }
}
