import type { IncomingMessage, ServerResponse } from 'node:http';

import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { GrpcInstrumentation } from '@opentelemetry/instrumentation-grpc';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK, resources, tracing } from '@opentelemetry/sdk-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';

export interface TelemetryOptions {
  serviceName: string;
  serviceVersion?: string;
  /** Serve Prometheus metrics on this port; without it, mount `serveMetrics` in the service's own HTTP server. */
  metricsPort?: number;
  /** OTLP/HTTP collector base URL (e.g. http://otel-collector:4318); traces are exported only when set. */
  otlpEndpoint?: string;
}

export interface Telemetry {
  /** Prometheus text exposition of the service's metrics, as an HTTP handler (for GET /metrics). */
  serveMetrics(request: IncomingMessage, response: ServerResponse): void;
  shutdown(): Promise<void>;
}

// A request makes about ten spans across the platform; at a thousand requests a second the SDK's default queue (2,048
// spans, exported 512 at a time) overflows and drops spans. A larger queue and fewer, larger exports keep them all.
const BATCHING = { maxQueueSize: 16_384, maxExportBatchSize: 2_048, scheduledDelayMillis: 2_000 };

let running: Telemetry | undefined;

/** Starts OpenTelemetry; call first in main.ts, before NestJS, gRPC, pg or ioredis are loaded. */
export function startTelemetry(options: TelemetryOptions): Telemetry {
  if (running !== undefined) return running;
  const prometheus = new PrometheusExporter({
    port: options.metricsPort,
    host: '0.0.0.0',
    preventServerStart: options.metricsPort === undefined,
  });
  // Without an exporter the no-op processor still makes the SDK register a tracer provider, so trace ids exist for
  // log correlation and are propagated over gRPC and Kafka.
  const spanProcessor =
    options.otlpEndpoint === undefined
      ? new tracing.NoopSpanProcessor()
      : new tracing.BatchSpanProcessor(
          new OTLPTraceExporter({ url: `${options.otlpEndpoint.replace(/\/$/, '')}/v1/traces` }),
          BATCHING,
        );

  const sdk = new NodeSDK({
    resource: resources.resourceFromAttributes({
      [ATTR_SERVICE_NAME]: options.serviceName,
      [ATTR_SERVICE_VERSION]: options.serviceVersion ?? process.env.SERVICE_VERSION ?? '0.0.0-dev',
    }),
    autoDetectResources: false,
    spanProcessors: [spanProcessor],
    metricReader: prometheus,
    instrumentations: [
      // Incoming requests are traced by `traceHttpRequests` (http-server-tracing.ts), which lets the sampler decide
      // before any attribute is computed; this instrumentation keeps outgoing HTTP calls.
      new HttpInstrumentation({ disableIncomingRequestInstrumentation: true }),
      new GrpcInstrumentation(),
      // Queries outside a request (pollers, consumers' housekeeping) would each start a trace of one span.
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation(),
      // No NestJS instrumentation: the HTTP and gRPC server spans already cover each request, and its two extra spans
      // per request (request context, handler) cost about 6% of the BFF's CPU even when the trace is not sampled.
    ],
  });
  sdk.start();

  const telemetry: Telemetry = {
    serveMetrics: (request, response) => prometheus.getMetricsRequestHandler(request, response),
    shutdown: async () => {
      running = undefined;
      await sdk.shutdown();
    },
  };
  running = telemetry;
  return telemetry;
}
