import { MikroORM } from '@mikro-orm/postgresql';
import { Controller, Get, Inject } from '@nestjs/common';
import { HealthCheck, type HealthCheckResult, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import type { Redis } from 'ioredis';
import { probe } from '@fleetlog/database';

import { REDIS } from '../database/database.module';

/** Liveness says the process answers; readiness that PostgreSQL and Redis answer too. */
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly orm: MikroORM,
    @Inject(REDIS) private readonly redis: Redis,
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
      () => probe(this.indicators, 'redis', () => this.redis.ping()),
    ]);
  }
}
