import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LIVE_CLOSE_UNAUTHENTICATED, LiveSocket, liveUrl } from './live-socket';
import type { OverviewLiveUpdate } from './overview-api';

// A stand-in for the browser's WebSocket: records what the client sends, lets the test play the server.
class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }
  close(): void {
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const update = (vehicle_id: number): OverviewLiveUpdate => ({
  vehicle_id,
  organizationId: 1,
  position: null,
  last_seen_ms: null,
  speed_kph: null,
  ignition: null,
  battery_percentage: null,
  status: null,
  gps_quality: 0,
});

describe(LiveSocket.name, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
  });
  afterEach(() => vi.useRealTimers());

  const start = (handlers: Partial<ConstructorParameters<typeof LiveSocket>[2]> = {}) => {
    const updates: OverviewLiveUpdate[][] = [];
    const live = new LiveSocket(
      'token-1',
      7,
      { onUpdates: (items) => updates.push(items), ...handlers },
      { url: 'ws://app/api/live', createSocket: (url) => new FakeSocket(url) as unknown as WebSocket },
    );
    return { live, updates, socket: () => FakeSocket.made.at(-1)! };
  };

  it('derives the socket URL from the page', () => {
    expect(liveUrl({ protocol: 'https:', host: 'app.fleetlog.se' })).toBe('wss://app.fleetlog.se/api/live');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/live');
  });

  it('authenticates with the first message and hands on updates and removals', () => {
    const removed: number[][] = [];
    const { updates, socket } = start({ onRemoved: (ids) => removed.push(ids) });
    socket().open();
    expect(socket().sent).toEqual([{ type: 'auth', token: 'token-1', organizationId: 7 }]);
    socket().receive({ type: 'positions', items: [update(1), update(2)] });
    socket().receive({ type: 'removed', vehicleIds: [2] });
    expect(updates).toEqual([[update(1), update(2)]]);
    expect(removed).toEqual([[2]]);
  });

  it('sends a renewed token on the open socket; ready is reported once per connection', () => {
    const onReady = vi.fn();
    const { live, socket } = start({ onReady });
    socket().open();
    socket().receive({ type: 'ready', vehicleCount: 3 });
    live.setToken('token-2');
    live.setToken('token-2');
    socket().receive({ type: 'ready', vehicleCount: 3 });
    expect(socket().sent).toEqual([
      { type: 'auth', token: 'token-1', organizationId: 7 },
      { type: 'auth', token: 'token-2', organizationId: 7 },
    ]);
    expect(onReady).toHaveBeenCalledTimes(1);
    socket().drop(1006);
    vi.advanceTimersByTime(1_000);
    socket().open();
    socket().receive({ type: 'ready', vehicleCount: 3 });
    expect(onReady).toHaveBeenCalledTimes(2);
  });

  it('reconnects with backoff after a drop, authenticating again', () => {
    const { socket } = start();
    socket().open();
    socket().drop(1006);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.made).toHaveLength(2);
    socket().open();
    expect(socket().sent).toEqual([{ type: 'auth', token: 'token-1', organizationId: 7 }]);
  });

  it('after a refused token waits for a new one instead of retrying the old', () => {
    const onUnauthenticated = vi.fn();
    const { live } = start({ onUnauthenticated });
    FakeSocket.made[0].open();
    FakeSocket.made[0].drop(LIVE_CLOSE_UNAUTHENTICATED);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    live.setToken('token-2');
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1].open();
    expect(FakeSocket.made[1].sent).toEqual([{ type: 'auth', token: 'token-2', organizationId: 7 }]);
  });

  it('stops for good when closed', () => {
    const { live, socket } = start();
    socket().open();
    live.close();
    socket().drop(1006);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
