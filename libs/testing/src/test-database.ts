import { Client } from 'pg';

import { testEnv } from './test-env';

/** One connection to the test database for `work`, closed after it. */
export async function withTestDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testEnv().DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One statement against the test database, for arranging what a test needs (rows as a service writes them). */
export async function testSql(text: string, params: unknown[] = []): Promise<void> {
  await withTestDatabase((client) => client.query(text, params));
}
