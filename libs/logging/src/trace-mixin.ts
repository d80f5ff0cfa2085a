import { context, isSpanContextValid, trace } from '@opentelemetry/api';

/** Adds the active OpenTelemetry trace and span ids to every log line so logs and traces join up. */
export function traceMixin(): Record<string, string> {
  const spanContext = trace.getSpan(context.active())?.spanContext();
  if (spanContext === undefined || !isSpanContextValid(spanContext)) return {};
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}
