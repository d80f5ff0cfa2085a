import { context, isSpanContextValid, type SpanContext, trace, TraceFlags } from '@opentelemetry/api';

import { startTelemetry, type Telemetry } from './start-telemetry';

// The chart ships OTEL_TRACES_SAMPLER=parentbased_traceidratio; the SDK must honour it (its own file: the sampler is
// read once, when telemetry starts).
describe('trace sampling from the standard environment variables', () => {
  const saved = { sampler: process.env.OTEL_TRACES_SAMPLER, arg: process.env.OTEL_TRACES_SAMPLER_ARG };
  let telemetry: Telemetry;

  beforeAll(() => {
    process.env.OTEL_TRACES_SAMPLER = 'parentbased_traceidratio';
    process.env.OTEL_TRACES_SAMPLER_ARG = '0';
    telemetry = startTelemetry({ serviceName: 'sampling-spec' });
  });

  afterAll(async () => {
    await telemetry.shutdown();
    for (const [name, value] of [
      ['OTEL_TRACES_SAMPLER', saved.sampler],
      ['OTEL_TRACES_SAMPLER_ARG', saved.arg],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('does not record a root span the ratio leaves out, but it still has a trace id for the log lines', () => {
    const span = trace.getTracer('spec').startSpan('request');
    expect(span.isRecording()).toBe(false);
    expect(span.spanContext().traceFlags & TraceFlags.SAMPLED).toBe(0);
    expect(isSpanContextValid(span.spanContext())).toBe(true);
    span.end();
  });

  it('records a span whose caller sampled the trace (parent based: one trace is whole or absent)', () => {
    const parent: SpanContext = {
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags: TraceFlags.SAMPLED,
      isRemote: true,
    };
    const span = trace.getTracer('spec').startSpan('handler', {}, trace.setSpanContext(context.active(), parent));
    expect(span.isRecording()).toBe(true);
    expect(span.spanContext().traceId).toBe(parent.traceId);
    span.end();
  });
});
