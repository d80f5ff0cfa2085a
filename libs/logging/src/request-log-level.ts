import { context, isSpanContextValid, trace, TraceFlags } from '@opentelemetry/api';
import type { Level } from 'pino';

/** A request that took at least this long is logged like a failure would be, whatever its status. */
export const SLOW_REQUEST_MS = 1_000;

export interface RequestOutcome {
  statusCode: number;
  /** The request ended in an error (thrown, aborted stream) rather than an answer. */
  failed: boolean;
  responseTimeMs: number;
  /** The client closed the connection before the answer was complete (it gave up; not a failure of ours). */
  aborted?: boolean;
  /** Whether the request's trace is sampled (recorded and exported). */
  traced: boolean;
}

/**
 * The level of a request's log line. Failures (5xx or an error: `error`), refusals (4xx: `warn`), requests the client
 * abandoned (`warn`) and slow requests (`warn`) are always logged. A fast success is logged at `info` when its trace is sampled and at `debug` otherwise:
 * with the chart's 1-in-10 sampling that is one line in ten, each with a whole trace behind it, and formatting, redacting
 * and writing a line for every request was about 12% of the BFF's CPU. With every trace sampled (the SDK's default, as
 * in development) every request is logged at `info`.
 */
export function requestLogLevel(outcome: RequestOutcome, slowRequestMs = SLOW_REQUEST_MS): Level {
  if (outcome.failed || outcome.statusCode >= 500) return 'error';
  if (outcome.statusCode >= 400 || outcome.aborted === true) return 'warn';
  if (outcome.responseTimeMs >= slowRequestMs) return 'warn';
  return outcome.traced ? 'info' : 'debug';
}

/** Whether the active trace is sampled; without a trace (telemetry not started) a line cannot be found by one: yes. */
export function activeTraceSampled(): boolean {
  const spanContext = trace.getSpan(context.active())?.spanContext();
  if (spanContext === undefined || !isSpanContextValid(spanContext)) return true;
  return (spanContext.traceFlags & TraceFlags.SAMPLED) === TraceFlags.SAMPLED;
}
