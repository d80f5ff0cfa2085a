import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

import { ServiceKitModule } from './service-kit.module';
import type { KitConfig, ServiceSpec } from './service-spec';

/**
 * The service's providers for a seed or a one-off command, without gRPC or HTTP, in `tool` mode (see `KitMode`): it
 * joins none of the consumer groups the service declares, so closing it never makes the running service wait on a
 * rebalance, and events it writes to the outbox are published by the service's relay. Close it when done.
 */
export function createToolContext<C extends KitConfig>(
  spec: ServiceSpec<C>,
  config: C,
): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(ServiceKitModule.forRoot(spec, config, undefined, 'tool'), {
    logger: false,
  });
}
