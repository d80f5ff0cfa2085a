import type { IncomingMessage, ServerResponse } from 'node:http';

import { NestPinoLogger } from '@fleetlog/logging';
import type { DynamicModule, INestApplication, NestInterceptor, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { GrpcOptions } from '@nestjs/microservices';

import { TransportExceptionFilter } from './transport-exception.filter';

/** How a process entry point or a test wants a backend service's app. */
export interface HybridAppOptions {
  /** Close on SIGTERM/SIGINT (the process entry point); tests close the app themselves. */
  shutdownHooks?: boolean;
  /** Host the health HTTP server binds to. */
  httpHost?: string;
  /** Prometheus handler served at /metrics on the health port (when no separate METRICS_PORT is configured). */
  serveMetrics?: (request: IncomingMessage, response: ServerResponse) => void;
}

export interface HybridAppSpec {
  module: DynamicModule;
  /** grpcServerOptions(...) of the service's packages; none for a service that only consumes and publishes. */
  grpc?: GrpcOptions;
  httpPort: number;
  /** Interceptors resolved from the app's container and applied to every gRPC call (e.g. the ORM request context). */
  interceptors?: Array<Type<NestInterceptor>>;
}

/**
 * A backend service as every one of them runs: gRPC for its contract plus HTTP for health probes and metrics, with
 * pino as Nest's logger and the shared transport exception filter.
 */
export async function createHybridApp(spec: HybridAppSpec, options: HybridAppOptions = {}): Promise<INestApplication> {
  const app = await NestFactory.create(spec.module, { bufferLogs: true });
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
  for (const interceptor of spec.interceptors ?? []) app.useGlobalInterceptors(app.get(interceptor));
  if (spec.grpc) app.connectMicroservice(spec.grpc, { inheritAppConfig: true });

  await app.startAllMicroservices();
  await app.listen(spec.httpPort, options.httpHost ?? '0.0.0.0');
  return app;
}
