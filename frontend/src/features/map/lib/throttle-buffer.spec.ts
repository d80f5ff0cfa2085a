import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ThrottleBuffer } from './throttle-buffer';

interface Item {
  id: number;
  lat?: number;
  speed?: number;
}

describe(ThrottleBuffer.name, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands a burst on once per interval, merged per id', () => {
    const batches: Item[][] = [];
    const buffer = new ThrottleBuffer<Item>((b) => batches.push(b), 1000);
    buffer.push([{ id: 1, lat: 1, speed: 10 }]);
    buffer.push([{ id: 2, lat: 5 }]);
    buffer.push([{ id: 1, lat: 2 }]);
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(999);
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(batches).toEqual([
      [
        { id: 1, lat: 2, speed: 10 },
        { id: 2, lat: 5 },
      ],
    ]);
  });

  it('starts a new interval for updates after a flush and flushes what is pending on close', () => {
    const batches: Item[][] = [];
    const buffer = new ThrottleBuffer<Item>((b) => batches.push(b), 500);
    buffer.push([{ id: 1, lat: 1 }]);
    vi.advanceTimersByTime(500);
    buffer.push([{ id: 1, lat: 3 }]);
    buffer.close();
    expect(batches).toEqual([[{ id: 1, lat: 1 }], [{ id: 1, lat: 3 }]]);
    vi.advanceTimersByTime(1000);
    expect(batches).toHaveLength(2);
  });
});
