// Queclink @Track text protocol (GL530MG and the GL-series common format), over TCP.
export { decodeQueclinkMessage } from './queclink-decoder';
export {
  encodeQueclinkCommand,
  encodeQueclinkHeartbeat,
  encodeQueclinkReport,
  queclinkGetInfo,
  queclinkPositionRequest,
  queclinkRestart,
  queclinkSetFrequency,
  utcDigits,
  type QueclinkCommandOptions,
  type QueclinkPosition,
  type QueclinkReport,
} from './queclink-encoder';
export {
  createQueclinkFrameDecoder,
  QueclinkFrameDecoder,
  type QueclinkFrameDecoderOptions,
} from './queclink-frame-decoder';
export type { QueclinkKind, QueclinkMessage } from './queclink-types';
