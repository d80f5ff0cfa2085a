// CLI: applies pending migrations of the `tolls` schema and exits (idempotent; safe with several replicas).
import { migrateService } from '@fleetlog/kit';

import { tollsService } from './service';

void migrateService(tollsService);
