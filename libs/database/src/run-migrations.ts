import { MikroORM, type Options } from '@mikro-orm/postgresql';

import { assertSchemaName, quoteIdentifier } from './schema-name';

export interface MigrationResult {
  applied: string[];
}

/**
 * Creates the service's schema when missing and applies pending migrations; running it again applies nothing.
 * Several replicas may start at once, so the run holds a PostgreSQL advisory lock named after the schema.
 */
export async function runMigrations(options: Options): Promise<MigrationResult> {
  const schema = assertSchemaName(options.schema ?? 'public');
  // The migrator (and umzug's command-line kit under it) is loaded only here: a running service never migrates.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- deliberate: loaded on the migration path only
  const { Migrator } = require('@mikro-orm/migrations') as typeof import('@mikro-orm/migrations');
  const orm = await MikroORM.init({
    ...options,
    extensions: [...(options.extensions ?? []), Migrator],
    pool: { ...options.pool, min: 0 },
  });
  const knex = orm.em.getConnection().getKnex();
  // A dedicated connection: an advisory lock belongs to the session that took it.
  const lockConnection: unknown = await knex.client.acquireConnection();
  const lockKey = `fleetlog:migrations:${schema}`;
  try {
    await knex.raw('select pg_advisory_lock(hashtext(?))', [lockKey]).connection(lockConnection);
    await orm.em.getConnection().execute(`create schema if not exists ${quoteIdentifier(schema)}`);
    const applied = await orm.getMigrator().up();
    return { applied: applied.map((migration) => migration.name) };
  } finally {
    await knex
      .raw('select pg_advisory_unlock(hashtext(?))', [lockKey])
      .connection(lockConnection)
      .catch(() => undefined);
    await knex.client.releaseConnection(lockConnection);
    await orm.close(true);
  }
}
