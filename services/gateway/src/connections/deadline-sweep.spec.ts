import { createLogger } from '@fleetlog/logging';

import { DeadlineSweep, type HasDeadline } from './deadline-sweep';

class Connection implements HasDeadline {
  passed = 0;
  constructor(private readonly onPassed: () => void = () => undefined) {}
  deadlinePassed(): void {
    this.passed += 1;
    this.onPassed();
  }
}

const logger = createLogger({ service: 'gateway-test', level: 'silent' });

describe(DeadlineSweep.name, () => {
  it('tells only the items past their deadline, once, and forgets them', () => {
    const sweep = new DeadlineSweep<Connection>(100, logger);
    const [early, late, cleared] = [new Connection(), new Connection(), new Connection()];
    sweep.set(early, 1_000);
    sweep.set(late, 2_000);
    sweep.set(cleared, 1_000);
    sweep.clear(cleared);

    expect(sweep.sweep(999)).toBe(0);
    expect(sweep.sweep(1_000)).toBe(1);
    expect(sweep.sweep(1_500)).toBe(0);
    expect([early.passed, late.passed, cleared.passed]).toEqual([1, 0, 0]);
    expect(sweep.has(early)).toBe(false);
    expect(sweep.size).toBe(1);
  });

  it('keeps a deadline set again: moved later by a new frame, or set anew while being told', () => {
    const sweep = new DeadlineSweep<Connection>(100, logger);
    const moved = new Connection();
    sweep.set(moved, 1_000);
    sweep.set(moved, 3_000);
    expect(sweep.sweep(2_000)).toBe(0);

    const lingering: Connection = new Connection(() => sweep.set(lingering, 5_000));
    sweep.set(lingering, 1_000);
    expect(sweep.sweep(2_000)).toBe(1);
    expect(sweep.has(lingering)).toBe(true);
    expect(sweep.sweep(5_000)).toBe(2);
  });

  it('goes on with the others when one fails', () => {
    const sweep = new DeadlineSweep<Connection>(100, logger);
    const failing = new Connection(() => {
      throw new Error('bug');
    });
    const other = new Connection();
    sweep.set(failing, 1_000);
    sweep.set(other, 1_000);
    expect(sweep.sweep(1_000)).toBe(2);
    expect(other.passed).toBe(1);
  });

  it('sweeps ten times per shortest deadline, between 20 ms and a second', () => {
    expect(DeadlineSweep.periodFor(15_000, 30_000)).toBe(1_000);
    expect(DeadlineSweep.periodFor(1_000, 1_500)).toBe(100);
    expect(DeadlineSweep.periodFor(50)).toBe(20);
  });
});
