import { applyDailyCap, capAroundKept } from './daily-cap';

describe('applyDailyCap', () => {
  it('lets each passage bear what is left of the cap, in time order', () => {
    // 45 + 30 + 20 = 95, 40 of the next 45 is left, then nothing.
    expect(applyDailyCap([45, 30, 20, 45, 11], 135)).toEqual([45, 30, 20, 40, 0]);
  });

  it('changes nothing under the cap and stops at exactly the cap', () => {
    expect(applyDailyCap([22, 16], 60)).toEqual([22, 16]);
    expect(applyDailyCap([35, 35, 35, 25], 105)).toEqual([35, 35, 35, 0]);
    expect(applyDailyCap([], 60)).toEqual([]);
  });
});

describe('capAroundKept', () => {
  it('keeps the kept amounts and lets the others share what the maximum leaves, in time order', () => {
    // A checked evening trip kept 45 + 45 + 45; a morning trip found later gets nothing: the day is at 135.
    expect(capAroundKept([45, 45, 45, 0, 0], [null, null, 45, 45, 45], 135)).toEqual([0, 0, 45, 45, 45]);
    // Kept 45 + 20: 70 left for the rest, 45 then 25.
    expect(capAroundKept([45, 45, 45, 20], [null, 45, null, 20], 135)).toEqual([45, 45, 25, 20]);
  });

  it('is applyDailyCap when nothing is kept, and never goes below 0 when the kept amounts exceed the cap', () => {
    expect(capAroundKept([45, 30, 20, 45, 11], [null, null, null, null, null], 135)).toEqual([45, 30, 20, 40, 0]);
    expect(capAroundKept([30, 45], [null, 150], 135)).toEqual([0, 150]);
  });
});
