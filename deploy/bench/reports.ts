// npm run bench:reports — the reports service's journal renderer (issue 19's figures): the journal PDF of one
// vehicle's month of 1,000 and of 10,000 trips with realistic fields (addresses, errands, drivers, tolls, private
// trips), rendered in this process (median of BENCH_RUNS after a warm-up), and a streaming run of a year of fifty
// vehicles (120,000 trips) through `npm run reports -- journal --format pdf` as a separate process fed JSON lines
// on standard input, its peak resident memory measured by /usr/bin/time. Writes the keys command, machine,
// journalPdf, peakRssMiB and streaming of deploy/bench/results/reports.json, keeping the file's other keys.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Writable } from 'node:stream';

import { groupJournalSections, reportTripFromJson, writeJournalPdf } from '../../services/reports/src/render/journal';

// Not @fleetlog/testing's REPO_ROOT nor ingest-support's machine(): their imports (the test platform, a browser
// driver) would be compiled into this process and weigh on the timings.
const REPO_ROOT = resolve(__dirname, '../..');
const machine = () => ({
  cpus: cpus().length,
  model: cpus()[0]?.model ?? 'unknown',
  memory: `${Math.round((totalmem() / 2 ** 30) * 10) / 10} GiB`,
  node: process.version,
});

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const STREAM_VEHICLES = Number(process.env.BENCH_VEHICLES ?? 50);
const STREAM_TRIPS_PER_MONTH = Number(process.env.BENCH_TRIPS_PER_MONTH ?? 200);
const RESULT = resolve(process.env.BENCH_OUT ?? join(REPO_ROOT, 'deploy/bench/results/reports.json'));
const ZONE = 'Europe/Stockholm';

const log = (message: string) => process.stderr.write(`[bench:reports ${new Date().toISOString()}] ${message}\n`);

const STREETS = [
  'Sveavägen 44, 111 34 Stockholm',
  'Kungsgatan 2, 411 19 Göteborg',
  'Drottninggatan 71, 111 36 Stockholm',
  'Götgatan 15, 116 46 Stockholm',
  'Hamngatan 37, 111 53 Stockholm',
  'Storgatan 12, 852 30 Sundsvall',
  'Avenyn 8, 411 36 Göteborg',
  'Södra Förstadsgatan 26, 211 43 Malmö',
  'Industrivägen 4, 171 48 Solna',
  'Råsundavägen 100, 169 57 Solna',
  'Österlånggatan 5, 111 31 Stockholm',
  'Järnvägsgatan 3, 591 30 Motala',
  'Lindholmsallén 10, 417 55 Göteborg',
  'Västra Hamngatan 22, 411 17 Göteborg',
  'Kista Allévägen 6, 164 51 Kista',
  'Bergsgatan 20, 112 23 Stockholm',
];
const ERRANDS = [
  'Kundbesök hos Öresundskraft AB, genomgång av serviceavtal',
  'Leverans av reservdelar till Bygg & Maskin i Solna',
  'Möte med Åsa Lindqvist, Sjöfartsverket',
  'Service av kylaggregat hos ICA Kvantum Kista',
  'Hämtning av material på Ahlsell',
  'Besiktning av fordon, Opus Bilprovning',
  'Offertmöte hos Fastighets AB Förvaltaren',
  'Installation hos kund, Göteborgs Energi',
];
const DRIVERS = ['Åsa Öberg', 'Björn Ängström', 'Karin Lindqvist', 'Erik Johansson', 'Märta Sjöö'];

