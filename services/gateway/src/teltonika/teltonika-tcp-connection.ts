import type { Socket } from 'node:net';

import { telemetryV1 } from '@fleetlog/contracts';

import type { GatewayContext } from '../connections/gateway-context';
import { telemetryPacket } from '../connections/telemetry-packet';
import { type Received, TrackerConnection } from '../connections/tracker-connection';
import {
  CODEC12_RESPONSE,
  createTeltonikaFrameDecoder,
  decodeTeltonikaPacket,
  encodeCodec12Command,
  type TeltonikaFrame,
  type TeltonikaFrameDecoder,
} from '../protocols';

const ACCEPT = Buffer.from([0x01]);
const REFUSE = Buffer.from([0x00]);

/**
 * One Teltonika tracker on TCP: the IMEI handshake (0x01 for a known, non-retired device; 0x00 and close otherwise,
 * answered from the in-memory allow-list), then AVL packets, each published to Kafka and acknowledged with its record
 * count only after Kafka acknowledged it, and Codec 12 command answers.
 */
export class TeltonikaTcpConnection extends TrackerConnection<TeltonikaFrame> {
  private readonly decoder: TeltonikaFrameDecoder;

  constructor(socket: Socket, context: GatewayContext) {
    super(socket, 'teltonika-tcp', context);
    this.decoder = createTeltonikaFrameDecoder({ maxFrameBytes: context.config.GATEWAY_MAX_PACKET_BYTES });
  }

  protected split(chunk: Buffer): Array<Received<TeltonikaFrame>> {
    const receivedAt = Date.now();
    return this.decoder
      .push(chunk)
      .map((frame) => ({ frame, bytes: frame.kind === 'ping' ? 1 : frame.bytes.length, receivedAt }));
  }

  protected bufferedBytes(): number {
    return this.decoder.bufferedBytes;
  }

  protected async handle({ frame, receivedAt }: Received<TeltonikaFrame>): Promise<void> {
    if (frame.kind === 'ping') return;
    if (frame.kind === 'imei') return this.handshake(frame.imei, frame.bytes);
    if (this.imei === undefined) {
      this.malformed('UNEXPECTED_FRAME', 'data before the IMEI handshake', frame.bytes);
      return;
    }
    let packet: ReturnType<typeof decodeTeltonikaPacket>;
    try {
      packet = decodeTeltonikaPacket(frame.bytes);
    } catch (error) {
      this.protocolFailure(error, frame.bytes);
      return;
    }
    if (packet.codec === '12') {
      for (const message of packet.messages) {
        if (message.type === CODEC12_RESPONSE) this.commandAnswered(message.text);
      }
      return;
    }
    await this.publish(packet, frame.bytes, receivedAt);
  }

  protected writeCommand(command: telemetryV1.DeviceCommand): void {
    this.socket.write(encodeCodec12Command(command.text));
  }

  private handshake(imei: string, bytes: Buffer): void {
    if (this.imei !== undefined) {
      this.malformed('UNEXPECTED_FRAME', 'a second IMEI handshake', bytes);
      return;
    }
    if (!this.context.allowList.lookup(imei)) {
      this.context.metrics.refusedHandshake(this.listener);
      this.log.info({ imei, remote: this.socket.remoteAddress }, 'refused tracker: unknown or retired IMEI');
      this.socket.write(REFUSE);
      this.close('refused', true);
      return;
    }
    this.accepted(imei);
    this.socket.write(ACCEPT);
  }

  private async publish(
    packet: ReturnType<typeof decodeTeltonikaPacket>,
    raw: Buffer,
    receivedAt: number,
  ): Promise<void> {
    const imei = this.imei as string;
    this.context.metrics.packetReceived(this.listener, packet.records.length);
    const message = telemetryPacket({
      imei,
      protocol: telemetryV1.TrackerProtocol.TELTONIKA,
      transport: telemetryV1.Transport.TCP,
      codec: packet.codec,
      receivedAt,
      buffered: false,
      records: packet.records,
      raw,
      gatewayInstance: this.context.config.GATEWAY_INSTANCE_ID,
    });
    try {
      await this.context.publisher.publish(imei, message);
    } catch (err) {
      // No ack: the tracker keeps the records and sends them again on its next connection.
      this.log.warn({ err, imei, records: packet.records.length }, 'Kafka did not acknowledge; closing without ack');
      this.close('kafka failure');
      return;
    }
    this.context.metrics.acknowledged(this.listener, Date.now() - receivedAt);
    if (!this.closed && packet.ack) this.socket.write(packet.ack);
  }
}
