import { type Meter, metrics } from '@opentelemetry/api';

/** A meter from the global provider (Prometheus / OTLP once `startTelemetry` ran, a no-op before). */
export function getMeter(name: string, version?: string): Meter {
  return metrics.getMeter(name, version);
}
