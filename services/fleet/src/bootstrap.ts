import { RequestContextInterceptor } from '@fleetlog/database';
import { createHybridApp, grpcServerOptions, type HybridAppOptions } from '@fleetlog/grpc';
import type { INestApplication } from '@nestjs/common';

import { AppModule } from './app.module';
import type { FleetConfig } from './config';

export interface FleetAppOptions extends HybridAppOptions {
  /** Extra work on shutdown, e.g. flushing telemetry. */
  onShutdown?: () => Promise<void>;
}

/** The hybrid app: gRPC (VehiclesService, VehicleRegistryService) plus HTTP for health probes and metrics. */
export function createFleetApp(config: FleetConfig, options: FleetAppOptions = {}): Promise<INestApplication> {
  return createHybridApp(
    {
      module: AppModule.forRoot(config, options.onShutdown),
      grpc: grpcServerOptions(['fleet'], config.FLEET_GRPC_URL),
      httpPort: config.FLEET_HTTP_PORT,
      interceptors: [RequestContextInterceptor],
    },
    options,
  );
}
