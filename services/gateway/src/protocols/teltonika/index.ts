// Teltonika: Codec 8, 8 Extended and 16 (data), Codec 12 (commands and responses), over TCP and UDP.
export {
  AVL_CODEC_IDS,
  CODEC12_COMMAND,
  CODEC12_RESPONSE,
  codecName,
  type AvlCodec,
  type TeltonikaCodec,
} from './codec';
export type { Codec12Message } from './avl-decoder';
export { crc16Ibm } from './crc16';
export {
  decodeTeltonikaImei,
  decodeTeltonikaPacket,
  decodeTeltonikaUdp,
  tcpAck,
  udpAck,
  type TeltonikaPacket,
  type TeltonikaUdpPacket,
} from './teltonika-decoder';
export {
  encodeCodec12Command,
  encodeCodec12Response,
  encodeTeltonikaImei,
  encodeTeltonikaTcp,
  encodeTeltonikaUdp,
  type RecordToEncode,
  type UdpHeader,
} from './teltonika-encoder';
export {
  createTeltonikaFrameDecoder,
  TeltonikaFrameDecoder,
  type TeltonikaFrame,
  type TeltonikaFrameDecoderOptions,
} from './teltonika-frame-decoder';
