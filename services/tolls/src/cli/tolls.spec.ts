import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// Runs the real command, as a developer would: npm run --silent tolls -- passages, one JSON document in.
const REPO = join(__dirname, '../../../..');

function tolls(args: string[], input = '') {
  const run = spawnSync('npm', ['run', '--silent', 'tolls', '--', ...args], { cwd: REPO, input, encoding: 'utf8' });
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr.replace(/npm warn Unknown user config.*\n/g, ''),
  };
}

type Car = { class: 'car' | 'heavy'; exempt: boolean };
type PassageInput = { city: string; station: string; cpNumber?: string; time: string };

function passages(vehicle: Car, list: PassageInput[]) {
  const run = tolls(['passages'], JSON.stringify({ vehicle, passages: list }));
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout.split('\n')).toHaveLength(2); // one line and its newline
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

const CAR: Car = { class: 'car', exempt: false };
const at = (city: string, station: string, time: string, cpNumber?: string): PassageInput => ({
  city,
  station,
  time,
  ...(cpNumber ? { cpNumber } : {}),
});

describe('npm run tolls -- passages', () => {
  it('caps a Stockholm rush-hour day and keeps the next day apart, in time order', () => {
    const output = passages(CAR, [
      at('stockholm', 'Solnabron', '2026-11-24T16:05:10'),
      at('stockholm', 'Danvikstull', '2026-11-24T07:00:59'),
      at('stockholm', 'Tpl Fredhäll/Drottningsholmsvägen', '2026-11-24T07:40:00', '346'),
      at('stockholm', 'Tpl Kristineberg', '2026-11-24T07:44:00'),
      at('stockholm', 'Liljeholmsbron', '2026-11-24T08:35:00'),
      at('stockholm', 'Skanstullsbron', '2026-11-24T16:40:00'),
      at('stockholm', 'Danvikstull', '2026-11-25T06:10:00'),
    ]);
    // 45 + Essingeleden pair 40 (Kristineberg 0) + 30 = 115; 16:05 bears the last 20 of 135; 16:40 none; then 15.
    expect(output).toEqual({
      congestionTaxSek: 150,
      infraTaxSek: 0,
      passages: [
        { station: 'Danvikstull', time: '2026-11-24T07:00:59', amountSek: 45 },
        { station: 'Tpl Fredhäll/Drottningsholmsvägen', time: '2026-11-24T07:40:00', amountSek: 40 },
        { station: 'Tpl Kristineberg', time: '2026-11-24T07:44:00', amountSek: 0 },
        { station: 'Liljeholmsbron', time: '2026-11-24T08:35:00', amountSek: 30 },
        { station: 'Solnabron', time: '2026-11-24T16:05:10', amountSek: 20 },
        { station: 'Skanstullsbron', time: '2026-11-24T16:40:00', amountSek: 0 },
        { station: 'Danvikstull', time: '2026-11-25T06:10:00', amountSek: 15 },
      ],
    });
  });

  it('charges a Göteborg hour of three passages once, and the Backa ramps by their control points', () => {
    const output = passages(CAR, [
      at('goteborg', 'Ringömotet', '2026-11-24T06:20:00'),
      at('goteborg', 'Gibraltargatan', '2026-11-24T06:50:00'),
      at('goteborg', 'Ringömotet', '2026-11-24T07:15:00'),
      at('goteborg', 'Backadalen', '2026-11-24T09:00:00'),
      at('goteborg', 'Backadalen', '2026-11-24T15:10:00'),
      at('goteborg', 'Deltavägen', '2026-11-24T15:30:00'),
    ]);
    // 06:20–07:20: 22 on 07:15. 09:00 ramp alone: free. 15:10 ramp with Deltavägen 20 minutes later: 16; control 0.
    expect(output.congestionTaxSek).toBe(38);
    expect((output.passages as { amountSek: number }[]).map((passage) => passage.amountSek)).toEqual([
      0, 0, 22, 0, 16, 0,
    ]);
  });

  it('charges nothing on a holiday and Sundsvall by the heavy class', () => {
    const output = passages({ class: 'heavy', exempt: false }, [
      at('stockholm', 'Danvikstull', '2026-12-25T07:30:00'),
      at('goteborg', 'Ringömotet', '2026-12-25T07:30:00'),
      at(
        'sundsvall',
        'Sundsvallsbron (Bro över Sundsvallsfjärden) – infrastructure charge point',
        '2026-12-25T08:00:00',
      ),
      at(
        'sundsvall',
        'Sundsvallsbron (Bro över Sundsvallsfjärden) – infrastructure charge point',
        '2026-12-25T18:00:00',
      ),
    ]);
    expect(output).toMatchObject({ congestionTaxSek: 0, infraTaxSek: 40 });
  });

  it('answers ok:false for an unknown station, a wrong cpNumber and malformed input', () => {
    const unknown = passages(CAR, [at('stockholm', 'Slussen', '2026-11-24T07:30:00')]);
    expect(unknown).toEqual({ ok: false, error: 'passages.0: unknown station "Slussen" in stockholm' });
    const wrongNumber = passages(CAR, [at('stockholm', 'Danvikstull', '2026-11-24T07:30:00', '999')]);
    expect(wrongNumber).toEqual({ ok: false, error: expect.stringContaining('has no control point 999') });
    const ambiguous = passages(CAR, [at('stockholm', 'Tpl Fredhäll/Drottningsholmsvägen', '2026-11-24T07:30:00')]);
    expect(ambiguous).toEqual({ ok: false, error: expect.stringContaining('give its cpNumber') });
    const badTime = passages(CAR, [at('stockholm', 'Danvikstull', '2026-11-24T07:30:00Z')]);
    expect(badTime).toEqual({ ok: false, error: expect.stringMatching(/^passages\.0\.time: not a local time/) });
    const notJson = tolls(['passages'], '{"vehicle":');
    expect([notJson.status, JSON.parse(notJson.stdout)]).toEqual([
      0,
      { ok: false, error: 'the input is not one JSON document' },
    ]);
  });

  it('prints its usage with --help and refuses a bad command line with exit code 2', () => {
    const usage = tolls(['--help']);
    expect(usage.status).toBe(0);
    expect(usage.stdout).toMatch(/tolls passages < document\.json/);
    expect(usage.stdout).toMatch(/tolls track \[--class car\|heavy\] \[--exempt\] < points\.jsonl/);
    for (const args of [['track', '--class', 'bus'], ['track', '--fast'], ['passages', 'extra'], ['nothing']]) {
      const bad = tolls(args);
      expect([bad.status, bad.stdout]).toEqual([2, '']);
      expect(bad.stderr).toMatch(/usage: tolls passages/);
    }
  });
});

