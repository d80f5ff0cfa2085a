import type { Socket } from 'node:net';

import { telemetryV1 } from '@fleetlog/contracts';
import type { Logger } from 'pino';

import type { Listener, MalformedReason } from '../metrics';
import { isProtocolError } from '../protocols';
import type { CommandTarget, GatewayContext } from './gateway-context';

const HEX_PREFIX_BYTES = 48;

/** Something received, waiting its turn: a connection handles its input strictly in order. */
export interface Received<F> {
  frame: F;
  bytes: number;
  receivedAt: number;
}

/**
 * What every tracker TCP connection shares, whatever its protocol: the idle timeout (socket.setTimeout, no timer of
 * our own), input handled one frame at a time in arrival order (the socket is paused while a frame waits for Kafka,
 * so a tracker that does not wait for its ack meets TCP backpressure, and bytes held are bounded), closing on a
 * protocol error with one bounded log line and a metric, and the commands sent on this connection (each command id
 * once; FAILED for those still unanswered when it closes). Kept small: 10,000 idle trackers must fit in 64 MiB.
 */
export abstract class TrackerConnection<F> implements CommandTarget {
  protected imei?: string;
  private readonly queue: Array<Received<F>> = [];
  private queuedBytes = 0;
  private draining = false;
  protected closed = false;
  /** Created on the first command only: most connections never get one. */
  private sentCommands?: Set<number>;
  private awaiting?: Array<{ commandId: number; text: string }>;

  constructor(
    protected readonly socket: Socket,
    protected readonly listener: Listener,
    protected readonly context: GatewayContext,
  ) {
    context.metrics.connectionOpened(listener);
    socket.setNoDelay(true);
    socket.setTimeout(context.config.GATEWAY_IDLE_TIMEOUT_MS);
    socket.on('timeout', () => this.close('idle timeout'));
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', (err) => this.log.debug({ err }, 'socket error'));
    socket.on('close', () => this.closedBySocket());
  }

  /** Turns bytes into frames (throws a ProtocolError on bad input); bytes held back count towards the buffer limit. */
  protected abstract split(chunk: Buffer): Array<Received<F>>;
  protected abstract bufferedBytes(): number;
  /** Handles one frame; resolves when the connection may go on to the next. */
  protected abstract handle(received: Received<F>): Promise<void>;
  /** Writes a command in the protocol's form. */
  protected abstract writeCommand(command: telemetryV1.DeviceCommand): void;

  protected get log(): Logger {
    return this.context.logger;
  }

  /** Sends a command once per command id on this connection; SENT once written. */
  deliver(command: telemetryV1.DeviceCommand): void {
    if (this.closed || this.imei === undefined) return;
    this.sentCommands ??= new Set();
    if (this.sentCommands.has(command.commandId)) return;
    this.sentCommands.add(command.commandId);
    this.writeCommand(command);
    (this.awaiting ??= []).push({ commandId: command.commandId, text: command.text });
    this.context.metrics.command('sent');
    this.context.commands.result(this.imei, command.commandId, telemetryV1.CommandOutcome.SENT, '');
  }

  /**
   * The device answered a command: the one `matches` picks when the answer names it (Queclink echoes the command's
   * serial number), otherwise the oldest still waiting (Teltonika answers in order).
   */
  protected commandAnswered(response: string, matches?: (commandText: string) => boolean): void {
    const awaiting = this.awaiting ?? [];
    const found = matches ? awaiting.findIndex((entry) => matches(entry.text)) : -1;
    const [answered] = awaiting.splice(found >= 0 ? found : 0, 1);
    if (answered === undefined || this.imei === undefined) {
      this.log.info({ imei: this.imei, response: response.slice(0, 200) }, 'device answer to no pending command');
      return;
    }
    this.context.metrics.command('responded');
    this.context.commands.result(this.imei, answered.commandId, telemetryV1.CommandOutcome.RESPONDED, response);
  }

  /** The device is known: it may send data, and commands for it come to this connection. */
  protected accepted(imei: string): void {
    this.imei = imei;
    this.context.commands.attach(imei, this);
  }

  /** Closes after a protocol violation: one warn line (bounded hex prefix, never the whole payload) and a metric. */
  protected malformed(reason: MalformedReason, message: string, bytes?: Buffer): void {
    this.context.metrics.malformedPacket(this.listener, reason);
    this.log.warn(
      {
        listener: this.listener,
        imei: this.imei,
        remote: this.socket.remoteAddress,
        reason,
        hexPrefix: bytes?.subarray(0, HEX_PREFIX_BYTES).toString('hex'),
        bytes: bytes?.length,
      },
      `closing connection: ${message}`,
    );
    this.close(reason);
  }

  /** Ends the connection now (buffered writes such as a refusal byte are still flushed by `end`). */
  protected close(why: string, graceful = false): void {
    if (this.closed) return;
    this.closed = true;
    this.log.debug({ listener: this.listener, imei: this.imei, why }, 'connection closed');
    if (graceful) this.socket.end();
    else this.socket.destroy();
  }

  private receive(chunk: Buffer): void {
    if (this.closed) return;
    let frames: Array<Received<F>>;
    try {
      frames = this.split(chunk);
    } catch (error) {
      this.protocolFailure(error, chunk);
      return;
    }
    for (const frame of frames) {
      this.queue.push(frame);
      this.queuedBytes += frame.bytes;
    }
    if (this.queuedBytes + this.bufferedBytes() > this.context.config.GATEWAY_MAX_BUFFERED_BYTES) {
      this.malformed(
        'BUFFER_OVERFLOW',
        `more than ${this.context.config.GATEWAY_MAX_BUFFERED_BYTES} bytes unprocessed`,
      );
      return;
    }
    if (this.queue.length > 0 && !this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    this.socket.pause();
    try {
      while (!this.closed && this.queue.length > 0) {
        const next = this.queue.shift() as Received<F>;
        this.queuedBytes -= next.bytes;
        await this.handle(next);
      }
    } catch (error) {
      this.log.error({ err: error, listener: this.listener, imei: this.imei }, 'connection handler failed');
      this.close('handler failure');
    } finally {
      this.draining = false;
      if (!this.closed) this.socket.resume();
    }
  }

  /** A decoder error closes this connection only; anything but a ProtocolError is a bug and logged as one. */
  protected protocolFailure(error: unknown, bytes: Buffer): void {
    if (isProtocolError(error)) {
      this.malformed(error.code, error.message, bytes);
      return;
    }
    this.log.error({ err: error, listener: this.listener, imei: this.imei }, 'decoder failed unexpectedly');
    this.malformed('DECODER_FAILURE', 'decoder failure', bytes);
  }

  private closedBySocket(): void {
    this.closed = true;
    this.queue.length = 0;
    this.context.metrics.connectionClosed(this.listener);
    if (this.imei === undefined) return;
    this.context.commands.detach(this.imei, this);
    for (const { commandId } of this.awaiting ?? []) {
      this.context.metrics.command('failed');
      this.context.commands.result(
        this.imei,
        commandId,
        telemetryV1.CommandOutcome.FAILED,
        'connection closed before the device answered',
      );
    }
    this.awaiting = undefined;
  }
}
