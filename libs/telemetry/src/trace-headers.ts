import { type Context, context, ROOT_CONTEXT, type TextMapGetter, type TextMapSetter } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

// W3C trace context explicitly (not the global propagator), so Kafka headers carry `traceparent` in every process,
// whether or not the SDK was started there.
const propagator = new W3CTraceContextPropagator();

/** Header values as Kafka (Buffer) and HTTP/gRPC (string or string[]) deliver them. */
export type TraceHeaderValue = string | Buffer | readonly (string | Buffer)[] | undefined;

const setter: TextMapSetter<Record<string, string>> = {
  set: (carrier, key, value) => {
    carrier[key] = value;
  },
};

const getter: TextMapGetter<Readonly<Record<string, TraceHeaderValue>>> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => {
    const value = carrier[key];
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined ? undefined : first.toString();
  },
};

/** Adds `traceparent` (and `tracestate`) of the active span to `headers`; returns the same object. */
export function injectTraceHeaders(
  headers: Record<string, string> = {},
  from: Context = context.active(),
): Record<string, string> {
  propagator.inject(from, headers, setter);
  return headers;
}

/** The trace context carried in headers, to run a handler in with `context.with(...)`. */
export function extractTraceContext(
  headers: Readonly<Record<string, TraceHeaderValue>>,
  into: Context = ROOT_CONTEXT,
): Context {
  return propagator.extract(into, headers, getter);
}
