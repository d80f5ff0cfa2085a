// CLI: applies pending migrations of the `journal` schema and exits (idempotent; safe with several replicas).
import { migrateService } from '@fleetlog/kit';

import { journalService } from './service';

void migrateService(journalService);
