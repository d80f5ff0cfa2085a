import { MikroORM } from '@mikro-orm/postgresql';
import { Controller, Get, Module } from '@nestjs/common';
import {
  HealthCheck,
  type HealthCheckResult,
  HealthCheckService,
  HealthIndicatorService,
  TerminusModule,
} from '@nestjs/terminus';

import { probe } from './probe';

/**
 * Liveness says the process answers; readiness that PostgreSQL answers too. Kafka and other services are not
 * probed: a service keeps serving what it can while they are away, and a probe failing on them would restart
 * healthy replicas.
 */
@Controller('health')
export class DatabaseHealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly orm: MikroORM,
  ) {}

  @Get('live')
  @HealthCheck()
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  @Get('ready')
  @HealthCheck()
  ready(): Promise<HealthCheckResult> {
    return this.health.check([
      () => probe(this.indicators, 'database', () => this.orm.em.getConnection().execute('select 1')),
    ]);
  }
}

/** /health/live and /health/ready for a service whose only hard dependency is its database. */
@Module({ imports: [TerminusModule.forRoot({ logger: false })], controllers: [DatabaseHealthController] })
export class DatabaseHealthModule {}
