// CLI: applies pending migrations of the `alarms` schema and exits (idempotent; safe with several replicas).
import { migrateService } from '@fleetlog/kit';

import { alarmsService } from './service';

void migrateService(alarmsService);
