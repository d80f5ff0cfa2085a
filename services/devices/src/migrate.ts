// CLI: applies pending migrations of the `devices` schema and exits (idempotent; safe with several replicas).
import { baseEnv, databaseEnv, loadConfig } from '@fleetlog/config';
import { runMigrations } from '@fleetlog/database';
import { createLogger } from '@fleetlog/logging';

import { devicesOrmOptions } from './database/orm.config';

async function main(): Promise<void> {
  const config = loadConfig(baseEnv.merge(databaseEnv));
  const logger = createLogger({ service: 'devices-migrate', level: config.LOG_LEVEL });
  try {
    const { applied } = await runMigrations(devicesOrmOptions(config.DATABASE_URL, (message) => logger.debug(message)));
    logger.info({ applied }, applied.length ? `applied ${applied.length} migration(s)` : 'schema up to date');
  } catch (error) {
    logger.fatal({ err: error }, 'migration failed');
    process.exitCode = 1;
  }
}

void main();
