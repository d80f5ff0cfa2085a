import type { devicesV1 } from '@fleetlog/contracts';
import type { WebSocket } from 'ws';

import { toLiveUpdate } from './overview.mapper';
import type { LiveServerMessage, LiveUpdateJson } from './overview.schemas';

/** At most one message per socket per this interval, so at most one update per vehicle per second. */
export const LIVE_THROTTLE_MS = 1_000;
/** How long the first update of a quiet period waits for others to share its message. */
export const LIVE_BATCH_MS = 100;
/** A client this far behind (bytes queued in the socket) gets no new batch until it catches up; the newest update
 * per vehicle waits meanwhile (older ones are replaced), so a slow client never grows the server's memory. */
export const LIVE_MAX_BUFFERED_BYTES = 1 << 20;

/** The vehicles a socket may receive: vehicle id → its current organisation (from fleet's list for the user). */
export type VisibleVehicles = ReadonlyMap<number, number>;

/**
 * One authenticated live socket's delivery: only vehicles in its visible set, the newest update per vehicle, one
 * batched message per LIVE_THROTTLE_MS at most. The gateway owns authentication and refreshing the visible set.
 */
export class LiveSession {
  private visible: VisibleVehicles = new Map();
  private readonly pending = new Map<number, devicesV1.VehiclePosition>();
  private timer: NodeJS.Timeout | undefined;
  private lastFlushAt = 0;
  private closed = false;

  /**
   * `present` turns a position into what this socket's user may see (private mode), applied when a batch is sent, so
   * a trip that turned private while its update waited is hidden too.
   */
  constructor(
    private readonly socket: Pick<WebSocket, 'send' | 'readyState' | 'bufferedAmount'>,
    private readonly now: () => number = Date.now,
    private readonly present: (position: devicesV1.VehiclePosition) => devicesV1.VehiclePosition = (position) =>
      position,
  ) {}

  get visibleVehicles(): VisibleVehicles {
    return this.visible;
  }

  /** Replaces the visible set; answers the vehicles that left it (told to the client, their pending updates dropped). */
  setVisible(next: VisibleVehicles): number[] {
    const removed = [...this.visible.keys()].filter((id) => !next.has(id));
    this.visible = next;
    for (const id of removed) this.pending.delete(id);
    if (removed.length > 0) this.send({ type: 'removed', vehicleIds: removed });
    return removed;
  }

  /** An update from the live source: queued when the vehicle is visible, else ignored. */
  offer(position: devicesV1.VehiclePosition): void {
    if (this.closed || !this.visible.has(position.vehicleId)) return;
    const queued = this.pending.get(position.vehicleId);
    if (
      queued &&
      Math.max(queued.lastSeenMs, queued.timestampMs) > Math.max(position.lastSeenMs, position.timestampMs)
    ) {
      return;
    }
    this.pending.set(position.vehicleId, position);
    this.schedule();
  }

  send(message: LiveServerMessage): void {
    if (this.closed || this.socket.readyState !== 1) return;
    this.socket.send(JSON.stringify(message));
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }

  private schedule(): void {
    if (this.timer) return;
    const delay = Math.max(LIVE_BATCH_MS, this.lastFlushAt + LIVE_THROTTLE_MS - this.now());
    this.timer = setTimeout(() => this.flush(), delay);
    this.timer.unref?.();
  }

  private flush(): void {
    this.timer = undefined;
    if (this.closed || this.pending.size === 0) return;
    if (this.socket.bufferedAmount > LIVE_MAX_BUFFERED_BYTES) {
      this.lastFlushAt = this.now();
      this.schedule();
      return;
    }
    const now = this.now();
    const items: LiveUpdateJson[] = [];
    for (const position of this.pending.values()) {
      const organizationId = this.visible.get(position.vehicleId);
      // Re-checked at send time: the set may have changed since the update was queued.
      if (organizationId !== undefined) items.push({ ...toLiveUpdate(this.present(position), now), organizationId });
    }
    this.pending.clear();
    this.lastFlushAt = now;
    if (items.length > 0) this.send({ type: 'positions', items });
  }
}
