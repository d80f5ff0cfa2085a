import { type OnApplicationShutdown } from '@nestjs/common';
import { Pool, types } from 'pg';

import { assertSchemaName, quoteIdentifier } from './schema-name';

export interface PlainSqlOptions {
  databaseUrl: string;
  /** The service's schema: first on the search path, as on the ORM's connections. */
  schema: string;
  /** Connections of this pool (besides the ORM's). */
  max?: number;
}

// As on the ORM's connections (MikroORM's PostgreSqlConnection): dates, timestamps and intervals stay text.
const TEXT_TYPES = new Set([1082, 1114, 1184, 1186]);
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(oid) ? (value: string) => value : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
};

/**
 * Plain SQL reads on a small pg pool of their own, for the hot read paths where the ORM's unit of work, query
 * builder and pool buy nothing: one statement, plain rows, no entities. Going through MikroORM's `execute` (knex's
 * raw query, tarn's pool, the request context) was about an eighth of fleet's CPU for a vehicle list. Placeholders
 * are knex's `?` (an array parameter is a list, as in `in (?)`), so a statement runs unchanged through either path;
 * the `?` operators of jsonb are therefore not available here. Writes and reads inside a transaction stay on the ORM.
 */
export class PlainSql implements OnApplicationShutdown {
  private readonly pool: Pool;

  constructor({ databaseUrl, schema, max = 4 }: PlainSqlOptions) {
    assertSchemaName(schema);
    this.pool = new Pool({
      connectionString: databaseUrl,
      max,
      idleTimeoutMillis: 30_000,
      options: `-c search_path=${quoteIdentifier(schema)},public`,
      types: typeParsers,
    });
  }

  async rows<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const { text, values } = positional(sql, params);
    return (await this.pool.query(text, values)).rows as T[];
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}

/** knex-style `?` placeholders to pg's `$n`; an array parameter becomes a list of placeholders, one per element. */
export function positional(sql: string, params: readonly unknown[]): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  let next = 0;
  const placeholder = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const text = sql.replace(/\?/g, () => {
    if (next >= params.length) throw new Error(`more placeholders than the ${params.length} parameters`);
    const param = params[next++];
    return Array.isArray(param) ? param.map(placeholder).join(', ') : placeholder(param);
  });
  if (next !== params.length) throw new Error(`${params.length} parameters for ${next} placeholders`);
  return { text, values };
}
