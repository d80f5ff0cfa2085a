import { ProtocolError } from '../protocol-error';
import { decodeAvlBody, type AvlBody } from './avl-decoder';
import { ByteReader } from './byte-reader';
import { CODEC_12 } from './codec';
import { crc16Ibm } from './crc16';

// Protocol decoder: one whole TCP frame or UDP datagram in, records (or Codec 12 messages) and the answer the
// gateway owes the device out. Pure: no I/O, no clock.

export interface TeltonikaPacket extends AvlBody {
  /** What the gateway answers once the records are safe: null for Codec 12, which is not acknowledged. */
  ack: Buffer | null;
}

export interface TeltonikaUdpPacket extends TeltonikaPacket {
  imei: string;
  packetId: number;
  avlPacketId: number;
}

const TCP_HEADER_BYTES = 8; // 4 zero bytes, 4-byte data length
const TCP_CRC_BYTES = 4;
const MAX_IMEI_DIGITS = 20;

/** Decodes one TCP AVL frame: preamble, data length, data, CRC-16/IBM of the data in the low two of four bytes. */
export function decodeTeltonikaPacket(frame: Buffer): TeltonikaPacket {
  if (frame.length < TCP_HEADER_BYTES + TCP_CRC_BYTES) {
    throw new ProtocolError('TRUNCATED', `frame of ${frame.length} bytes is shorter than its header and CRC`);
  }
  if (frame.readUInt32BE(0) !== 0) throw new ProtocolError('BAD_PREAMBLE', 'frame does not start with 4 zero bytes');
  const dataLength = frame.readUInt32BE(4);
  if (dataLength !== frame.length - TCP_HEADER_BYTES - TCP_CRC_BYTES) {
    throw new ProtocolError(
      'BAD_LENGTH',
      `data length ${dataLength} but the frame holds ${frame.length - TCP_HEADER_BYTES - TCP_CRC_BYTES}`,
    );
  }
  const dataEnd = TCP_HEADER_BYTES + dataLength;
  const stated = frame.readUInt32BE(dataEnd);
  const computed = crc16Ibm(frame, TCP_HEADER_BYTES, dataEnd);
  if (stated !== computed) {
    throw new ProtocolError('BAD_CRC', `CRC 0x${stated.toString(16)} stated, 0x${computed.toString(16)} computed`);
  }
  const body = decodeAvlBody(new ByteReader(frame, TCP_HEADER_BYTES, dataEnd));
  return { ...body, ack: body.codecId === CODEC_12 ? null : tcpAck(body.count) };
}

/** The TCP acknowledgement: the number of records accepted, a 4-byte big-endian integer. */
export function tcpAck(count: number): Buffer {
  const ack = Buffer.alloc(4);
  ack.writeUInt32BE(count, 0);
  return ack;
}

/**
 * Decodes one UDP datagram: length (of what follows), packet id, a not-usable byte, AVL packet id, IMEI length,
 * IMEI, then the codec body without a CRC (UDP has its own checksum).
 */
export function decodeTeltonikaUdp(datagram: Buffer): TeltonikaUdpPacket {
  const reader = new ByteReader(datagram, 0, datagram.length);
  const length = reader.u16('datagram length');
  if (length !== datagram.length - 2) {
    throw new ProtocolError('BAD_LENGTH', `datagram length ${length} but ${datagram.length - 2} bytes follow`);
  }
  const packetId = reader.u16('packet id');
  reader.u8('not usable byte');
  const avlPacketId = reader.u8('avl packet id');
  const imei = readImei(reader, reader.u16('imei length'));
  const body = decodeAvlBody(reader);
  if (body.codecId === CODEC_12) {
    return { ...body, imei, packetId, avlPacketId, ack: null };
  }
  return { ...body, imei, packetId, avlPacketId, ack: udpAck(packetId, avlPacketId, body.count) };
}

/**
 * The UDP acknowledgement: length 5, the packet id echoed, packet type 0x01, the AVL packet id echoed and the
 * number of records accepted.
 */
export function udpAck(packetId: number, avlPacketId: number, count: number): Buffer {
  const ack = Buffer.alloc(7);
  ack.writeUInt16BE(5, 0);
  ack.writeUInt16BE(packetId, 2);
  ack[4] = 0x01;
  ack[5] = avlPacketId;
  ack[6] = count;
  return ack;
}

/** The IMEI of a handshake or UDP header: ASCII digits only, at most 20 of them. */
export function readImei(reader: ByteReader, length: number): string {
  if (length === 0 || length > MAX_IMEI_DIGITS) throw new ProtocolError('BAD_IMEI', `IMEI length ${length}`);
  const bytes = reader.bytes(length, 'imei');
  for (const byte of bytes) {
    if (byte < 0x30 || byte > 0x39) throw new ProtocolError('BAD_IMEI', 'IMEI is not all digits');
  }
  return bytes.toString('latin1');
}

/** Decodes an IMEI handshake frame (2-byte length, ASCII IMEI). */
export function decodeTeltonikaImei(frame: Buffer): string {
  const reader = new ByteReader(frame, 0, frame.length);
  const imei = readImei(reader, reader.u16('imei length'));
  if (reader.remaining !== 0) throw new ProtocolError('BAD_LENGTH', `${reader.remaining} bytes after the IMEI`);
  return imei;
}
