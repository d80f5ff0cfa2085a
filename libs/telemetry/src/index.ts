export { nameSpanByRoute, traceHttpRequests, UNTRACED_PATHS } from './http-server-tracing';
export { getMeter } from './meters';
export { startTelemetry, type Telemetry, type TelemetryOptions } from './start-telemetry';
export { extractTraceContext, injectTraceHeaders, type TraceHeaderValue } from './trace-headers';
