import { PlainSql, positional } from './plain-sql';

describe(positional.name, () => {
  it('numbers the placeholders and expands an array parameter into a list', () => {
    expect(positional('select * from t where a in (?) and b = ? and c in (?)', [[1, 2], 'x', [3]])).toEqual({
      text: 'select * from t where a in ($1, $2) and b = $3 and c in ($4)',
      values: [1, 2, 'x', 3],
    });
    expect(positional('select 1', [])).toEqual({ text: 'select 1', values: [] });
  });

  it('refuses a count of parameters that does not match the placeholders', () => {
    expect(() => positional('select ?', [])).toThrow(/more placeholders/);
    expect(() => positional('select ?', [1, 2])).toThrow(/2 parameters for 1 placeholders/);
  });
});

describe(PlainSql.name, () => {
  const sql = new PlainSql({ databaseUrl: process.env.DATABASE_URL ?? '', schema: 'plain_sql_spec', max: 1 });

  afterAll(() => sql.onApplicationShutdown());

  it('reads rows with the service schema first on the search path and timestamps as text, like the ORM', async () => {
    const [row] = await sql.rows<{ path: string; at: unknown; n: number; ids: string }>(
      "select current_setting('search_path') as path, timestamptz '2026-11-22 10:00:00+00' as at, " +
        "?::int as n, (select string_agg(x::text, ',') from unnest(array[?]::int[]) x) as ids",
      [7, [1, 2, 3]],
    );
    expect(row).toEqual({ path: '"plain_sql_spec",public', at: expect.any(String), n: 7, ids: '1,2,3' });
  });
});
