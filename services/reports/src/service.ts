import { join } from 'node:path';

import { defineService, readinessCheck } from '@fleetlog/kit';
import type { Redis } from 'ioredis';

import { REPORTS_CONFIG, REPORTS_SCHEMA, reportsConfigSchema } from './config';
import { DeliveriesModule } from './deliveries/deliveries.module';
import { ClockModule } from './queue/clock.module';
import { REPORTS_REDIS } from './queue/queue-redis';
import { QueueRedisModule } from './queue/queue-redis.module';
import { ReportsModule } from './reports/reports.module';
import { ScheduleEntity } from './schedules/schedule.entity';
import { SchedulesModule } from './schedules/schedules.module';
import { SourcesModule } from './sources/sources.module';

/**
 * reports on the service kit: every report of spec 02 §7 rendered from its owners' data (journal, fleet, devices)
 * as the user asking may see it, downloaded as a stream or e-mailed through the delivery log (the mail outbox) and a
 * BullMQ queue, and scheduled monthly; deliveries published on reports.deliveries.v1.
 */
export const reportsService = defineService({
  name: 'reports',
  configSchema: reportsConfigSchema,
  configToken: REPORTS_CONFIG,
  database: {
    schema: REPORTS_SCHEMA,
    entities: [ScheduleEntity],
    migrationsPath: join(__dirname, 'migrations'),
  },
  grpc: { packages: ['reports'], url: (config) => config.REPORTS_GRPC_URL },
  httpPort: (config) => config.REPORTS_HTTP_PORT,
  outbox: true,
  access: true,
  readiness: [readinessCheck('redis', REPORTS_REDIS, (redis: Redis) => redis.ping())],
  imports: () => [QueueRedisModule, SourcesModule, ReportsModule, DeliveriesModule, SchedulesModule, ClockModule],
});
