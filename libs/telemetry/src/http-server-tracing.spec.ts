import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { type Span, trace } from '@opentelemetry/api';

import { traceHttpRequests } from './http-server-tracing';
import { startTelemetry, type Telemetry } from './start-telemetry';

type Seen = { span?: Span; bodySpan?: Span; body?: string };

describe(traceHttpRequests.name, () => {
  let telemetry: Telemetry;
  let server: Server;
  let metricsServer: Server;
  let baseUrl: string;
  let metricsUrl: string;
  let seen: Seen;

  const listen = async (target: Server) => {
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    // No exporter configured: spans are still recorded (the SDK's default sampler keeps every root span).
    telemetry = startTelemetry({ serviceName: 'http-tracing-spec' });
    server = createServer((request, response) =>
      traceHttpRequests(request, response, () => {
        seen.span = trace.getActiveSpan();
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          // What a body parser's callback sees: still the request's span.
          seen.bodySpan = trace.getActiveSpan();
          seen.body = Buffer.concat(chunks).toString('utf8');
          // Express sets the matched route on the request; unrouted paths have none.
          if (request.url?.startsWith('/api/vehicles/')) {
            (request as IncomingMessage & { route: unknown }).route = { path: '/api/vehicles/:id' };
          }
          response.statusCode = request.url?.endsWith('/fail') ? 503 : 200;
          response.end('ok');
        });
      }),
    );
    metricsServer = createServer((request, response) => telemetry.serveMetrics(request, response));
    baseUrl = await listen(server);
    metricsUrl = `${await listen(metricsServer)}/metrics`;
  });

  beforeEach(() => {
    seen = {};
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => metricsServer.close(resolve));
    await telemetry.shutdown();
  });

  const exported = (span: Span | undefined) =>
    span as unknown as { name: string; attributes: Record<string, unknown>; status: { code: number }; ended: boolean };

  it('continues the caller’s trace, runs the handler and its body events in the span, names it by route', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const answer = await fetch(`${baseUrl}/api/vehicles/7?x=1`, {
      method: 'PATCH',
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01`, 'user-agent': 'spec' },
      body: '{"displayName":"A"}',
    });
    expect(await answer.text()).toBe('ok');
    expect(seen.body).toBe('{"displayName":"A"}');
    expect(seen.span?.spanContext().traceId).toBe(traceId);
    expect(seen.bodySpan).toBe(seen.span);
    await new Promise((resolve) => setTimeout(resolve, 20)); // 'close' follows the answer
    expect(exported(seen.span)).toMatchObject({
      name: 'PATCH /api/vehicles/:id',
      attributes: {
        'http.request.method': 'PATCH',
        'url.path': '/api/vehicles/7',
        'user_agent.original': 'spec',
        'http.route': '/api/vehicles/:id',
        'http.response.status_code': 200,
      },
    });
    expect(exported(seen.span).ended).toBe(true);
  });

  it('starts a trace without a caller’s context, marks a 5xx as an error and keeps an unrouted name', async () => {
    await (await fetch(`${baseUrl}/other/fail`)).text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.span?.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(exported(seen.span)).toMatchObject({ name: 'GET', status: { code: 2 } });
    expect(exported(seen.span).attributes).not.toHaveProperty('http.route');
  });

  it('leaves probes and scrapes untraced', async () => {
    await (await fetch(`${baseUrl}/health/ready`)).text();
    expect(seen.span).toBeUndefined();
  });

  it('counts every traced request in http.server.duration by method, route and status', async () => {
    await (await fetch(`${baseUrl}/api/vehicles/8`)).text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const text = await (await fetch(metricsUrl)).text();
    expect(text).toMatch(
      /http_server_duration_count\{[^}]*http_method="GET",http_status_code="200",http_route="\/api\/vehicles\/:id"[^}]*\} [1-9]/,
    );
    expect(text).toMatch(/http_server_duration_count\{[^}]*http_status_code="503"[^}]*\} 1/);
  });
});
