import { context, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';

import { extractTraceContext, injectTraceHeaders } from './trace-headers';

describe(injectTraceHeaders.name, () => {
  const spanContext = {
    traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    spanId: '00f067aa0ba902b7',
    traceFlags: TraceFlags.SAMPLED,
  };

  it('writes a W3C traceparent for the given context', () => {
    const headers = injectTraceHeaders({ 'event-type': 'x' }, trace.setSpanContext(ROOT_CONTEXT, spanContext));
    expect(headers).toEqual({
      'event-type': 'x',
      traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
    });
  });

  it('round-trips the trace context through Kafka-style Buffer headers', () => {
    const headers = injectTraceHeaders({}, trace.setSpanContext(ROOT_CONTEXT, spanContext));
    const kafkaHeaders = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, Buffer.from(value)]));
    const extracted = trace.getSpanContext(extractTraceContext(kafkaHeaders));
    expect(extracted).toMatchObject({ ...spanContext, isRemote: true });
  });

  it('adds nothing without an active span and extracts nothing from empty headers', () => {
    expect(injectTraceHeaders({}, context.active())).toEqual({});
    expect(trace.getSpanContext(extractTraceContext({}))).toBeUndefined();
  });
});
