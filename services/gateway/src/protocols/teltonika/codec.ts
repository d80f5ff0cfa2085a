// Teltonika codec ids and the names the platform uses for them (TelemetryPacket.codec).
export const CODEC_8 = 0x08;
export const CODEC_8E = 0x8e;
export const CODEC_16 = 0x10;
export const CODEC_12 = 0x0c;

export type AvlCodec = '8' | '8E' | '16';
export type TeltonikaCodec = AvlCodec | '12';

export const AVL_CODEC_IDS: Readonly<Record<AvlCodec, number>> = { '8': CODEC_8, '8E': CODEC_8E, '16': CODEC_16 };

export function codecName(id: number): TeltonikaCodec | undefined {
  switch (id) {
    case CODEC_8:
      return '8';
    case CODEC_8E:
      return '8E';
    case CODEC_16:
      return '16';
    case CODEC_12:
      return '12';
    default:
      return undefined;
  }
}

/** Codec 12 message types: 5 a command (server to device), 6 a response (device to server). */
export const CODEC12_COMMAND = 5;
export const CODEC12_RESPONSE = 6;
