// CLI: applies pending migrations of the `fleet` schema and exits (idempotent; safe with several replicas).
import { baseEnv, databaseEnv, loadConfig } from '@fleetlog/config';
import { runMigrations } from '@fleetlog/database';
import { createLogger } from '@fleetlog/logging';

import { fleetOrmOptions } from './database/orm.config';

async function main(): Promise<void> {
  const config = loadConfig(baseEnv.merge(databaseEnv));
  const logger = createLogger({ service: 'fleet-migrate', level: config.LOG_LEVEL });
  try {
    const { applied } = await runMigrations(fleetOrmOptions(config.DATABASE_URL, (message) => logger.debug(message)));
    logger.info({ applied }, applied.length ? `applied ${applied.length} migration(s)` : 'schema up to date');
  } catch (error) {
    logger.fatal({ err: error }, 'migration failed');
    process.exitCode = 1;
  }
}

void main();
