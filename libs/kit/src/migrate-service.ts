import { baseEnv, databaseEnv, loadConfig } from '@fleetlog/config';
import { runMigrations } from '@fleetlog/database';
import { createLogger } from '@fleetlog/logging';

import { kitOrmOptions } from './kit-orm.module';
import type { ServiceSpec } from './service-spec';

/**
 * The migrate CLI of a service (`src/migrate.ts`): applies pending migrations of its schema and exits, non-zero on
 * failure. Idempotent and safe with several replicas (advisory lock per schema).
 */
export async function migrateService(spec: Pick<ServiceSpec, 'name' | 'database'>): Promise<void> {
  const config = loadConfig(baseEnv.merge(databaseEnv));
  const logger = createLogger({ service: `${spec.name}-migrate`, level: config.LOG_LEVEL });
  try {
    const { applied } = await runMigrations(
      kitOrmOptions(spec, config.DATABASE_URL, (message) => logger.debug(message)),
    );
    logger.info({ applied }, applied.length ? `applied ${applied.length} migration(s)` : 'schema up to date');
  } catch (error) {
    logger.fatal({ err: error }, 'migration failed');
    process.exitCode = 1;
  }
}
