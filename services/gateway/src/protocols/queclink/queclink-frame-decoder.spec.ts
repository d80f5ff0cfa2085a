import { createQueclinkFrameDecoder, QueclinkFrameDecoder } from './queclink-frame-decoder';

const A =
  '+RESP:GTFRI,440104,862061048023666,,0,0,1,1,0.0,0,28.0,18.068600,59.329300,20261122070000,0240,0001,0000,00000000,20,0,3950,77,0,1,,20261122080005,1A2B$';
const B = '+ACK:GTHBD,440104,862061048023666,,20261122080005,0005$';

describe(QueclinkFrameDecoder.name, () => {
  it('splits messages on $, whatever the chunking, dropping line breaks between them', () => {
    const stream = Buffer.from(`${A}\r\n${B}${A}`, 'latin1');
    for (const size of [1, 2, 7, 64, stream.length]) {
      const decoder = createQueclinkFrameDecoder({ maxFrameBytes: 1024 });
      const messages: string[] = [];
      for (let i = 0; i < stream.length; i += size) messages.push(...decoder.push(stream.subarray(i, i + size)));
      expect(messages).toEqual([A, B, A]);
      expect(decoder.bufferedBytes).toBe(0);
    }
  });

  it('fails when a message runs past the limit without its end', () => {
    const decoder = createQueclinkFrameDecoder({ maxFrameBytes: 64 });
    expect(decoder.push(Buffer.from(A.slice(0, 60)))).toEqual([]);
    expect(() => decoder.push(Buffer.from(A.slice(60, 80)))).toThrow(
      expect.objectContaining({ code: 'FRAME_TOO_LARGE' }),
    );
    expect(() => decoder.push(Buffer.from(B))).toThrow(expect.objectContaining({ code: 'FRAME_TOO_LARGE' }));
  });
});
