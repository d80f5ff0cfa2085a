// CLI: applies pending migrations of the `auth` schema and exits (idempotent; safe with several replicas).
import { migrateService } from '@fleetlog/kit';

import { authService } from './service';

void migrateService(authService);
