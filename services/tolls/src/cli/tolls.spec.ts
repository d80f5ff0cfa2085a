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

  it('prints its usage with --help and refuses track, which is not implemented yet', () => {
    const usage = tolls(['--help']);
    expect(usage.status).toBe(0);
    expect(usage.stdout).toMatch(/tolls passages < document\.json/);
    expect(usage.stdout).toMatch(/track\s+not implemented yet/);
    const track = tolls(['track']);
    expect(track.status).toBe(2);
    expect(track.stderr).toMatch(/^tolls track is not implemented yet/);
    expect(track.stdout).toBe('');
  });
});
