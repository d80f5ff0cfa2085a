export { getMeter } from './meters';
export { startTelemetry, type Telemetry, type TelemetryOptions } from './start-telemetry';
export { extractTraceContext, injectTraceHeaders, type TraceHeaderValue } from './trace-headers';
