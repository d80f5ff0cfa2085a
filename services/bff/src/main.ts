// Telemetry starts before Nest, Express and gRPC are loaded so its instrumentations can patch them.
import cluster from 'node:cluster';

import { createLogger } from '@fleetlog/logging';
import { startTelemetry } from '@fleetlog/telemetry';

import { type BffConfig, loadBffConfig } from './config';
import { bffWorkerCount, runPrimary } from './workers';

const bootLogger = createLogger({ service: 'bff' });

async function main(): Promise<void> {
  let config: BffConfig;
  try {
    config = loadBffConfig();
  } catch (error) {
    bootLogger.fatal({ err: error }, 'invalid configuration');
    process.exit(1);
  }
  // With BFF_WORKERS > 1 this process only supervises; each worker runs everything below.
  const workers = bffWorkerCount(process.env.BFF_WORKERS);
  if (workers > 1 && cluster.isPrimary) {
    runPrimary(workers, bootLogger);
    return;
  }
  const telemetry = startTelemetry({
    serviceName: 'bff',
    serviceVersion: config.version,
    metricsPort: config.metricsPort,
    otlpEndpoint: config.otlpEndpoint,
  });
  const { createBffApp } = await import('./app.factory');
  // Nest closes the HTTP server and the gRPC client on SIGTERM/SIGINT; then the exporters flush.
  const app = await createBffApp(config, { onShutdown: () => telemetry.shutdown() });
  await app.listen(config.port);
  bootLogger.info(
    {
      port: config.port,
      metricsPort: config.metricsPort,
      authGrpcUrl: config.authGrpcUrl,
      publicUrl: config.publicUrl,
    },
    'BFF listening',
  );
}

main().catch((error: unknown) => {
  bootLogger.fatal({ err: error }, 'BFF failed to start');
  process.exit(1);
});
