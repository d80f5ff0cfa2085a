// Telemetry must patch http, grpc, pg and kafkajs before anything loads them, so Nest is imported only afterwards.
import { startTelemetry } from '@fleetlog/telemetry';

import { type FleetConfig, loadFleetConfig } from './config';

async function main(): Promise<void> {
  let config: FleetConfig;
  try {
    config = loadFleetConfig();
  } catch (error) {
    const { createLogger } = await import('@fleetlog/logging');
    createLogger({ service: 'fleet' }).fatal({ err: error }, 'invalid configuration');
    process.exit(1);
  }
  const telemetry = startTelemetry({
    serviceName: 'fleet',
    metricsPort: config.METRICS_PORT,
    otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
  });
  const { createFleetApp } = await import('./bootstrap');
  // Nest closes gRPC, Kafka and the database on SIGTERM/SIGINT, then the exporters flush.
  await createFleetApp(config, {
    shutdownHooks: true,
    onShutdown: () => telemetry.shutdown(),
    serveMetrics: config.METRICS_PORT === undefined ? telemetry.serveMetrics : undefined,
  });
}

main().catch(async (error: unknown) => {
  const { createLogger } = await import('@fleetlog/logging');
  createLogger({ service: 'fleet' }).fatal({ err: error }, 'fleet failed to start');
  process.exit(1);
});