/** A deterministic pseudo-random source, so each run renders the same documents. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** `count` trips of one vehicle over [fromMs, toMs) as journal JSON lines: chained odometers, a gap now and then. */
export function* vehicleTrips(vehicleId: number, fromMs: number, toMs: number, count: number, firstId: number) {
  const rand = random(vehicleId * 7919 + firstId);
  const stepMs = Math.floor((toMs - fromMs) / count);
  let odometer = 40_000_000 + vehicleId * 1_000_000;
  for (let i = 0; i < count; i += 1) {
    const start = fromMs + i * stepMs + Math.floor(rand() * stepMs * 0.3);
    const distance = Math.floor(800 + rand() * 45_000);
    const purpose = rand() < 0.15 ? 'PRIVATE' : rand() < 0.1 ? 'BUSINESS_SERVICE' : 'BUSINESS';
    const tolls = rand() < 0.25;
    if (rand() < 0.02) odometer += Math.floor(rand() * 20_000);
    yield {
      journal_id: firstId + i,
      user_id: 100 + (vehicleId % DRIVERS.length),
      organizationId: 2,
      status: 'NONE',
      merged: false,
      mergedTripsId: [firstId + i],
      privateHidden: purpose === 'PRIVATE' && rand() < 0.3,
      driver: { id: 100 + (vehicleId % DRIVERS.length), displayName: DRIVERS[(vehicleId + i) % DRIVERS.length] },
      vehicle: {
        vehicleId,
        reg: `ABC${String(vehicleId).padStart(3, '0')}`,
        registry: `ABC${String(vehicleId).padStart(3, '0')}`,
        full_name: 'Volvo V60 D4',
      },
      geocode_start: { format: STREETS[Math.floor(rand() * STREETS.length)] },
      geocode_stop: { format: STREETS[Math.floor(rand() * STREETS.length)] },
      override_start: rand() < 0.03 ? 'Rättad adress: Vasagatan 1, 111 20 Stockholm' : null,
      override_stop: null,
      trip: {
        tripId: firstId + i,
        timestamp_start_ms: start,
        timestamp_stop_ms: start + Math.floor(distance / 12) * 1000,
        odometer_start: odometer,
        odometer_stop: odometer + distance,
        odometer_max: distance,
        purpose,
        description: purpose === 'PRIVATE' ? '' : ERRANDS[Math.floor(rand() * ERRANDS.length)],
        coords: [],
      },
      congestionTaxSek: tolls ? 15 + Math.floor(rand() * 4) * 10 : 0,
      congestionTaxSekOverride: tolls && rand() < 0.1 ? 0 : null,
      infraTaxSek: tolls && rand() < 0.3 ? 22 : 0,
      infraTaxSekOverride: null,
    };
    odometer += distance;
  }
}

class CountingSink extends Writable {
  bytes = 0;
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.bytes += chunk.length;
    done();
  }
}

const NOVEMBER = { fromMs: Date.parse('2026-11-01T00:00:00+01:00'), toMs: Date.parse('2026-12-01T00:00:00+01:00') };

/** One vehicle's November with `count` trips, from JSON lines to the finished PDF, in this process. */
async function monthPdf(count: number) {
  const lines = [...vehicleTrips(1, NOVEMBER.fromMs, NOVEMBER.toMs, count, 1)].map((trip) => JSON.stringify(trip));
  const render = async () => {
    const started = performance.now();
    const trips = lines.map((line) => {
      const parsed = reportTripFromJson(JSON.parse(line));
      if ('error' in parsed) throw new Error(parsed.error);
      return parsed.trip;
    });
    const sections = await groupJournalSections(trips, ZONE);
    const sink = new CountingSink();
    const { pages } = await writeJournalPdf(
      sections,
      { lang: 'sv', timeZone: ZONE, showPrivate: false, organizationName: 'Demo Åkeri AB', period: NOVEMBER },
      sink,
    );
    return { renderMs: performance.now() - started, bytes: sink.bytes, pages };
  };
  await render(); // warm-up: fonts read, code compiled
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await render());
  runs.sort((a, b) => a.renderMs - b.renderMs);
  const median = runs[Math.floor(runs.length / 2)];
  return { trips: count, renderMs: Math.round(median.renderMs), bytes: median.bytes, pages: median.pages };
}

