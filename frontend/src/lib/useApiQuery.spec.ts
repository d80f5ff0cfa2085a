import { describe, expect, it, vi } from 'vitest';

import { prefetchQuery, takePrefetched } from './useApiQuery';

describe(prefetchQuery.name, () => {
  it('asks once and hands the answer to the first taker of its key only', async () => {
    const load = vi.fn(() => Promise.resolve(['a']));
    prefetchQuery('spec.once', load);
    prefetchQuery('spec.once', load);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(takePrefetched('spec.once')).resolves.toEqual(['a']);
    expect(takePrefetched('spec.once')).toBeUndefined();
    expect(takePrefetched('spec.other')).toBeUndefined();
  });

  it('keeps a refusal nobody takes from becoming an unhandled rejection, and hands it to a taker', async () => {
    prefetchQuery('spec.refused', () => Promise.reject(new Error('403')));
    await expect(takePrefetched('spec.refused')).rejects.toThrow('403');
  });
});
