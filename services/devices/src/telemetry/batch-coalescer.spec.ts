import { BatchCoalescer } from './batch-coalescer';

describe('BatchCoalescer', () => {
  it('writes concurrent batches as one, and a failing merged write batch by batch', async () => {
    const writes: number[][] = [];
    const coalescer = new BatchCoalescer<number>(
      async (items) => {
        writes.push([...items]);
        if (items.includes(13)) throw new Error('bad record');
        return [];
      },
      { maxWaitMs: 5, maxItems: 100, maxBatches: 3 },
    );
    await Promise.all([coalescer.add([1, 2]), coalescer.add([3]), coalescer.add([4])]);
    expect(writes).toEqual([[1, 2, 3, 4]]);
    writes.length = 0;
    const results = await Promise.allSettled([coalescer.add([5]), coalescer.add([13]), coalescer.add([6])]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(writes).toEqual([[5, 13, 6], [5], [13], [6]]);
  });

  it('hands each batch the items of its own the merged write could not store', async () => {
    const coalescer = new BatchCoalescer<number>(
      async (items) => items.filter((item) => item % 10 === 7).map((item) => ({ item, reason: `no ${item}` })),
      { maxWaitMs: 5, maxItems: 100, maxBatches: 3 },
    );
    const [first, second, third] = await Promise.all([
      coalescer.add([1, 17]),
      coalescer.add([2]),
      coalescer.add([27, 37, 3]),
    ]);
    expect(first).toEqual([{ item: 17, reason: 'no 17' }]);
    expect(second).toEqual([]);
    expect(third).toEqual([
      { item: 27, reason: 'no 27' },
      { item: 37, reason: 'no 37' },
    ]);
  });
});
