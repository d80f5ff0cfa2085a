// CLI: applies pending migrations of the `reports` schema and exits (idempotent; safe with several replicas).
import { migrateService } from '@fleetlog/kit';

import { reportsService } from './service';

void migrateService(reportsService);
