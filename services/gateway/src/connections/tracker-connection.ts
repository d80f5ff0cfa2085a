import type { Socket } from 'node:net';

import { telemetryV1 } from '@fleetlog/contracts';
import type { Logger } from 'pino';

import type { ClosedReason, Listener, MalformedReason } from '../metrics';
import { isProtocolError } from '../protocols';
import type { HasDeadline } from './deadline-sweep';
import type { DeviceConnection } from './device-connections';
import type { GatewayContext } from './gateway-context';

const HEX_PREFIX_BYTES = 48;

/** How a protocol's connection may end itself (logged as given), and the metric's reason for each. */
const CLOSE_REASONS = {
  refused: 'refused',
  'kafka failure': 'kafka_failure',
} as const satisfies Record<string, ClosedReason>;

/** Something received, waiting its turn: a connection handles its input strictly in order. */
export interface Received<F> {
  frame: F;
  bytes: number;
  receivedAt: number;
}

/**
 * What every tracker TCP connection shares, whatever its protocol: the idle timeout (socket.setTimeout, no timer of
 * our own), the handshake and frame deadlines (on the process's one DeadlineSweep, no timer of our own either), the
 * cap on unidentified connections per address, input handled one frame at a time in arrival order (the socket is
 * paused while a frame waits for Kafka, so a tracker that does not wait for its ack meets TCP backpressure, and bytes
 * held are bounded), closing on a protocol error with one bounded log line and a metric, the reason of every close as
 * a metric, one connection per device (a newer one that identifies the same device replaces this one), and the
 * commands sent on this connection (each command id once; FAILED for those still unanswered when it closes). Kept
 * small: 10,000 idle trackers must fit in 64 MiB.
 *
 * Deadlines, by where the connection is: from accept until the device is identified (`accepted`), the handshake
 * deadline, however busy the peer is; then, while a started frame waits for its remaining bytes, the frame deadline
 * from the chunk that started it (not while the connection itself keeps the socket paused for Kafka: a frame still
 * partial when it resumes gets its whole time again); after a graceful close, the handshake deadline again for the peer
 * to read the answer and close its half. An identified tracker between frames has none: the idle timeout is its bound.
 */
export abstract class TrackerConnection<F> implements DeviceConnection, HasDeadline {
  protected imei?: string;
  private readonly queue: Array<Received<F>> = [];
  private queuedBytes = 0;
  private draining = false;
  protected closed = false;
  /** Why this side ended the connection; none when the peer did. */
  private closedReason?: ClosedReason;
  /** The remote address (its key) until the device is identified: the connection counts towards its cap until then. */
  private unidentifiedFrom?: string;
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
    socket.on('timeout', () => this.end('idle', 'idle timeout'));
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', (err) => this.log.debug({ err }, 'socket error'));
    socket.on('close', () => this.closedBySocket());
    const address = socket.remoteAddress ?? '';
    this.unidentifiedFrom = context.handshakes.admit(address);
    if (this.unidentifiedFrom === undefined) {
      this.end('too_many_handshakes', `${context.handshakes.max} unidentified connections from ${address} already`);
      return;
    }
    context.deadlines.set(this, Date.now() + context.config.GATEWAY_HANDSHAKE_TIMEOUT_MS);
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

  /**
   * The device is known: it may send data, and commands for it come to this connection, which replaces any older one
   * of the device. The handshake deadline ends; a frame already started gets its frame deadline when the queue has
   * drained (this runs inside the drain).
   */
  protected accepted(imei: string): void {
    this.imei = imei;
    this.releaseAddress();
    this.context.deadlines.clear(this);
    this.context.deviceConnections.claim(imei, this)?.replaced(this.socket.remoteAddress);
  }

  /**
   * A newer connection identified this device: this one ends at once, whatever it was doing. A packet of it still
   * waiting for Kafka is not acknowledged (the tracker sends it again; the positions' key absorbs the repeat), and
   * the commands written here and unanswered fail now, before the newer connection can be given any.
   */
  replaced(remote: string | undefined): void {
    this.log.info(
      { listener: this.listener, imei: this.imei, remote: this.socket.remoteAddress, newer: remote },
      'closing connection: a newer connection identified the device',
    );
    this.end('replaced', 'replaced by a newer connection of the device');
  }

