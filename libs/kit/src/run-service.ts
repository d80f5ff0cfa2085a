// Loaded by the service's main.ts before anything else: it must import nothing that loads Nest, gRPC, pg, kafkajs or
// ioredis (only the config fragments and telemetry), so that telemetry patches them when they load.
import { baseEnv, loadConfig, telemetryEnv } from '@fleetlog/config';
import { startTelemetry, type Telemetry } from '@fleetlog/telemetry';

import type { KitConfig, ServiceSpec } from './service-spec';

export interface ServiceEntry<C extends KitConfig> {
  /** The service's name, known before its code loads (telemetry's service name, the fatal log lines). */
  name: string;
  /** Imports the service declaration (and with it Nest and the features) once telemetry runs. */
  load: () => Promise<ServiceSpec<C>>;
}

/**
 * The process entry point of a backend service: telemetry first, then the service's code and configuration (a bad
 * value is logged as fatal and ends the process), then the app with shutdown hooks (Nest closes gRPC, Kafka, the
 * database on SIGTERM/SIGINT, then the exporters flush) and /metrics on the health port unless METRICS_PORT is set.
 */
export function runService<C extends KitConfig>(entry: ServiceEntry<C>): void {
  start(entry).catch(async (error: unknown) => {
    await fatal(entry.name, error, `${entry.name} failed to start`);
  });
}

async function start<C extends KitConfig>(entry: ServiceEntry<C>): Promise<void> {
  const early = await configOrExit(entry.name, () => loadConfig(baseEnv.merge(telemetryEnv)));
  const telemetry = startTelemetry({
    serviceName: entry.name,
    metricsPort: early.METRICS_PORT,
    otlpEndpoint: early.OTEL_EXPORTER_OTLP_ENDPOINT,
  });
  const spec = await entry.load();
  if (spec.name !== entry.name) throw new Error(`main.ts starts "${entry.name}" but loaded "${spec.name}"`);
  const config = await configOrExit(entry.name, () => loadConfig(spec.configSchema), telemetry);
  const { createServiceApp } = await import('./service-app');
  await createServiceApp(spec, config, {
    shutdownHooks: true,
    onShutdown: () => telemetry.shutdown(),
    serveMetrics: config.METRICS_PORT === undefined ? telemetry.serveMetrics : undefined,
  });
}

async function configOrExit<T>(service: string, load: () => T, telemetry?: Telemetry): Promise<T> {
  try {
    return load();
  } catch (error) {
    await telemetry?.shutdown().catch(() => undefined);
    return fatal(service, error, 'invalid configuration');
  }
}

async function fatal(service: string, error: unknown, message: string): Promise<never> {
  const { createLogger } = await import('@fleetlog/logging');
  createLogger({ service }).fatal({ err: error }, message);
  process.exit(1);
}
