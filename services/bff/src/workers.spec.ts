import { bffWorkerCount } from './workers';

describe(bffWorkerCount.name, () => {
  it('is one process unless told otherwise', () => {
    expect(bffWorkerCount(undefined)).toBe(1);
    expect(bffWorkerCount('')).toBe(1);
  });

  it('takes a whole number of workers', () => {
    expect(bffWorkerCount('2')).toBe(2);
    expect(bffWorkerCount(' 4 ')).toBe(4);
  });

  it.each(['0', '-1', '1.5', 'two', '65'])('refuses %s', (value) => {
    expect(() => bffWorkerCount(value)).toThrow(/BFF_WORKERS/);
  });
});