  /** The sweep found this connection past its deadline; which one follows from where the connection is. */
  deadlinePassed(): void {
    if (this.closed) {
      // Closed gracefully (a refusal written), but the peer keeps its half open: it had its time to read the answer.
      this.socket.destroy();
      return;
    }
    const details = {
      listener: this.listener,
      imei: this.imei,
      remote: this.socket.remoteAddress,
      buffered: this.bufferedBytes(),
    };
    if (this.imei === undefined) {
      // Debug: anyone can open a connection and say nothing; the metric counts them.
      this.log.debug(details, 'closing connection: no handshake within the deadline');
      this.end('handshake_deadline', 'handshake deadline');
    } else {
      this.log.info(details, 'closing connection: a frame not completed within the deadline');
      this.end('frame_deadline', 'frame deadline');
    }
  }

  /** Ends the connection when the gateway stops (a gracefully closed one that lingers included). */
  shutdown(): void {
    if (this.closed) this.socket.destroy();
    else this.end('shutdown', 'gateway stopping');
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
    this.end('protocol_error', reason);
  }

  /** Ends the connection now; `graceful` flushes buffered writes such as a refusal byte first. */
  protected close(why: keyof typeof CLOSE_REASONS, graceful = false): void {
    this.end(CLOSE_REASONS[why], why, graceful);
  }

  private end(reason: ClosedReason, why: string, graceful = false): void {
    if (this.closed) return;
    this.closed = true;
    this.closedReason = reason;
    this.log.debug({ listener: this.listener, imei: this.imei, why }, 'connection closed');
    this.leaveDevice();
    if (graceful) {
      this.socket.end();
      // `end` waits for the peer's half; a peer that never closes it would hold the socket for good.
      this.context.deadlines.set(this, Date.now() + this.context.config.GATEWAY_HANDSHAKE_TIMEOUT_MS);
    } else {
      this.context.deadlines.clear(this);
      this.socket.destroy();
    }
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
    const { GATEWAY_MAX_BUFFERED_BYTES, GATEWAY_MAX_HANDSHAKE_BYTES } = this.context.config;
    if (this.queuedBytes + this.bufferedBytes() > GATEWAY_MAX_BUFFERED_BYTES) {
      this.malformed('BUFFER_OVERFLOW', `more than ${GATEWAY_MAX_BUFFERED_BYTES} bytes unprocessed`);
      return;
    }
    // Before the device is known a partial frame is all a connection can hold (complete ones are handled at once):
    // a handshake or a first message, never a whole packet's worth, from a peer nobody has vouched for yet.
    if (this.imei === undefined && this.bufferedBytes() > GATEWAY_MAX_HANDSHAKE_BYTES) {
      this.malformed(
        'BUFFER_OVERFLOW',
        `more than ${GATEWAY_MAX_HANDSHAKE_BYTES} bytes of a frame before identification`,
      );
      return;
    }
    if (this.queue.length > 0 && !this.draining) void this.drain();
    this.frameDeadline(frames.length > 0);
  }

  /**
   * Sets, keeps or clears the frame deadline of an identified connection: it runs while the decoder holds part of a
   * frame and the socket is not paused by us; `started` when the partial frame began in the latest chunk (or the
   * socket was just resumed), which restarts it.
   */
  private frameDeadline(started: boolean): void {
    if (this.closed || this.imei === undefined) return;
    if (this.draining || this.bufferedBytes() === 0) this.context.deadlines.clear(this);
    else if (started || !this.context.deadlines.has(this)) {
      this.context.deadlines.set(this, Date.now() + this.context.config.GATEWAY_FRAME_TIMEOUT_MS);
    }
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
      this.end('internal_error', 'handler failure');
    } finally {
      this.draining = false;
      if (!this.closed) {
        this.socket.resume();
        this.frameDeadline(true);
      }
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

  private releaseAddress(): void {
    if (this.unidentifiedFrom === undefined) return;
    this.context.handshakes.release(this.unidentifiedFrom);
    this.unidentifiedFrom = undefined;
  }

  private closedBySocket(): void {
    this.closed = true;
    this.queue.length = 0;
    this.context.deadlines.clear(this);
    this.releaseAddress();
    this.context.metrics.connectionClosed(this.listener, this.closedReason ?? 'peer_closed');
    this.leaveDevice();
  }

  /**
   * The connection no longer speaks for its device (when this side ends it, at once; when the peer does, at its
   * close): commands go to a newer connection or wait for the next, and those unanswered here have failed.
   */
  private leaveDevice(): void {
    if (this.imei === undefined) return;
    this.context.deviceConnections.release(this.imei, this);
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
