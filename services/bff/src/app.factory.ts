import type { IncomingMessage, ServerResponse } from 'node:http';

import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { NestPinoLogger } from '@fleetlog/logging';

import { AppModule } from './app.module';
import { inputHygiene } from './common/input-hygiene';
import { jsonBodyMiddlewares } from './common/json-body';
import { setupOpenApi } from './common/openapi';
import type { BffConfig } from './config';

export interface BffAppOptions {
  /** Prometheus handler from startTelemetry, mounted at GET /metrics when metrics have no port of their own. */
  serveMetrics?: (request: IncomingMessage, response: ServerResponse) => void;
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
  if (options.serveMetrics) {
    const serveMetrics = options.serveMetrics;
    app
      .getHttpAdapter()
      .getInstance()
      .get('/metrics', (req: IncomingMessage, res: ServerResponse) => serveMetrics(req, res));
  }
  app.use('/api', ...jsonBodyMiddlewares());
  // After the JSON parser: no control characters or lone surrogates in any path, query or body (400).
  app.use(inputHygiene);
  setupOpenApi(app, config.version);
  app.enableShutdownHooks();
  return app;
}
