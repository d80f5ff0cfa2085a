// Telemetry must patch http, grpc, pg and kafkajs before anything loads them, so Nest is imported only afterwards.
import { startTelemetry } from '@fleetlog/telemetry';

import { type DevicesConfig, loadDevicesConfig } from './config';

async function main(): Promise<void> {
  let config: DevicesConfig;
  try {
    config = loadDevicesConfig();
  } catch (error) {
    const { createLogger } = await import('@fleetlog/logging');
    createLogger({ service: 'devices' }).fatal({ err: error }, 'invalid configuration');
    process.exit(1);
  }
  const telemetry = startTelemetry({
    serviceName: 'devices',
    metricsPort: config.METRICS_PORT,
    otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
  });
  const { createDevicesApp } = await import('./bootstrap');
  // Nest closes gRPC, Kafka and the database on SIGTERM/SIGINT, then the exporters flush.
  await createDevicesApp(config, {
    shutdownHooks: true,
    onShutdown: () => telemetry.shutdown(),
    serveMetrics: config.METRICS_PORT === undefined ? telemetry.serveMetrics : undefined,
  });
}

main().catch(async (error: unknown) => {
  const { createLogger } = await import('@fleetlog/logging');
  createLogger({ service: 'devices' }).fatal({ err: error }, 'devices failed to start');
  process.exit(1);
});
