import { isIPv6 } from 'node:net';

/**
 * Connections per remote address that have not identified their device yet, capped, so one source cannot fill the
 * listener's GATEWAY_MAX_CONNECTIONS with handshakes it never finishes (each held up to the handshake deadline).
 * Identified connections do not count: trackers behind one carrier NAT or private APN share an address, but each
 * finishes its handshake within a round trip. An address is held only while it has unidentified connections.
 */
export class HandshakesPerAddress {
  private readonly pending = new Map<string, number>();

  /** `max` 0: no cap (still counted). */
  constructor(readonly max: number) {}

  /**
   * Counts a new connection from `address`; answers the key to release it with, or undefined (not counted) when
   * the address is at the cap.
   */
  admit(address: string): string | undefined {
    const key = addressKey(address);
    const count = this.pending.get(key) ?? 0;
    if (this.max > 0 && count >= this.max) return undefined;
    this.pending.set(key, count + 1);
    return key;
  }

  /** An admitted connection identified its device or closed. */
  release(key: string): void {
    const count = this.pending.get(key) ?? 0;
    if (count <= 1) this.pending.delete(key);
    else this.pending.set(key, count - 1);
  }

  /** Unidentified connections from `address` (its key) now. */
  count(address: string): number {
    return this.pending.get(addressKey(address)) ?? 0;
  }

  /** Addresses with unidentified connections now. */
  get addresses(): number {
    return this.pending.size;
  }
}

/**
 * What an address is capped as: an IPv4 address (IPv4-mapped IPv6 too) itself; an IPv6 address its /64, the block
 * one subscriber is given (capping single IPv6 addresses would cap nothing).
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros =
    tail === undefined ? [] : Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0');
  const prefix = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${prefix.map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
