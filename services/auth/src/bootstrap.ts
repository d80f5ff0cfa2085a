import { RequestContextInterceptor } from '@fleetlog/database';
import { createHybridApp, grpcServerOptions, type HybridAppOptions } from '@fleetlog/grpc';
import type { INestApplication } from '@nestjs/common';

import { AppModule } from './app.module';
import type { AuthConfig } from './config';

export interface AuthAppOptions extends HybridAppOptions {
  /** Extra work on shutdown, e.g. flushing telemetry. */
  onShutdown?: () => Promise<void>;
}

/** The hybrid app: gRPC (AuthService, UsersService, OrganizationsService) plus HTTP for health probes and metrics. */
export function createAuthApp(config: AuthConfig, options: AuthAppOptions = {}): Promise<INestApplication> {
  return createHybridApp(
    {
      module: AppModule.forRoot(config, options.onShutdown),
      grpc: grpcServerOptions(['auth'], config.AUTH_GRPC_URL),
      httpPort: config.AUTH_HTTP_PORT,
      interceptors: [RequestContextInterceptor],
    },
    options,
  );
}
