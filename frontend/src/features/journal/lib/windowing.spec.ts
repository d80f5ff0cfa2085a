import { describe, expect, it } from 'vitest';

import { grownCount, isNearBottom, JOURNAL_PAGE_SIZE, LOAD_MORE_THRESHOLD_PX, visibleSlice } from './windowing';

describe('journal windowing', () => {
  it('shows 50 rows and 50 more at a time', () => {
    expect(JOURNAL_PAGE_SIZE).toBe(50);
    expect(grownCount(50, 120)).toBe(100);
    expect(grownCount(100, 120)).toBe(150);
    expect(grownCount(150, 120)).toBe(150);
    expect(grownCount(50, 50)).toBe(50);
    expect(grownCount(50, 10)).toBe(50);
  });

  it('cuts the list at the shown count', () => {
    const rows = Array.from({ length: 120 }, (_, i) => i);
    expect(visibleSlice(rows, 50)).toHaveLength(50);
    expect(visibleSlice(rows, 150)).toHaveLength(120);
    expect(visibleSlice(rows, 100).at(-1)).toBe(99);
  });

  it('grows when the box is scrolled within 100 px of its bottom', () => {
    expect(LOAD_MORE_THRESHOLD_PX).toBe(100);
    const box = { clientHeight: 500, scrollHeight: 3000 };
    expect(isNearBottom({ ...box, scrollTop: 2399 })).toBe(false); // 101 px left
    expect(isNearBottom({ ...box, scrollTop: 2400 })).toBe(true); // 100 px left
    expect(isNearBottom({ ...box, scrollTop: 2500 })).toBe(true); // at the bottom
    expect(isNearBottom({ scrollTop: 0, clientHeight: 500, scrollHeight: 400 })).toBe(true); // no scroll bar
  });
});
