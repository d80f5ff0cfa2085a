// The gateway process. Telemetry starts before kafkajs and the listeners load, so they are instrumented; only the
// config and telemetry libs are imported statically for that reason.
import { loadConfig } from '@fleetlog/config';
import { startTelemetry, type Telemetry } from '@fleetlog/telemetry';

import { type GatewayConfig, gatewayConfigSchema } from './config';

async function main(): Promise<void> {
  let config: GatewayConfig;
  try {
    config = loadConfig(gatewayConfigSchema);
  } catch (error) {
    return fatal(error, 'invalid configuration');
  }
  const telemetry: Telemetry = startTelemetry({
    serviceName: 'gateway',
    metricsPort: config.METRICS_PORT,
    otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
  });
  const { startGateway } = await import('./gateway');
  const gateway = await startGateway(config, {
    serveMetrics: config.METRICS_PORT === undefined ? telemetry.serveMetrics : undefined,
  });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      const { createLogger } = await import('@fleetlog/logging');
      createLogger({ service: 'gateway', level: config.LOG_LEVEL }).info({ signal }, 'gateway stopping');
      await gateway.stop();
      await telemetry.shutdown().catch(() => undefined);
      process.exit(0);
    })();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

async function fatal(error: unknown, message: string): Promise<never> {
  const { createLogger } = await import('@fleetlog/logging');
  createLogger({ service: 'gateway' }).fatal({ err: error }, message);
  process.exit(1);
}

main().catch((error: unknown) => fatal(error, 'gateway failed to start'));
