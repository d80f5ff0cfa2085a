import { grpcServerOptions } from '@fleetlog/grpc';
import { NestPinoLogger } from '@fleetlog/logging';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';

import { AppModule } from './app.module';
import type { DevicesConfig } from './config';
import { RequestContextInterceptor } from '@fleetlog/database';
import { TransportExceptionFilter } from '@fleetlog/grpc';

export interface DevicesAppOptions {
  /** Close on SIGTERM/SIGINT (the process entry point); tests close the app themselves. */
  shutdownHooks?: boolean;
  /** Host the health HTTP server binds to. */
  httpHost?: string;
  /** Extra work on shutdown, e.g. flushing telemetry. */
  onShutdown?: () => Promise<void>;
  /** Prometheus handler served at /metrics on the health port (when no separate METRICS_PORT is configured). */
  serveMetrics?: (request: IncomingMessage, response: ServerResponse) => void;
}

/** The hybrid app: gRPC (DevicesService, DeviceExternalService) plus HTTP for health probes and metrics. */
export async function createDevicesApp(
  config: DevicesConfig,
  options: DevicesAppOptions = {},
): Promise<INestApplication> {
  const app = await NestFactory.create(AppModule.forRoot(config, options.onShutdown), { bufferLogs: true });
  app.useLogger(app.get(NestPinoLogger));
  if (options.shutdownHooks) app.enableShutdownHooks();
  const serveMetrics = options.serveMetrics;
  if (serveMetrics) {
    app
      .getHttpAdapter()
      .getInstance()
      .get('/metrics', (req: IncomingMessage, res: ServerResponse) => serveMetrics(req, res));
  }

  // Hybrid microservices are initialised with the app, so filters and interceptors come from the app's config.
  app.useGlobalFilters(new TransportExceptionFilter(app.getHttpAdapter()));
  app.useGlobalInterceptors(app.get(RequestContextInterceptor));
  app.connectMicroservice<MicroserviceOptions>(grpcServerOptions(['devices'], config.DEVICES_GRPC_URL), {
    inheritAppConfig: true,
  });

  await app.startAllMicroservices();
  await app.listen(config.DEVICES_HTTP_PORT, options.httpHost ?? '0.0.0.0');
  return app;
}
