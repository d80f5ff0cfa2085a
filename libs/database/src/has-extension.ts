import type { Connection, EntityManager } from '@mikro-orm/core';

/** Whether a PostgreSQL extension is installed in the database (e.g. timescaledb in production, not locally). */
export async function hasExtension(source: EntityManager | Connection, name: string): Promise<boolean> {
  const connection = 'getConnection' in source ? source.getConnection() : source;
  const rows = await connection.execute<{ present: number }[]>(
    'select 1 as present from pg_extension where extname = ?',
    [name],
  );
  return rows.length > 0;
}
