// CLI: applies pending migrations of the `devices` schema and exits (idempotent; safe with several replicas).
import { migrateService } from '@fleetlog/kit';

import { devicesService } from './service';

void migrateService(devicesService);
