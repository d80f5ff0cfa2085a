import { BatchCoalescer } from './batch-coalescer';

describe('BatchCoalescer', () => {
  it('writes concurrent batches as one, and a failing merged write batch by batch', async () => {
    const writes: number[][] = [];
    const coalescer = new BatchCoalescer<number>(
      async (items) => {
        writes.push([...items]);
        if (items.includes(13)) throw new Error('bad record');
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
});
