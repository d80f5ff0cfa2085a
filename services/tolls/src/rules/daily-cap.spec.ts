import { applyDailyCap } from './daily-cap';

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
