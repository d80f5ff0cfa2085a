import { Client } from 'pg';

/**
 * Runs `work` while holding a PostgreSQL session advisory lock named `name` on its own connection, so that two
 * processes doing the same one-off job (demo seeds started by test runs side by side on a fresh database) take turns
 * instead of both finding nothing and both creating it. The lock ends with the connection, also when the process dies.
 */
export async function withAdvisoryLock<T>(databaseUrl: string, name: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    return await work();
  } finally {
    await client.end();
  }
}
