import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { NestPinoLogger } from '@fleetlog/logging';
import { traceHttpRequests } from '@fleetlog/telemetry';

import { AppModule } from './app.module';
import { inputHygiene } from './common/input-hygiene';
import { jsonBodyMiddlewares } from './common/json-body';
import { setupOpenApi } from './common/openapi';
import { noStore, securityHeaders } from './common/security-headers';
import type { BffConfig } from './config';

export interface BffAppOptions {
  /** Runs after Nest has shut the application down (e.g. flush telemetry). */
  onShutdown?: () => Promise<void>;
}

/** The configured HTTP application, not yet listening; main.ts and the integration tests share it. */
export async function createBffApp(config: BffConfig, options: BffAppOptions = {}): Promise<NestExpressApplication> {
  // Nest's own body parser is off: ours refuses non-JSON bodies with 415 and reports parse errors as JSON.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options.onShutdown), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(NestPinoLogger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Express hashes every answer for an ETag; API answers are `no-store`, so nothing ever revalidates with it. Static
  // files keep theirs (serve-static sets its own).
  app.set('etag', false);
  // First: the request's span and context cover everything after it (parsing, handlers, gRPC calls, log lines).
  app.use(traceHttpRequests);
  // Metrics are never served here: they have their own port (METRICS_PORT), which the chart keeps in the cluster.
  app.use(securityHeaders({ mapTileOrigins: config.mapTileOrigins }));
  app.use('/api', noStore, ...jsonBodyMiddlewares());
  // After the JSON parser: no control characters or lone surrogates in any path, query or body (400).
  app.use(inputHygiene);
  setupOpenApi(app, config.version);
  app.enableShutdownHooks();
  return app;
}
