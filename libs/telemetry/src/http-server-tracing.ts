import type { IncomingMessage, ServerResponse } from 'node:http';

import {
  context,
  type Histogram,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import {
  ATTR_CLIENT_ADDRESS,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_NETWORK_PROTOCOL_VERSION,
  ATTR_URL_PATH,
  ATTR_USER_AGENT_ORIGINAL,
} from '@opentelemetry/semantic-conventions';

import { getMeter } from './meters';

const INSTRUMENTATION = '@fleetlog/telemetry/http-server';

// Probes and scrapes would be most of the spans and say nothing.
export const UNTRACED_PATHS: readonly string[] = ['/metrics', '/health', '/health/live', '/health/ready'];

type Next = (error?: unknown) => void;
type RoutedRequest = IncomingMessage & { route?: { path?: unknown } };

let duration: Histogram | undefined;

/**
 * The HTTP server's spans and its request-duration metric, as a Connect/Express middleware (the BFF mounts it first).
 * It replaces `@opentelemetry/instrumentation-http`'s incoming side, which computed some twenty attributes, bound
 * listeners and asked the socket for its addresses on every request before the sampler decided (about 8% of the
 * BFF's CPU with one request in ten sampled): here the sampler decides first and only a recorded span gets
 * attributes. What stays the same: the W3C trace context of the request is continued (or a trace starts), the rest
 * of the request (body parsing, handlers, gRPC calls, log lines) runs in the span's context, the span is named by
 * the Express route (`GET /api/vehicles/:id`) with `http.route`, 5xx marks it as an error, and every request is
 * counted in the `http.server.duration` histogram (milliseconds, by method, route and status) as before.
 */
export function traceHttpRequests(request: IncomingMessage, response: ServerResponse, next: Next): void {
  const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
  if (UNTRACED_PATHS.includes(path)) {
    next();
    return;
  }
  const method = request.method ?? 'GET';
  const parent = propagation.extract(ROOT_CONTEXT, request.headers);
  const span = trace.getTracer(INSTRUMENTATION).startSpan(method, { kind: SpanKind.SERVER }, parent);
  if (span.isRecording()) {
    span.setAttributes({
      [ATTR_HTTP_REQUEST_METHOD]: method,
      [ATTR_URL_PATH]: path,
      [ATTR_NETWORK_PROTOCOL_VERSION]: request.httpVersion,
      [ATTR_USER_AGENT_ORIGINAL]: request.headers['user-agent'] ?? '',
      [ATTR_CLIENT_ADDRESS]: request.socket.remoteAddress ?? '',
    });
  }
  const started = performance.now();
  response.once('close', () => finish(span, request as RoutedRequest, response, method, started));
  const active = trace.setSpan(parent, span);
  // Body chunks arrive as socket events: bound, their listeners (the JSON parser's) continue in the request's context.
  context.bind(active, request);
  context.with(active, next);
}

function finish(span: Span, request: RoutedRequest, response: ServerResponse, method: string, started: number): void {
  const route = routeOf(request);
  const status = response.statusCode;
  if (span.isRecording()) {
    nameSpanByRoute(span, request);
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
    if (status >= 500 || !response.writableFinished) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: response.writableFinished ? undefined : 'aborted' });
    }
  }
  span.end();
  duration ??= getMeter(INSTRUMENTATION).createHistogram('http.server.duration', {
    description: 'Duration of inbound HTTP requests',
    unit: 'ms',
  });
  duration.record(performance.now() - started, {
    'http.method': method,
    'http.status_code': status,
    ...(route === undefined ? {} : { 'http.route': route }),
  });
}

/**
 * Names a recorded HTTP server span by its route (`GET /api/vehicles/:id`) and sets `http.route`. Express has set
 * `request.route` once it routed the request; unrouted ones (404, static files) keep the method alone.
 */
export function nameSpanByRoute(span: Span, request: IncomingMessage): void {
  const route = routeOf(request);
  if (route === undefined || !span.isRecording()) return;
  span.setAttribute(ATTR_HTTP_ROUTE, route);
  span.updateName(`${request.method ?? 'GET'} ${route}`);
}

/** The route Express matched (`/api/vehicles/:id`), once it routed the request. */
function routeOf(request: IncomingMessage): string | undefined {
  const path = (request as RoutedRequest).route?.path;
  return typeof path === 'string' ? path : undefined;
}
