import { ProtocolError } from '../protocol-error';
import { REAL_PACKETS } from './fixtures/real-packets';
import { encodeCodec12Command, encodeTeltonikaImei } from './teltonika-encoder';
import { createTeltonikaFrameDecoder, TeltonikaFrameDecoder, type TeltonikaFrame } from './teltonika-frame-decoder';

const IMEI = encodeTeltonikaImei('356307042441013');
const LONG = Buffer.from(REAL_PACKETS.find((p) => p.name === 'codec8-fourteen-records')!.hex, 'hex');
const SHORT = Buffer.from(REAL_PACKETS.find((p) => p.name === 'codec8-no-fix')!.hex, 'hex');
const STREAM = Buffer.concat([IMEI, LONG, Buffer.from([0xff]), SHORT, encodeCodec12Command('getinfo')]);

function feed(decoder: TeltonikaFrameDecoder, stream: Buffer, cuts: number[]): TeltonikaFrame[] {
  const frames: TeltonikaFrame[] = [];
  let start = 0;
  for (const cut of [...cuts, stream.length]) {
    frames.push(...decoder.push(stream.subarray(start, cut)));
    start = cut;
  }
  return frames;
}

function summary(frames: TeltonikaFrame[]): string[] {
  return frames.map((frame) => (frame.kind === 'ping' ? 'ping' : `${frame.kind}:${frame.bytes.toString('hex')}`));
}

describe(TeltonikaFrameDecoder.name, () => {
  const expected = [
    `imei:${IMEI.toString('hex')}`,
    `data:${LONG.toString('hex')}`,
    'ping',
    `data:${SHORT.toString('hex')}`,
    `data:${encodeCodec12Command('getinfo').toString('hex')}`,
  ];

  it('splits several frames that arrive in one chunk', () => {
    const frames = createTeltonikaFrameDecoder({ maxFrameBytes: 4096 }).push(STREAM);
    expect(summary(frames)).toEqual(expected);
    expect(frames[0]).toMatchObject({ kind: 'imei', imei: '356307042441013' });
  });

  it('buffers partial chunks, one byte at a time', () => {
    const decoder = createTeltonikaFrameDecoder({ maxFrameBytes: 4096 });
    const cuts = Array.from({ length: STREAM.length - 1 }, (_, i) => i + 1);
    expect(summary(feed(decoder, STREAM, cuts))).toEqual(expected);
    expect(decoder.bufferedBytes).toBe(0);
  });

  it('gives the same frames for cuts inside headers, lengths and CRCs', () => {
    for (const cuts of [
      [1],
      [3, 9],
      [IMEI.length + 5],
      [IMEI.length + LONG.length - 2, IMEI.length + LONG.length + 1],
    ]) {
      expect(summary(feed(createTeltonikaFrameDecoder({ maxFrameBytes: 4096 }), STREAM, cuts))).toEqual(expected);
    }
  });

  it('holds an incomplete frame until the rest arrives', () => {
    const decoder = createTeltonikaFrameDecoder({ maxFrameBytes: 4096 });
    expect(decoder.push(LONG.subarray(0, 100))).toEqual([]);
    expect(decoder.bufferedBytes).toBe(100);
    expect(summary(decoder.push(LONG.subarray(100)))).toEqual([`data:${LONG.toString('hex')}`]);
  });

  it('fails as soon as a header announces a frame above the limit, without waiting for its bytes', () => {
    const decoder = createTeltonikaFrameDecoder({ maxFrameBytes: 512 });
    expect(() => decoder.push(LONG.subarray(0, 8))).toThrow(ProtocolError);
    expect(() => decoder.push(SHORT)).toThrow(/limit 512/); // the connection is done: it stays failed
  });

  it('applies the limit to the IMEI handshake too', () => {
    expect(() => createTeltonikaFrameDecoder({ maxFrameBytes: 16 }).push(IMEI.subarray(0, 2))).toThrow(
      expect.objectContaining({ code: 'FRAME_TOO_LARGE' }),
    );
  });

  it('refuses a 4 GiB length, a broken preamble and an oversized IMEI length', () => {
    const huge = Buffer.from('00000000ffffffff', 'hex');
    expect(() => createTeltonikaFrameDecoder({ maxFrameBytes: 4096 }).push(huge)).toThrow(
      expect.objectContaining({ code: 'FRAME_TOO_LARGE' }),
    );
    expect(() =>
      createTeltonikaFrameDecoder({ maxFrameBytes: 4096 }).push(Buffer.from('0000000100000010', 'hex')),
    ).toThrow(expect.objectContaining({ code: 'BAD_PREAMBLE' }));
    expect(() => createTeltonikaFrameDecoder({ maxFrameBytes: 4096 }).push(Buffer.from('0400', 'hex'))).toThrow(
      expect.objectContaining({ code: 'BAD_IMEI' }),
    );
  });
});
