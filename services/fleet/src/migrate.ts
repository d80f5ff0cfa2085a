// CLI: applies pending migrations of the `fleet` schema and exits (idempotent; safe with several replicas).
import { migrateService } from '@fleetlog/kit';

import { fleetService } from './service';

void migrateService(fleetService);
