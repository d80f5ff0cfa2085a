import { RequestContextInterceptor } from '@fleetlog/database';
import { createHybridApp, grpcServerOptions, type HybridAppOptions } from '@fleetlog/grpc';
import type { INestApplication } from '@nestjs/common';

import { ServiceKitModule } from './service-kit.module';
import type { KitConfig, ServiceSpec } from './service-spec';

export interface ServiceAppOptions extends HybridAppOptions {
  /** Extra work on shutdown, e.g. flushing telemetry. */
  onShutdown?: () => Promise<void>;
}

/**
 * The service as a hybrid app: gRPC for its packages (exception filter, a MikroORM request context per call) plus
 * HTTP for health probes and metrics. `runService` calls it in production; tests call it with their own config.
 */
export function createServiceApp<C extends KitConfig>(
  spec: ServiceSpec<C>,
  config: C,
  options: ServiceAppOptions = {},
): Promise<INestApplication> {
  return createHybridApp(
    {
      module: ServiceKitModule.forRoot(spec, config, options.onShutdown),
      grpc: spec.grpc && grpcServerOptions(spec.grpc.packages, spec.grpc.url(config)),
      httpPort: spec.httpPort(config),
      interceptors: [RequestContextInterceptor],
    },
    options,
  );
}
