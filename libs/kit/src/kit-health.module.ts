import { probe } from '@fleetlog/database';
import { KafkaMessaging } from '@fleetlog/messaging';
import { MikroORM } from '@mikro-orm/postgresql';
import { Controller, type DynamicModule, Get, Inject, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  HealthCheck,
  type HealthCheckResult,
  HealthCheckService,
  HealthIndicatorService,
  TerminusModule,
} from '@nestjs/terminus';

import type { ReadinessCheck } from './service-spec';

const READINESS_CHECKS = Symbol('READINESS_CHECKS');

/**
 * Liveness says the process answers; readiness that PostgreSQL answers too, plus the service's own hard
 * dependencies (auth's Redis). Kafka and other services are not probed: a service keeps serving what it can while
 * they are away, and a probe failing on them would restart healthy replicas. Callers' read models add their own gate
 * (@fleetlog/access) in front of /health/ready.
 */
@Controller('health')
class KitHealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly orm: MikroORM,
    private readonly moduleRef: ModuleRef,
    @Inject(READINESS_CHECKS) private readonly checks: readonly ReadinessCheck[],
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
      // Not Kafka's reachability (see above): records a consumer lost because the broker deleted them first.
      () =>
        probe(this.indicators, 'kafka-consumers', async () =>
          this.moduleRef.get(KafkaMessaging, { strict: false }).assertNoRecentConsumerGaps(),
        ),
      ...this.checks.map(
        (check) => () =>
          probe(this.indicators, check.name, () =>
            check.check(this.moduleRef.get(check.token, { strict: false }) as never),
          ),
      ),
    ]);
  }
}

@Module({})
export class KitHealthModule {
  static forRoot(checks: readonly ReadinessCheck[]): DynamicModule {
    return {
      module: KitHealthModule,
      imports: [TerminusModule.forRoot({ logger: false })],
      controllers: [KitHealthController],
      providers: [{ provide: READINESS_CHECKS, useValue: checks }],
    };
  }
}