/** A year of the fleet through the command line, oldest first across vehicles as the journal API answers. */
async function streamingYear() {
  const months = Array.from({ length: 12 }, (_, i) => ({
    fromMs: Date.parse(`2026-${String(i + 1).padStart(2, '0')}-01T00:00:00Z`),
    toMs:
      i === 11 ? Date.parse('2027-01-01T00:00:00Z') : Date.parse(`2026-${String(i + 2).padStart(2, '0')}-01T00:00:00Z`),
  }));
  const timeFile = join(tmpdir(), `bench-reports-time-${process.pid}.txt`);
  const child = spawn(
    '/usr/bin/time',
    [
      '-f',
      '%M',
      '-o',
      timeFile,
      process.execPath,
      '-r',
      '@swc-node/register',
      'services/reports/src/cli/reports.ts',
      'journal',
      '--format',
      'pdf',
    ],
    { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let bytes = 0;
  let pages = 0;
  let tail = '';
  child.stdout.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    // Page objects are plain dictionaries in pdfkit's output, compressed or not.
    const text = tail + chunk.toString('latin1');
    pages += text.match(/\/Type \/Page\n/g)?.length ?? 0;
    tail = text.slice(-16).replace(/\/Type \/Page\n[\s\S]*$/, '');
  });
  const exited = new Promise<number | null>((done) => child.on('close', done));
  const started = performance.now();
  let trips = 0;
  for (const [monthIndex, month] of months.entries()) {
    // Each month's trips of all vehicles, merged by start time (the API's order).
    const monthTrips = [];
    for (let vehicle = 1; vehicle <= STREAM_VEHICLES; vehicle += 1) {
      const firstId = (vehicle * 12 + monthIndex) * STREAM_TRIPS_PER_MONTH + 1;
      monthTrips.push(...vehicleTrips(vehicle, month.fromMs, month.toMs, STREAM_TRIPS_PER_MONTH, firstId));
    }
    monthTrips.sort((a, b) => a.trip.timestamp_start_ms - b.trip.timestamp_start_ms);
    for (let i = 0; i < monthTrips.length; i += 1000) {
      const block = monthTrips
        .slice(i, i + 1000)
        .map((trip) => `${JSON.stringify(trip)}\n`)
        .join('');
      if (!child.stdin.write(block)) await new Promise((done) => child.stdin.once('drain', done));
    }
    trips += monthTrips.length;
  }
  child.stdin.end();
  const status = await exited;
  const renderMs = Math.round(performance.now() - started);
  if (status !== 0) throw new Error(`npm run reports exited ${status}`);
  const maxRssKiB = Number(readFileSync(timeFile, 'utf8').trim().split('\n').at(-1));
  rmSync(timeFile, { force: true });
  return {
    trips,
    vehicles: STREAM_VEHICLES,
    renderMs,
    bytes,
    pages,
    peakRssMiB: Math.round((maxRssKiB / 1024) * 10) / 10,
  };
}

const loadAverage = () => loadavg().map((value) => Math.round(value * 100) / 100);

async function main() {
  const loadAtStart = loadAverage();
  const journalPdf = [];
  for (const count of [1_000, 10_000]) {
    log(`journal PDF of one vehicle's month of ${count} trips`);
    journalPdf.push(await monthPdf(count));
    log(JSON.stringify(journalPdf.at(-1)));
  }
  log(`streaming: ${STREAM_VEHICLES} vehicles × 12 months × ${STREAM_TRIPS_PER_MONTH} trips through npm run reports`);
  const streaming = await streamingYear();
  log(JSON.stringify(streaming));
  const previous = existsSync(RESULT) ? (JSON.parse(readFileSync(RESULT, 'utf8')) as Record<string, unknown>) : {};
  const result = {
    ...previous,
    command: 'npm run bench:reports',
    machine: machine(),
    journalPdf,
    peakRssMiB: streaming.peakRssMiB,
    loadAverage: { start: loadAtStart, end: loadAverage() },
    streaming: {
      what:
        'a year of the fleet (JSON lines, oldest first across vehicles) piped through `npm run reports -- journal ' +
        '--format pdf` as its own process: sections grouped in memory, the PDF streamed to standard output; ' +
        "peakRssMiB is that process's maximum resident set (/usr/bin/time %M)",
      ...streaming,
    },
  };
  mkdirSync(dirname(RESULT), { recursive: true });
  writeFileSync(RESULT, `${JSON.stringify(result, null, 2)}\n`);
  log(`wrote ${RESULT}`);
}

if (require.main === module) {
  void main().catch((error: unknown) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  });
}
