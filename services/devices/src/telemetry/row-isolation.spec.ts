import { bisect, isDataError, UnstorableValueError } from './row-isolation';

describe(isDataError.name, () => {
  it("is a row's fault for PostgreSQL's data exceptions, integrity violations and too large values", () => {
    for (const code of ['22003', '22P02', '22021', '22008', '23502', '23514', '54000']) {
      expect(isDataError(Object.assign(new Error('refused'), { code }))).toBe(true);
    }
    expect(isDataError(new UnstorableValueError('not a finite number: NaN'))).toBe(true);
  });

  it("is the batch's problem for a lost connection, a deadlock, a shutdown or anything without a code", () => {
    for (const code of ['08006', '40P01', '40001', '57P01', '53300', 'ECONNRESET']) {
      expect(isDataError(Object.assign(new Error('failed'), { code }))).toBe(false);
    }
    expect(isDataError(new Error('timeout exceeded when trying to connect'))).toBe(false);
    expect(isDataError(undefined)).toBe(false);
  });
});

describe(bisect.name, () => {
  const refusing = (bad: ReadonlySet<number>, writes: number[][]) => async (rows: number[]) => {
    writes.push(rows);
    if (rows.some((row) => bad.has(row))) throw Object.assign(new Error('smallint out of range'), { code: '22003' });
  };

  it('halves a refused write until each refused row stands alone, writing every other row', async () => {
    const writes: number[][] = [];
    const refused: number[] = [];
    await bisect(8, refusing(new Set([2, 7]), writes), (row) => refused.push(row));
    expect(refused).toEqual([2, 7]);
    const written = writes.filter((rows) => !rows.includes(2) && !rows.includes(7)).flat();
    expect(written.sort()).toEqual([0, 1, 3, 4, 5, 6]);
    expect(writes.length).toBeLessThanOrEqual(2 * 2 * Math.log2(8) + 1);
  });

  it("gives up at once on an error that is not a row's (the batch is retried as a whole)", async () => {
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: undefined });
    await expect(
      bisect(
        4,
        async () => {
          throw lost;
        },
        () => undefined,
      ),
    ).rejects.toBe(lost);
  });
});
