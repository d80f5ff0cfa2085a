import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

import { pdfPageLines } from '../render/pdf/testing/pdf-text';
import { csvRecords } from '../render/journal/testing/csv-rows';
import { journalLine, SCANIA } from '../render/journal/testing/journal-builders';

// Runs the real command, as the outside check does: npm run --silent reports -- journal ..., trips on standard input.
const REPO = join(__dirname, '../../../..');

function reports(args: string[], input = '') {
  const run = spawnSync('npm', ['run', '--silent', 'reports', '--', ...args], {
    cwd: REPO,
    input,
    maxBuffer: 64 * 2 ** 20,
  });
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr.toString('utf8').replace(/npm warn Unknown user config.*\n/g, ''),
  };
}

const lines = (...entries: unknown[]) =>
  entries.map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry))).join('\n');

const MONTH = lines(
  journalLine({
    journalId: 1,
    start: '2026-11-03T07:00:00Z',
    odometerStartM: 10_000_000,
    distanceM: 12_500,
    congestionTaxSek: 45,
    congestionTaxSekOverride: 30,
  }),
  'this is no trip',
  '',
  { journal_id: 2, trip: { timestamp_start_ms: 1 } },
  journalLine({
    journalId: 3,
    start: '2026-11-03T09:00:00Z',
    odometerStartM: 10_012_500,
    distanceM: 8_000,
    purpose: 'PRIVATE',
    description: 'Tandläkaren',
  }),
  journalLine({
    journalId: 4,
    start: '2026-11-04T09:00:00Z',
    odometerStartM: 10_020_500,
    distanceM: 5_005,
    purpose: 'PRIVATE',
    privateHidden: true,
  }),
  journalLine({
    journalId: 5,
    start: '2026-11-05T09:00:00Z',
    odometerStartM: 10_030_000,
    distanceM: 1_000,
    overrideStop: 'Rättad väg 3, Kiruna',
    infraTaxSek: 22,
  }),
  journalLine({ journalId: 6, vehicle: SCANIA, start: '2026-12-01T09:00:00Z', driver: null }),
  journalLine({ journalId: 7, vehicle: null, start: '2026-11-06T09:00:00Z' }),
);

describe('npm run reports -- journal', () => {
  it('writes the CSV alone on standard output, reports the lines skipped on standard error, and exits 0', () => {
    const run = reports(['journal', '--format', 'csv', '--delimiter', ';'], MONTH);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe(
      'line 2: not JSON, skipped\nline 4: not a trip: trip.timestamp_stop_ms: expected number, skipped\n',
    );
    expect([...run.stdout.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvRecords(run.stdout.toString('utf8').slice(1), ';');
    const column = (name: string) => rows.map((row) => row[header.indexOf(name)]);
    expect(rows).toHaveLength(6);
    expect(column('Fordon')).toEqual(['ABC123', 'ABC123', 'ABC123', 'ABC123', 'XYZ789', 'Okänt fordon']);
    expect(column('Månad')).toEqual(['2026-11', '2026-11', '2026-11', '2026-11', '2026-12', '2026-11']);
    expect(column('Sträcka (km)')).toEqual(['12,50', '8,00', '5,01', '1,00', '23,45', '23,45']);
    expect(column('Mätarställning start (km)')).toEqual(['10000', '', '', '10030', '12000', '12000']);
    expect(column('Mätarställning stopp (km)')).toEqual(['10013', '', '', '10031', '12023', '12023']); // 10,012,500 m
    expect(column('Ärende')).toEqual([
      'Kundbesök hos Öresundskraft',
      '',
      '',
      'Kundbesök hos Öresundskraft',
      'Kundbesök hos Öresundskraft',
      'Kundbesök hos Öresundskraft',
    ]);
    expect(column('Stoppadress')[3]).toBe('Rättad väg 3, Kiruna');
    expect(column('Trängselskatt (kr)')[0]).toBe('30');
    expect(column('Förare')[4]).toBe('');
    expect(column('Mätarglapp före resan (km)')).toEqual(['', '', '', '4', '', '']); // stop 10,025,505 m prints 10,026; the next start 10,030
  });

  it('prints private details with --show-private, except a hidden trip, in the zone given', () => {
    const run = reports(['journal', '--format=csv', '--show-private', '--time-zone', 'UTC', '--lang', 'en'], MONTH);
    expect(run.status).toBe(0);
    const [header, ...rows] = csvRecords(run.stdout.toString('utf8').slice(1), ',');
    const column = (name: string) => rows.map((row) => row[header.indexOf(name)]);
    expect(column('Errand').slice(0, 3)).toEqual(['Kundbesök hos Öresundskraft', 'Tandläkaren', '']);
    expect(column('Start time').slice(0, 3)).toEqual(['07:00', '09:00', '']);
    expect(column('Distance (km)')[2]).toBe('5.01');
  });

  it('writes a PDF with one section per vehicle and month and their totals', () => {
    const run = reports(['journal', '--format', 'pdf'], MONTH);
    expect(run.status).toBe(0);
    expect(run.stdout.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pdfPageLines(run.stdout);
    expect(pages.map((page) => page.find((line) => line.includes(' · ')))).toEqual([
      'ABC123 (Volvo V60) · november 2026',
      'XYZ789 (Scania R450) · december 2026',
      'Okänt fordon · november 2026',
    ]);
    expect(pages[0]).toContain('4 | 13,50 km | 13,01 km | 26,51 km');
    expect(pages[0]).toContain('30 kr | 22 kr | 10\u00a0000 km | 10\u00a0031 km');
    expect(pages[0].join('\n')).not.toContain('Tandläkaren');
  });

  it('answers --help on standard output and a bad flag with the usage on standard error, status 2', () => {
    const help = reports(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout.toString()).toContain('usage: reports journal');
    for (const args of [
      ['journal', '--format', 'docx'],
      ['journal', '--bogus'],
      ['journal', '--lang', 'de'],
      ['journal', '--time-zone', 'Mars/Olympus'],
    ]) {
      const run = reports(args, MONTH);
      expect(run.status).toBe(2);
      expect(run.stdout.length).toBe(0);
      expect(run.stderr).toContain('usage: reports journal');
    }
  });
});
