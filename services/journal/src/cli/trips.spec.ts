import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

import { offset, PLACES, TrackerRecording } from '../../test/support/position-sequences';
import { parseArguments, parseRecordLine } from './trip-lines';

// Runs the real command, as a developer would: npm run --silent trips, JSON lines in, JSON lines out.
const REPO = join(__dirname, '../../../..');

function trips(input: string, args: string[] = []) {
  const run = spawnSync('npm', ['run', '--silent', 'trips', '--', ...args], { cwd: REPO, input, encoding: 'utf8' });
  return {
    status: run.status,
    stderr: run.stderr.replace(/npm warn Unknown user config.*\n/g, ''),
    lines: run.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** The recording as the command's input: ISO times, the documented keys only. */
function asInput(recording: TrackerRecording): string[] {
  return recording.fixes.map((fix) =>
    JSON.stringify({
      imei: fix.imei,
      timestamp: new Date(fix.timestampMs).toISOString(),
      latitude: fix.latitude,
      longitude: fix.longitude,
      speedKmh: fix.speedKmh,
      satellites: fix.satellites,
      ...(fix.ignition === undefined ? {} : { ignition: fix.ignition }),
    }),
  );
}

describe('npm run trips', () => {
  it('prints the trips of a shuffled, repeated input with a bad line reported on standard error', () => {
    const car = new TrackerRecording('356307042441013', '2026-11-09T05:00:00Z', PLACES.kungsholmen);
    car.park(3600, { driftM: 10 }).drive([PLACES.solna], 50).park(3600, { driftM: 10 });
    car.drive([offset(PLACES.solna, 100, 0)], 20, { everyS: 5 }).park(1800);
    const lines = asInput(car);
    const input = [...lines.slice(40), 'not a record', ...lines.slice(0, 60)].reverse();
    const run = trips(`${input.join('\n')}\n`);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe(`line ${input.indexOf('not a record') + 1}: not JSON\n`);
    expect(run.lines).toHaveLength(1);
    expect(Object.keys(run.lines[0])).toEqual([
      'imei',
      'start',
      'stop',
      'distanceM',
      'startLatitude',
      'startLongitude',
      'stopLatitude',
      'stopLongitude',
    ]);
    const [trip] = run.lines;
    expect(trip.imei).toBe(car.imei);
    expect(Number.isInteger(trip.distanceM)).toBe(true);
    expect(Math.abs((trip.distanceM as number) - car.drivenM + 100)).toBeLessThan(car.drivenM * 0.02);
    expect(trip.start).toMatch(/^2026-11-09T06:00:\d\d\.000Z$/);
  });

  it('takes its parameters as flags and prints them with --help', () => {
    const car = new TrackerRecording('356307042441021', '2026-11-09T05:00:00Z', PLACES.gothenburg);
    car
      .park(600)
      .drive([offset(PLACES.gothenburg, 350, 90)], 20, { everyS: 5 })
      .park(600);
    const input = `${asInput(car).join('\n')}\n`;
    expect(trips(input).lines).toHaveLength(1);
    expect(trips(input, ['--min-distance-m', '500']).lines).toHaveLength(0);
    const usage = spawnSync('npm', ['run', '--silent', 'trips', '--', '--help'], { cwd: REPO, encoding: 'utf8' });
    expect(usage.status).toBe(0);
    expect(usage.stdout).toMatch(/--stop-gap-s\s+300/);
    expect(usage.stdout).toMatch(/--min-distance-m\s+200/);
    expect(trips('', ['--stop-gap-s', 'soon']).status).toBe(2);
  });
});

describe('trip lines', () => {
  it('reads ISO and epoch times, numeric IMEIs and 0/1 ignition, and says what is wrong with a bad record', () => {
    const base = { imei: 356307042441013, latitude: 59.3, longitude: 18.0, speedKmh: 12, satellites: 7 };
    expect(parseRecordLine(JSON.stringify({ ...base, timestamp: '2026-11-09T05:00:00+01:00', ignition: 1 }))).toEqual({
      fix: expect.objectContaining({ imei: '356307042441013', timestampMs: Date.UTC(2026, 10, 9, 4), ignition: true }),
    });
    expect(parseRecordLine(JSON.stringify({ ...base, timestamp: 1794200400 }))).toEqual({
      fix: expect.objectContaining({ timestampMs: 1794200400000, ignition: undefined }),
    });
    expect(parseRecordLine(JSON.stringify({ ...base, timestamp: 1794200400123 }))).toEqual({
      fix: expect.objectContaining({ timestampMs: 1794200400123 }),
    });
    expect(parseRecordLine(JSON.stringify({ ...base, timestamp: 'yesterday', latitude: 'north' }))).toEqual({
      error: 'timestamp: not an ISO 8601 time; latitude: Expected number, received string',
    });
  });

  it('refuses unknown flags and negative values', () => {
    expect(() => parseArguments(['--stop-gap'])).toThrow('unknown argument --stop-gap');
    expect(() => parseArguments(['--stop-gap-s=-1'])).toThrow('--stop-gap-s needs a number ≥ 0');
    expect(parseArguments(['--stop-gap-s=600'])).toEqual({ params: expect.objectContaining({ stopGapS: 600 }) });
  });
});
