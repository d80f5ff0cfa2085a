import { connect, type Socket } from 'node:net';

import {
  decodeTeltonikaPacket,
  encodeCodec12Response,
  encodeQueclinkHeartbeat,
  encodeQueclinkReport,
  encodeTeltonikaImei,
  encodeTeltonikaTcp,
} from '../protocols';
import type { DriveSample } from './drive-model';
import { queclinkPosition, teltonikaRecord } from './records';

export interface Endpoint {
  host: string;
  port: number;
}

/** Why a packet was not acknowledged: the tracker reconnects and sends the same records again. */
export class LinkError extends Error {
  constructor(
    message: string,
    readonly refused = false,
  ) {
    super(message);
  }
}

/** One tracker's connection to the gateway, as the device's firmware holds it. */
export interface TrackerLink {
  /** Sends the samples as one packet and resolves once the gateway acknowledged it; rejects with LinkError. */
  send(samples: readonly DriveSample[], options?: { corruptCrc?: boolean }): Promise<void>;
  /** Keeps an idle connection alive (Queclink heartbeat); a no-op where the protocol has none. */
  heartbeat(): Promise<void>;
  close(): void;
}

/**
 * A byte stream with waiters: reads what the gateway answers, and sees the close. Small on purpose: thousands of
 * these run in one process for the benchmark.
 */
abstract class StreamLink {
  protected socket?: Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private waiter?: () => void;
  private closed = true;

  constructor(
    protected readonly endpoint: Endpoint,
    protected readonly ackTimeoutMs: number,
  ) {}

  close(): void {
    this.socket?.destroy();
    this.socket = undefined;
    this.closed = true;
  }

  protected get connected(): boolean {
    return this.socket !== undefined && !this.closed;
  }

  protected open(): Promise<void> {
    this.close();
    this.buffered = Buffer.alloc(0);
    return new Promise((resolve, reject) => {
      const socket = connect(this.endpoint, () => {
        socket.off('error', reject);
        socket.on('error', () => undefined);
        this.closed = false;
        resolve();
      });
      socket.setNoDelay(true);
      socket.once('error', (error) => reject(new LinkError(`connect ${this.endpoint.port}: ${error.message}`)));
      socket.on('data', (chunk: Buffer) => {
        this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
        this.onData();
        this.wake();
      });
      socket.on('close', () => {
        if (this.socket === socket) this.closed = true;
        this.wake();
      });
      this.socket = socket;
    });
  }

  /** Subclasses consume protocol messages the gateway sends unasked (commands) here. */
  protected onData(): void {}

  protected peek(): Buffer {
    return this.buffered;
  }

  protected consume(count: number): Buffer {
    const bytes = this.buffered.subarray(0, count);
    this.buffered = this.buffered.subarray(count);
    return bytes;
  }

  protected write(bytes: Buffer | string): void {
    this.socket?.write(bytes);
  }

  /** Waits until `check` holds; rejects when the connection closes first or the gateway does not answer in time. */
  protected until(check: () => boolean, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => finish(new LinkError(`no ${what} within ${this.ackTimeoutMs} ms`)),
        this.ackTimeoutMs,
      );
      const finish = (error?: Error) => {
        clearTimeout(timer);
        this.waiter = undefined;
        if (error) reject(error);
        else resolve();
      };
      const test = () => {
        if (check()) finish();
        else if (this.closed) finish(new LinkError(`connection closed before ${what}`));
      };
      this.waiter = test;
      test();
    });
  }

  private wake(): void {
    this.waiter?.();
  }
}

/** Teltonika Codec 8 over TCP: IMEI handshake, AVL packets acknowledged by their record count, Codec 12 answers. */
export class TeltonikaLink extends StreamLink implements TrackerLink {
  constructor(
    endpoint: Endpoint,
    private readonly imei: string,
    ackTimeoutMs: number,
    private readonly onCommand: (text: string) => string = (text) => `${text}: OK`,
  ) {
    super(endpoint, ackTimeoutMs);
  }

