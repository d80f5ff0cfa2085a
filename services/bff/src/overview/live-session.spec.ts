import { devicesV1 } from '@fleetlog/contracts';

import { LIVE_MAX_BUFFERED_BYTES, LIVE_THROTTLE_MS, LiveSession } from './live-session';
import type { LiveServerMessage } from './overview.schemas';

// Fake timers drive the throttle; nothing here measures wall time.
class FakeSocket {
  readyState: 0 | 1 | 2 | 3 = 1;
  bufferedAmount = 0;
  readonly sent: LiveServerMessage[] = [];
  send(text: string): void {
    this.sent.push(JSON.parse(text) as LiveServerMessage);
  }
  positions(): number[][] {
    return this.sent.flatMap((m) => (m.type === 'positions' ? [m.items.map((item) => item.vehicle_id)] : []));
  }
}

const update = (vehicleId: number, lastSeenMs: number, organizationId = 1) =>
  devicesV1.VehiclePosition.fromPartial({ vehicleId, organizationId, hasFix: true, satellites: 8, lastSeenMs });

describe(LiveSession.name, () => {
  let socket: FakeSocket;
  let session: LiveSession;

  beforeEach(() => {
    jest.useFakeTimers();
    socket = new FakeSocket();
    session = new LiveSession(socket, () => Date.now());
    session.setVisible(
      new Map([
        [1, 10],
        [2, 10],
      ]),
    );
  });

  afterEach(() => {
    session.close();
    jest.useRealTimers();
  });

  it('never sends a vehicle outside the visible set', () => {
    session.offer(update(3, 1000));
    jest.advanceTimersByTime(5 * LIVE_THROTTLE_MS);
    expect(socket.sent).toEqual([]);
  });

  it('batches updates of several vehicles into one message, with the visible set’s organisation', () => {
    session.offer(update(1, 1000, 99));
    session.offer(update(2, 1000));
    jest.advanceTimersByTime(LIVE_THROTTLE_MS);
    expect(socket.positions()).toEqual([[1, 2]]);
    const message = socket.sent[0];
    expect(message.type === 'positions' && message.items[0].organizationId).toBe(10);
  });

  it('sends at most one update per vehicle per second: the newest of a burst', () => {
    for (let seen = 1; seen <= 50; seen += 1) {
      session.offer(update(1, seen * 100));
      jest.advanceTimersByTime(20);
    }
    jest.advanceTimersByTime(LIVE_THROTTLE_MS);
    // 50 updates over one second: the first batch, then one more carrying the newest.
    expect(socket.positions()).toEqual([[1], [1]]);
    const last = socket.sent.at(-1);
    expect(last?.type === 'positions' && last.items[0].last_seen_ms).toBe(5000);
  });

  it('keeps an older update from replacing a newer one waiting in the batch', () => {
    session.offer(update(1, 2000));
    session.offer(update(1, 1000));
    jest.advanceTimersByTime(LIVE_THROTTLE_MS);
    const message = socket.sent[0];
    expect(message.type === 'positions' && message.items[0].last_seen_ms).toBe(2000);
  });

  it('tells the client which vehicles left the set and drops their queued updates', () => {
    session.offer(update(2, 1000));
    session.setVisible(new Map([[1, 10]]));
    jest.advanceTimersByTime(LIVE_THROTTLE_MS);
    expect(socket.sent).toEqual([{ type: 'removed', vehicleIds: [2] }]);
  });

  it('holds batches while the client is far behind, then sends the newest', () => {
    socket.bufferedAmount = LIVE_MAX_BUFFERED_BYTES + 1;
    session.offer(update(1, 1000));
    jest.advanceTimersByTime(3 * LIVE_THROTTLE_MS);
    expect(socket.sent).toEqual([]);
    session.offer(update(1, 2000));
    socket.bufferedAmount = 0;
    jest.advanceTimersByTime(2 * LIVE_THROTTLE_MS);
    expect(socket.positions()).toEqual([[1]]);
  });

  it('sends nothing after close', () => {
    session.offer(update(1, 1000));
    session.close();
    jest.advanceTimersByTime(LIVE_THROTTLE_MS);
    expect(socket.sent).toEqual([]);
  });
});
