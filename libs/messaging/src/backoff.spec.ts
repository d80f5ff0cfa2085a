import { backoffDelayMs } from './backoff';

describe(backoffDelayMs.name, () => {
  it('doubles from the base and caps at ten seconds', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffDelayMs(attempt, 200))).toEqual([200, 400, 800, 1600]);
    expect(backoffDelayMs(20, 200)).toBe(10_000);
  });
});