  async send(samples: readonly DriveSample[], options: { corruptCrc?: boolean } = {}): Promise<void> {
    if (!this.connected) await this.handshake();
    let ignition = samples[0]?.ignition;
    const records = samples.map((sample) => {
      const changed = sample.ignition !== ignition;
      ignition = sample.ignition;
      return teltonikaRecord(sample, changed);
    });
    const frame = encodeTeltonikaTcp('8', records);
    if (options.corruptCrc) frame[frame.length - 1] ^= 0xff; // the occasional damaged packet of a real modem
    this.write(frame);
    await this.until(() => this.ackReady(), 'acknowledgement');
    const count = this.consume(4).readUInt32BE(0);
    if (count !== records.length) throw new LinkError(`acknowledged ${count} of ${records.length} records`);
  }

  async heartbeat(): Promise<void> {
    if (!this.connected) await this.handshake();
  }

  private async handshake(): Promise<void> {
    await this.open();
    this.write(encodeTeltonikaImei(this.imei));
    await this.until(() => this.peek().length >= 1, 'handshake answer');
    if (this.consume(1)[0] !== 0x01) {
      this.close();
      throw new LinkError(`gateway refused IMEI ${this.imei}`, true);
    }
  }

  /** An ack is 4 bytes with a non-zero count; a frame the gateway sends starts with 4 zero bytes instead. */
  private ackReady(): boolean {
    const buffered = this.peek();
    return buffered.length >= 4 && buffered.readUInt32BE(0) !== 0;
  }

  protected override onData(): void {
    // Codec 12 commands (getinfo, setparam, cpureset, ...) arrive on the same connection: answer each.
    for (;;) {
      const buffered = this.peek();
      if (buffered.length < 8 || buffered.readUInt32BE(0) !== 0) return;
      const frameLength = 12 + buffered.readUInt32BE(4);
      if (buffered.length < frameLength) return;
      const frame = this.consume(frameLength);
      try {
        for (const message of decodeTeltonikaPacket(frame).messages) {
          if (message.type === 5) this.write(encodeCodec12Response(this.onCommand(message.text)));
        }
      } catch {
        this.close(); // not a frame a device would accept: drop the connection like the firmware does
        return;
      }
    }
  }
}

/** Queclink GL530MG @Track over TCP: +RESP:GTFRI reports answered by +SACK, heartbeats by +SACK:GTHBD. */
export class QueclinkLink extends StreamLink implements TrackerLink {
  private count = 0;

  constructor(
    endpoint: Endpoint,
    private readonly imei: string,
    ackTimeoutMs: number,
  ) {
    super(endpoint, ackTimeoutMs);
  }

  async send(samples: readonly DriveSample[]): Promise<void> {
    if (!this.connected) await this.open();
    const last = samples[samples.length - 1];
    if (!last) return;
    this.count = (this.count + 1) & 0xffff;
    const report = encodeQueclinkReport({
      kind: 'RESP',
      type: 'GTFRI',
      protocolVersion: '440104',
      imei: this.imei,
      positions: samples.map(queclinkPosition),
      batteryPct: last.batteryLevelPct,
      batteryMv: last.externalVoltageMv,
      moving: last.movement,
      sendTime: localDigits(Date.now()),
      countNumber: this.count,
    });
    await this.exchange(report, `+SACK:${hex4(this.count)}$`);
  }

  async heartbeat(): Promise<void> {
    if (!this.connected) await this.open();
    this.count = (this.count + 1) & 0xffff;
    await this.exchange(
      encodeQueclinkHeartbeat('440104', this.imei, localDigits(Date.now()), this.count),
      `+SACK:GTHBD,440104,${hex4(this.count)}$`,
    );
  }

  private async exchange(message: string, expected: string): Promise<void> {
    this.write(message);
    await this.until(() => this.peek().includes(0x24), 'SACK');
    const end = this.peek().indexOf(0x24);
    const answer = this.consume(end + 1).toString('latin1');
    if (answer !== expected) throw new LinkError(`expected ${expected}, got ${answer}`);
  }
}

function hex4(count: number): string {
  return count.toString(16).toUpperCase().padStart(4, '0');
}

const STOCKHOLM_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The device's local time (Sweden) as YYYYMMDDHHMMSS: @Track's send time is device-local. */
function localDigits(ms: number): string {
  return STOCKHOLM_TIME.format(ms).replace(/\D/g, '');
}
