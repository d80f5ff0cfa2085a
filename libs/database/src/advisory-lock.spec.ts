import { withAdvisoryLock } from './advisory-lock';

describe(withAdvisoryLock.name, () => {
  const url = process.env.DATABASE_URL ?? '';

  it('lets two holders of one name take turns, and others run alongside', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = withAdvisoryLock(url, 'advisory-lock-spec', async () => {
      order.push('first in');
      await held;
      order.push('first out');
    });
    while (order.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const second = withAdvisoryLock(url, 'advisory-lock-spec', async () => {
      order.push('second in');
      return 'done';
    });
    await withAdvisoryLock(url, 'advisory-lock-spec-other', async () => order.push('other'));
    release();
    expect(await second).toBe('done');
    await first;
    expect(order).toEqual(['first in', 'other', 'first out', 'second in']);
  });
});
