import { ReflectMetadataProvider } from '@mikro-orm/core';
import { defineConfig, type Options } from '@mikro-orm/postgresql';

import { assertSchemaName, quoteIdentifier } from './schema-name';

export interface OrmConfigInput {
  /** The service's own schema; its tables and its migrations table live there. */
  schema: string;
  entities: NonNullable<Options['entities']>;
  /** Folder of the service's migration classes (.ts in development and tests, .js when built). */
  migrationsPath: string;
  databaseUrl: string;
  debug?: boolean;
  /** Where MikroORM's own messages go (pass a pino logger's method); silent when absent, never console. */
  log?: (message: string) => void;
}

interface PgConnectionLike {
  query(sql: string, callback: (error: Error | null) => void): void;
}

/**
 * MikroORM options for one service: PostgreSQL, the service's schema first on the search path, migrations in it (the
 * migrator itself is added by runMigrations, the one place that migrates).
 */
export function createOrmConfig({
  schema,
  entities,
  migrationsPath,
  databaseUrl,
  debug = false,
  log,
}: OrmConfigInput): Options {
  assertSchemaName(schema);
  return defineConfig({
    clientUrl: databaseUrl,
    schema,
    entities,
    metadataProvider: ReflectMetadataProvider,
    debug,
    logger: log ?? (() => undefined),
    forceUtcTimezone: true,
    discovery: { warnWhenNoEntities: false },
    // Raw SQL (hot paths, partition maintenance) resolves unqualified names in the service's schema; public stays on
    // the path for the PostGIS types and functions.
    pool: {
      min: 0,
      max: 10,
      afterCreate: (
        connection: PgConnectionLike,
        done: (error: Error | null, connection: PgConnectionLike) => void,
      ) => {
        connection.query(`SET search_path TO ${quoteIdentifier(schema)}, public`, (error) => done(error, connection));
      },
    },
    // `require` rather than MikroORM's default `import()`, so migrations load through the same module loader as the
    // service (swc-node in development, jest's transform in tests, plain Node when built).
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- deliberate: see the comment above
    dynamicImportProvider: async (id: string) => require(id) as Record<string, unknown>,
    migrations: {
      path: migrationsPath,
      pathTs: migrationsPath,
      glob: '!(*.d).{js,ts}',
      tableName: `${schema}.mikro_orm_migrations`,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      silent: log === undefined,
    },
  });
}
