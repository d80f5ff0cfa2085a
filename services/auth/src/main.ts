// Telemetry must patch http, grpc, pg and ioredis before anything loads them, so Nest is imported only afterwards.
import { startTelemetry } from '@fleetlog/telemetry';

import { type AuthConfig, loadAuthConfig } from './config';

async function main(): Promise<void> {
  let config: AuthConfig;
  try {
    config = loadAuthConfig();
  } catch (error) {
    const { createLogger } = await import('@fleetlog/logging');
    createLogger({ service: 'auth' }).fatal({ err: error }, 'invalid configuration');
    process.exit(1);
  }
  const telemetry = startTelemetry({
    serviceName: 'auth',
    metricsPort: config.METRICS_PORT,
    otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
  });
  const { createAuthApp } = await import('./bootstrap');
  // Nest closes gRPC, Kafka, the database and Redis on SIGTERM/SIGINT, then the exporters flush.
  await createAuthApp(config, {
    shutdownHooks: true,
    onShutdown: () => telemetry.shutdown(),
    serveMetrics: config.METRICS_PORT === undefined ? telemetry.serveMetrics : undefined,
  });
}

main().catch(async (error: unknown) => {
  const { createLogger } = await import('@fleetlog/logging');
  createLogger({ service: 'auth' }).fatal({ err: error }, 'auth failed to start');
  process.exit(1);
});
