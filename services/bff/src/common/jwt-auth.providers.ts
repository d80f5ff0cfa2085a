import { AccessModule } from '@fleetlog/access';
import type { DynamicModule, Provider } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';

import type { BffConfig } from '../config';
import { JwtAuthGuard } from './jwt-auth.guard';

/**
 * The global guard. Token verification and the caller read models come from @fleetlog/access (`bffAccessModule`,
 * imported by the core module): its `CallerResolver` verifies the token and applies the user's current state.
 */
export const JWT_AUTH_GUARD_PROVIDERS: Provider[] = [{ provide: APP_GUARD, useClass: JwtAuthGuard }];

/** The caller read models for the edge, configured from the BFF's config. */
export function bffAccessModule(config: BffConfig): DynamicModule {
  return AccessModule.forRootAsync({
    inject: [],
    useFactory: () => ({
      service: 'bff',
      authGrpcUrl: config.authGrpcUrl,
      kafkaBrokers: config.access.kafkaBrokers,
      consumerTimeouts: config.access.consumerTimeouts,
      serviceKeyFile: config.access.serviceKeyFile,
      jwt: config.jwt,
      logLevel: config.logLevel,
      resnapshotIntervalMs: config.access.resnapshotIntervalMs,
    }),
  });
}
