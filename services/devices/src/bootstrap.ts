import { RequestContextInterceptor } from '@fleetlog/database';
import { createHybridApp, grpcServerOptions, type HybridAppOptions } from '@fleetlog/grpc';
import type { INestApplication } from '@nestjs/common';

import { AppModule } from './app.module';
import type { DevicesConfig } from './config';

export interface DevicesAppOptions extends HybridAppOptions {
  /** Extra work on shutdown, e.g. flushing telemetry. */
  onShutdown?: () => Promise<void>;
}

/** The hybrid app: gRPC (DevicesService, DeviceExternalService) plus HTTP for health probes and metrics. */
export function createDevicesApp(config: DevicesConfig, options: DevicesAppOptions = {}): Promise<INestApplication> {
  return createHybridApp(
    {
      module: AppModule.forRoot(config, options.onShutdown),
      grpc: grpcServerOptions(['devices'], config.DEVICES_GRPC_URL),
      httpPort: config.DEVICES_HTTP_PORT,
      interceptors: [RequestContextInterceptor],
    },
    options,
  );
}