describe('npm run tolls -- track', () => {
  // Skanstullsbron (291): a sparse drive north over the bridge, 07:40 local on a weekday in high season, then back
  // at 16:09 after a day parked 300 m away. Points 1.1 km apart, the gantries between them. Times as ISO with Z, ISO without offset (UTC) and
  // epoch milliseconds.
  const lines = [
    '{"timestamp":"2026-11-24T06:39:00Z","latitude":59.2990,"longitude":18.0790}',
    'not a point',
    '{"timestamp":"2026-11-24T06:41:00","latitude":59.3090,"longitude":18.0770}',
    `{"timestamp":${Date.parse('2026-11-24T15:09:00Z')},"latitude":59.3090,"longitude":18.0770}`,
    '{"timestamp":"2026-11-24T15:11:00Z","latitude":59.2990,"longitude":18.0790}',
  ];

  it('detects the passages of the path between its points and prints their amounts in the shape of passages', () => {
    const run = tolls(['track'], `${lines.join('\n')}\n`);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('line 2: not JSON\n');
    const output = JSON.parse(run.stdout) as {
      congestionTaxSek: number;
      passages: { station: string; time: string }[];
    };
    expect(output.passages.map((passage) => [passage.station, passage.time.slice(0, 15)])).toEqual([
      ['Skanstullsbron', '2026-11-24T07:4'],
      ['Skanstullsbron', '2026-11-24T16:0'],
    ]);
    expect(output).toMatchObject({ congestionTaxSek: 90, infraTaxSek: 0 });
    expect(output.passages.map((passage) => (passage as unknown as { amountSek: number }).amountSek)).toEqual([45, 45]);
  });

  it('charges nothing for an exempt vehicle and prints an empty result for no points', () => {
    const exempt = JSON.parse(tolls(['track', '--exempt'], lines.join('\n')).stdout) as { congestionTaxSek: number };
    expect(exempt.congestionTaxSek).toBe(0);
    expect(JSON.parse(tolls(['track'], '').stdout)).toEqual({ congestionTaxSek: 0, infraTaxSek: 0, passages: [] });
  });
});
