import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { GeofenceZone } from '../geofences/geofence-zone';
import { fixAt, place, settingsOf, square, T0 } from '../geofences/test-builders';
import { eventLine, geofenceLines, parseFixLine, readZone, utcMs } from './geofence-lines';

// The command's face is proved once through npm, as a developer runs it (each run costs a second of CPU); its
// formats are tested in-process. The yard's square is 200 m across; drives go east along its middle at 10 m/s.

const REPO = join(__dirname, '../../../..');

const zoneFile = (options: Record<string, unknown> = {}) => JSON.stringify({ ...settingsOf(square(100)), ...options });

function zoneOf(text: string): GeofenceZone {
  const read = readZone(text);
  if (!('zone' in read)) throw new Error(read.message);
  return read.zone;
}

const line = (timestamp: string | number, east: number) => {
  const { latitude, longitude } = place([east, 0]);
  return JSON.stringify({ timestamp, latitude, longitude });
};

describe('npm run alarms -- geofence', () => {
  it('prints the events of the fixes on standard input and the lines that are not fixes on standard error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'alarms-cli-'));
    try {
      const zonePath = join(dir, 'zone.json');
      writeFileSync(zonePath, zoneFile({ name: 'Yard', place: 'Göteborg' }));
      const input = [line('2026-11-24T06:01:00Z', 300), '', '{"timestamp":', line('2026-11-24T06:00:00', -300)];
      const run = spawnSync('npm', ['run', '--silent', 'alarms', '--', 'geofence', '--zone', zonePath], {
        cwd: REPO,
        input: `${input.join('\n')}\n`,
        encoding: 'utf8',
      });
      expect(run.stderr.replace(/npm warn Unknown user config.*\n/g, '')).toBe('line 3: not JSON\n');
      expect(run.status).toBe(0);
      expect(run.stdout).toBe(
        '{"event":"ENTRY","time":"2026-11-24T06:00:22.500Z"}\n{"event":"EXIT","time":"2026-11-24T06:00:42.500Z"}\n',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe(geofenceLines.name, () => {
  const zone = zoneOf(zoneFile());

  it('reads ISO times with or without Z and epoch milliseconds, in any order, repeated', () => {
    const lines = [
      line(T0 + 60_000, 300),
      line('2026-11-24T06:00:00', -300),
      line('2026-11-24T06:00:00Z', -300),
      line('2026-11-24T07:01:00+01:00', 300),
    ];
    expect(geofenceLines(zone, lines)).toEqual({
      events: [
        '{"event":"ENTRY","time":"2026-11-24T06:00:22.500Z"}',
        '{"event":"EXIT","time":"2026-11-24T06:00:42.500Z"}',
      ],
      errors: [],
    });
  });

  it('skips blank lines silently and reports every other line that is not a fix by its number', () => {
    const lines = [
      line('2026-11-24T06:00:00Z', -300),
      '   ',
      'not a fix',
      '{"timestamp":"2026-11-24T06:00:10Z","latitude":57.7}',
      '{"timestamp":"24 Nov 2026 06:00:20","latitude":57.7,"longitude":11.97}',
      '{"timestamp":"2026-11-24T06:00:30Z","latitude":91,"longitude":11.97}',
      '[1,2,3]',
      line('2026-11-24T06:01:00Z', 300),
    ];
    const { events, errors } = geofenceLines(zone, lines);
    expect(events).toHaveLength(2);
    expect(errors).toEqual([
      'line 3: not JSON',
      'line 4: longitude: Required',
      'line 5: timestamp: not an ISO 8601 time YYYY-MM-DDTHH:mm[:ss[.sss]][Z|±hh:mm]',
      'line 6: latitude: Number must be less than or equal to 90',
      'line 7: fix: Expected object, received array',
    ]);
  });

  it('prints only the events the alarm is active on', () => {
    const lines = [line('2026-11-24T06:00:00Z', -300), line('2026-11-24T06:01:00Z', 300)];
    expect(geofenceLines(zoneOf(zoneFile({ activeOnEnter: false })), lines).events).toEqual([
      '{"event":"EXIT","time":"2026-11-24T06:00:42.500Z"}',
    ]);
  });
});

describe(utcMs.name, () => {
  it('takes an ISO time without an offset as UTC and honours an explicit one', () => {
    expect(utcMs('2026-11-24T06:00:00')).toBe(T0);
    expect(utcMs('2026-11-24T06:00')).toBe(T0);
    expect(utcMs('2026-11-24T06:00:00.25Z')).toBe(T0 + 250);
    expect(utcMs('2026-11-24T06:00:00.1239z')).toBe(T0 + 123);
    expect(utcMs('2026-11-24T07:30:00+01:30')).toBe(T0);
    expect(utcMs('2026-11-24T01:00:00-0500')).toBe(T0);
  });

  it('refuses what is not an ISO time, or not a day of the calendar', () => {
    for (const text of ['24 Nov 2026', '2026-11-24', '2026-02-30T06:00:00Z', '2026-11-24T24:00:00Z', '1795500000000']) {
      expect(utcMs(text)).toBeNull();
    }
  });
});

describe(parseFixLine.name, () => {
  it('reads epoch milliseconds as they are', () => {
    expect(parseFixLine('{"timestamp":1795500000123,"latitude":57.7,"longitude":11.97,"speed":40}')).toEqual({
      fix: { timestampMs: 1795500000123, latitude: 57.7, longitude: 11.97 },
    });
  });
});

describe(readZone.name, () => {
  it('reads the API names, ignores the rest and takes distortion 50 by default', () => {
    const read = readZone(zoneFile({ name: 'Yard', centerCoords: place([0, 0]) }));
    expect('zone' in read && read.zone.marginM).toBe(25);
    const closed = readZone(JSON.stringify(settingsOf([...square(100), square(100)[0]], { distortion: 0 })));
    expect('zone' in closed && closed.zone.marginM).toBe(0);
  });

  it("refuses a zone of fewer than 3 distinct points with the spec's message, exit 1", () => {
    const [a, b] = square(100);
    for (const text of [
      JSON.stringify(settingsOf([a, b, a])),
      JSON.stringify({ zoneCoords: [place(a), place(b)] }),
      JSON.stringify({ zoneCoords: [place(a), place(b), { latitude: '57.7', longitude: 11.97 }] }),
      '{}',
    ]) {
      expect(readZone(text)).toEqual({ exitCode: 1, message: 'need to select at least 3 points on the map' });
    }
  });

  it('refuses crossing edges and a distortion outside 0-100, exit 1', () => {
    const bowTie = settingsOf([
      [-100, -100],
      [100, 100],
      [100, -100],
      [-100, 100],
    ]);
    expect(readZone(JSON.stringify(bowTie))).toEqual({ exitCode: 1, message: "the zone's edges cross each other" });
    for (const distortion of [-5, 101, '50']) {
      expect(readZone(zoneFile({ distortion }))).toEqual({
        exitCode: 1,
        message: 'distortion must be between 0 and 100',
      });
    }
  });

  it('calls a file that is not a zone unusable, exit 2', () => {
    expect(readZone('{"zoneCoords":')).toEqual({ exitCode: 2, message: 'the zone file is not JSON' });
    expect(readZone('[]')).toEqual({ exitCode: 2, message: 'the zone file is not a JSON object' });
    const withoutFlags = JSON.stringify({ zoneCoords: square(100).map(place) });
    expect(readZone(withoutFlags)).toEqual({
      exitCode: 2,
      message: 'the zone file needs activeOnEnter and activeOnExit (activeOnEnter: Required; activeOnExit: Required)',
    });
  });
});

describe(eventLine.name, () => {
  it('prints the event and its UTC time to the millisecond', () => {
    const at = fixAt(0, 0, 22.5);
    expect(eventLine({ event: 'ENTRY', timestampMs: at.timestampMs, latitude: at.latitude, longitude: 0 })).toBe(
      '{"event":"ENTRY","time":"2026-11-24T06:00:22.500Z"}',
    );
    expect(eventLine({ event: 'EXIT', timestampMs: Date.UTC(2026, 0, 1), latitude: 0, longitude: 0 })).toBe(
      '{"event":"EXIT","time":"2026-01-01T00:00:00.000Z"}',
    );
  });
});
