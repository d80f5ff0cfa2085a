import { TtlCache } from './ttl-cache';

describe(TtlCache.name, () => {
  it('reuses a value within its lifetime and reloads after it', async () => {
    let time = 0;
    const cache = new TtlCache<number>(1000, 10, () => time);
    let loads = 0;
    const load = async () => ++loads;
    await expect(cache.get('k', load)).resolves.toBe(1);
    time = 999;
    await expect(cache.get('k', load)).resolves.toBe(1);
    time = 1000;
    await expect(cache.get('k', load)).resolves.toBe(2);
  });

  it('forgets a failed lookup', async () => {
    const cache = new TtlCache<number>(1000, 10, () => 0);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('k', async () => 7)).resolves.toBe(7);
  });

  it('does not cache with a zero lifetime', async () => {
    const cache = new TtlCache<number>(0, 10, () => 0);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});
