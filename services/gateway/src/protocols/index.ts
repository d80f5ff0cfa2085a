// The gateway's tracker protocols: pure decoders and encoders (bytes or text in, plain data out, no I/O). The
// gateway's connection handlers, the decode command, the simulator and the benchmarks all use this API.
export { ProtocolError, isProtocolError, type ProtocolErrorCode } from './protocol-error';
export type { IoElement, ReportedValues, TrackerRecord } from './types';
export * from './teltonika';
export * from './queclink';
export { toPositionRecord, rawIoValue } from './normalize';
