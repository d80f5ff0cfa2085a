import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Runs the real command, as an operator would: npm run --silent decode, stdin in, JSON lines out.
const REPO = join(__dirname, '../../../..');
const VECTORS = JSON.parse(
  readFileSync(join(__dirname, '../protocols/teltonika/fixtures/teltonika-vectors.json'), 'utf8'),
) as { name: string; hex: string; expected: Record<string, unknown> & { records?: unknown[] } }[];

function decode(args: string[], input: string): Record<string, unknown>[] {
  const run = spawnSync('npm', ['run', '--silent', 'decode', '--', ...args], { cwd: REPO, input, encoding: 'utf8' });
  expect(run.status).toBe(0);
  expect(run.stderr.replace(/npm warn Unknown user config.*\n/g, '')).toBe('');
  return run.stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('npm run decode', () => {
  it('decodes every published vector to its expected values, one JSON line per input line', () => {
    const lines = VECTORS.map((vector) => vector.hex);
    const output = decode(['--protocol', 'teltonika'], `${lines.join('\n')}\n\n`);
    expect(output).toHaveLength(VECTORS.length); // the blank line is skipped
    VECTORS.forEach((vector, index) => {
      const { crc16, ...expected } = vector.expected;
      expect(output[index]).toMatchObject({ ok: true, imei: null, ...expected, crc16 });
      if (vector.expected.records) expect(output[index].records).toEqual(vector.expected.records);
    });
  });

  it('refuses a bad CRC, a truncated frame and non-hex input with ok:false', () => {
    const good = VECTORS[0].hex;
    const badCrc = `${good.slice(0, -4)}0000`;
    const output = decode(
      ['--protocol', 'teltonika', '--transport', 'tcp'],
      [badCrc, good.slice(0, 40), 'xyz'].join('\n'),
    );
    expect(output).toEqual([
      { ok: false, error: expect.stringMatching(/^BAD_CRC/) },
      { ok: false, error: expect.stringMatching(/^BAD_LENGTH/) },
      { ok: false, error: expect.stringMatching(/^MALFORMED/) },
    ]);
  });

  it('decodes a UDP datagram with its IMEI and the echoing acknowledgement', () => {
    const [line] = decode(
      ['--protocol', 'teltonika', '--transport', 'udp'],
      '0049cafe0122000f33353734353430373237313339373508010000015d3766f6a800003eef961ec6215e0063006d09003100070401000200f001c8000242381c18003201c7000000e10001\n',
    );
    expect(line).toMatchObject({ ok: true, codec: 8, imei: '357454072713975', ack: '0005cafe012201' });
    expect(line.records).toEqual([
      {
        timestamp: '2017-07-12T15:24:41Z',
        latitude: 51.630115,
        longitude: 0.4124566,
        altitudeM: 99,
        angleDeg: 109,
        satellites: 9,
        speedKmh: 49,
        priority: 0,
        eventIoId: 0,
        io: { '1': 0, '2': 0, '24': 50, '66': 14364, '199': 225, '200': 0, '240': 1 },
      },
    ]);
  });

  it('decodes Queclink text with the SACK it owes', () => {
    const output = decode(
      ['--protocol', 'queclink'],
      '+RESP:GTFRI,DE0114,865284042140479,,0,0,1,1,0.0,0,28.0,-118.268093,33.975430,20200901105954,0311,0480,3500,00D07F02,18,0,,93,0,,,20200901110000,0355$\n+ACK:GTHBD,1A0102,135790246811220,,20100214093254,11F0$\nnonsense\n',
    );
    expect(output[0]).toMatchObject({ ok: true, codec: 'GTFRI', imei: '865284042140479', ack: '+SACK:0355$' });
    expect(output[0].records).toMatchObject([
      { timestamp: '2020-09-01T10:59:54Z', latitude: 33.97543, longitude: -118.268093 },
    ]);
    expect(output[1]).toMatchObject({ ok: true, codec: 'GTHBD', records: [], ack: '+SACK:GTHBD,1A0102,11F0$' });
    expect(output[2]).toMatchObject({ ok: false });
  });
});
