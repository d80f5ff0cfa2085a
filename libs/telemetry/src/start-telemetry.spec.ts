import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { context, trace } from '@opentelemetry/api';

import { getMeter } from './meters';
import { nameSpanByRoute } from './http-server-tracing';
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

  it('names a recorded HTTP server span by the route Express matched, and leaves an unrouted one alone', () => {
    const tracer = trace.getTracer('spec');
    const routed = tracer.startSpan('GET');
    nameSpanByRoute(routed, { method: 'GET', route: { path: '/api/vehicles/:id' } } as unknown as IncomingMessage);
    const unrouted = tracer.startSpan('GET');
    nameSpanByRoute(unrouted, { method: 'GET' } as IncomingMessage);
    for (const span of [routed, unrouted]) span.end();
    // The SDK's span exposes what it will export.
    const exported = (span: unknown) => span as { name: string; attributes: Record<string, unknown> };
    expect(exported(routed)).toMatchObject({
      name: 'GET /api/vehicles/:id',
      attributes: { 'http.route': '/api/vehicles/:id' },
    });
    expect(exported(unrouted).name).toBe('GET');
    expect(exported(unrouted).attributes).not.toHaveProperty('http.route');
  });

  it('exposes metrics in Prometheus format', async () => {
    getMeter('spec').createCounter('spec_events_total', { description: 'events seen by the spec' }).add(3);
    const text = await (await fetch(`${baseUrl}/metrics`)).text();
    expect(text).toContain('spec_events_total 3');
  });
});
