import type { Socket } from 'node:net';

import { telemetryV1 } from '@fleetlog/contracts';

import type { GatewayContext } from '../connections/gateway-context';
import { telemetryPacket } from '../connections/telemetry-packet';
import { type Received, TrackerConnection } from '../connections/tracker-connection';
import {
  createQueclinkFrameDecoder,
  decodeQueclinkMessage,
  type QueclinkFrameDecoder,
  type QueclinkMessage,
} from '../protocols';

const HEARTBEAT = 'GTHBD';

/**
 * One Queclink tracker (@Track text over TCP, messages ending in `$`). There is no handshake: every message names
 * its IMEI, the first one is checked against the allow-list (an unknown or retired device is closed at once) and
 * later ones must name the same device. Reports (`+RESP:`, and `+BUFF:` history) are published and answered with the
 * decoder's `+SACK:` only after Kafka acknowledged them; the GTHBD heartbeat is answered at once; `+ACK:` answers a
 * command.
 */
export class QueclinkConnection extends TrackerConnection<string> {
  private readonly decoder: QueclinkFrameDecoder;

  constructor(socket: Socket, context: GatewayContext) {
    super(socket, 'queclink-tcp', context);
    this.decoder = createQueclinkFrameDecoder({ maxFrameBytes: context.config.GATEWAY_MAX_PACKET_BYTES });
  }

  protected split(chunk: Buffer): Array<Received<string>> {
    const receivedAt = Date.now();
    return this.decoder.push(chunk).map((frame) => ({ frame, bytes: frame.length, receivedAt }));
  }

  protected bufferedBytes(): number {
    return this.decoder.bufferedBytes;
  }

  protected async handle({ frame, receivedAt }: Received<string>): Promise<void> {
    let message: QueclinkMessage;
    try {
      message = decodeQueclinkMessage(frame);
    } catch (error) {
      this.protocolFailure(error, Buffer.from(frame, 'latin1'));
      return;
    }
    if (!this.identify(message, frame)) return;
    // The heartbeat comes as `+ACK:GTHBD`: answered, but neither a command answer nor a report.
    if (message.type === HEARTBEAT) {
      // nothing to keep
    } else if (message.kind === 'ACK') {
      const serial = message.serialNumber;
      this.commandAnswered(frame, serial ? (text) => text.endsWith(`,${serial}$`) : undefined);
    } else if (!(await this.publish(message, frame, receivedAt))) {
      return;
    }
    if (message.ack !== null && !this.closed) this.socket.write(message.ack, 'latin1');
  }

  protected writeCommand(command: telemetryV1.DeviceCommand): void {
    // Devices builds the @Track text (`AT+GT...$`); it goes on the wire as it is.
    this.socket.write(command.text, 'latin1');
  }

  /** The first message decides the device; false when the connection was closed. */
  private identify(message: QueclinkMessage, frame: string): boolean {
    if (this.imei !== undefined) {
      if (message.imei === this.imei) return true;
      this.malformed('UNEXPECTED_FRAME', 'a message of another IMEI', Buffer.from(frame, 'latin1'));
      return false;
    }
    if (!this.context.allowList.lookup(message.imei)) {
      this.context.metrics.refusedHandshake(this.listener);
      this.log.info(
        { imei: message.imei, remote: this.socket.remoteAddress },
        'refused tracker: unknown or retired IMEI',
      );
      this.close('refused');
      return false;
    }
    this.accepted(message.imei);
    return true;
  }

  private async publish(message: QueclinkMessage, frame: string, receivedAt: number): Promise<boolean> {
    this.context.metrics.packetReceived(this.listener, message.records.length);
    const packet = telemetryPacket({
      imei: message.imei,
      protocol: telemetryV1.TrackerProtocol.QUECLINK,
      transport: telemetryV1.Transport.TCP,
      codec: message.type,
      receivedAt,
      buffered: message.buffered,
      records: message.records,
      raw: Buffer.from(frame, 'latin1'),
      gatewayInstance: this.context.config.GATEWAY_INSTANCE_ID,
      reportedFrequencyS: message.reportedFrequencyS,
    });
    try {
      await this.context.publisher.publish(message.imei, packet);
    } catch (err) {
      this.log.warn({ err, imei: message.imei, type: message.type }, 'Kafka did not acknowledge; closing without ack');
      this.close('kafka failure');
      return false;
    }
    this.context.metrics.acknowledged(this.listener, Date.now() - receivedAt);
    return true;
  }
}
