import { createSocket } from 'node:dgram';
import { connect, type Socket } from 'node:net';

/** A tracker's side of a TCP connection: sends bytes, reads exactly what the gateway answers, sees the close. */
export class TrackerClient {
  private buffered = Buffer.alloc(0);
  private ended = false;
  private readonly waiters = new Set<() => void>();

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.wake();
    });
    socket.on('close', () => {
      this.ended = true;
      this.wake();
    });
    socket.on('error', () => undefined);
  }

  static connect(port: number, host = '127.0.0.1'): Promise<TrackerClient> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host }, () => {
        socket.off('error', reject);
        resolve(new TrackerClient(socket));
      });
      socket.once('error', reject);
    });
  }

  send(bytes: Buffer | string): void {
    this.socket.write(bytes);
  }

  /** The next `count` bytes the gateway sent; fails when the connection closes first or nothing comes in time. */
  async read(count: number, timeoutMs = 15_000): Promise<Buffer> {
    await this.until(() => this.buffered.length >= count || this.ended, timeoutMs, `${count} bytes`);
    if (this.buffered.length < count) {
      throw new Error(`connection closed after ${this.buffered.length} of ${count} bytes`);
    }
    const bytes = this.buffered.subarray(0, count);
    this.buffered = this.buffered.subarray(count);
    return bytes;
  }

  /** The next text message up to and including `$` (Queclink). */
  async readMessage(timeoutMs = 15_000): Promise<string> {
    await this.until(() => this.buffered.includes(0x24) || this.ended, timeoutMs, 'a message ending in $');
    const end = this.buffered.indexOf(0x24);
    if (end < 0) throw new Error('connection closed before a whole message');
    const text = this.buffered.subarray(0, end + 1).toString('latin1');
    this.buffered = this.buffered.subarray(end + 1);
    return text;
  }

  /** Resolves once the gateway closed the connection. */
  closed(timeoutMs = 15_000): Promise<void> {
    return this.until(() => this.ended, timeoutMs, 'the connection to close');
  }

  get isClosed(): boolean {
    return this.ended;
  }

  /** Bytes received and not read yet. */
  get pending(): number {
    return this.buffered.length;
  }

  close(): void {
    this.socket.destroy();
  }

  private until(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`waited ${timeoutMs} ms for ${what}`));
      }, timeoutMs);
      this.waiters.add(check);
    });
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}

/** Sends one datagram and waits for the answer (or resolves undefined when none comes within `timeoutMs`). */
export function udpExchange(port: number, datagram: Buffer, timeoutMs = 10_000): Promise<Buffer | undefined> {
  const socket = createSocket('udp4');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.close();
      resolve(undefined);
    }, timeoutMs);
    socket.once('message', (answer) => {
      clearTimeout(timer);
      socket.close();
      resolve(answer);
    });
    socket.send(datagram, port, '127.0.0.1', (error) => {
      if (error) {
        clearTimeout(timer);
        socket.close();
        reject(error);
      }
    });
  });
}
