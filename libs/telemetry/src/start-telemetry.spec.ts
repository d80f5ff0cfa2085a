import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { context, trace } from '@opentelemetry/api';

import { getMeter } from './meters';
import { startTelemetry, type Telemetry } from './start-telemetry';
import { extractTraceContext, injectTraceHeaders } from './trace-headers';

describe(startTelemetry.name, () => {
  let telemetry: Telemetry;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    telemetry = startTelemetry({ serviceName: 'telemetry-spec' });
    server = createServer((request, response) => telemetry.serveMetrics(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await telemetry.shutdown();
  });

  it('returns the running instance when called again', () => {
    expect(startTelemetry({ serviceName: 'other' })).toBe(telemetry);
  });

  it('creates real spans whose context travels through headers', () => {
    const tracer = trace.getTracer('spec');
    const headers = tracer.startActiveSpan('publish', (span) => {
      const injected = injectTraceHeaders();
      span.end();
      return { injected, traceId: span.spanContext().traceId };
    });
    expect(headers.injected.traceparent).toContain(headers.traceId);
    const remote = trace.getSpanContext(extractTraceContext(headers.injected));
    expect(remote?.traceId).toBe(headers.traceId);
    context.with(extractTraceContext(headers.injected), () => {
      tracer.startActiveSpan('consume', (child) => {
        expect(child.spanContext().traceId).toBe(headers.traceId);
        child.end();
      });
    });
  });

  it('exposes metrics in Prometheus format', async () => {
    getMeter('spec').createCounter('spec_events_total', { description: 'events seen by the spec' }).add(3);
    const text = await (await fetch(`${baseUrl}/metrics`)).text();
    expect(text).toContain('spec_events_total 3');
  });
});
