// npm run simulate -- [--trackers N] [--gateway host:port] [--queclink-port p] [--speedup x] [--imeis a,b,...|@file]
//   [--kafka brokers] [--queclink n] [--seed s] [--duration s] [--bad-packets p] [--route id] [--clock-start-ms ms]
//   [--acked-log file]
// npm run simulate -- --trackers 2000 --records-per-packet 20 --rate 20000 [--duration 300] [--imei-base 14 digits]
// Simulated trackers speaking Codec 8 (and @Track) over TCP to the gateway: the first form drives around Stockholm
// and Göteborg in real time (or sped up), the second offers a fixed record rate and measures acknowledgements.
// Progress lines go to standard error, the final figures as one JSON object to standard output; --acked-log appends
// every record the gateway acknowledged to a file as a JSON line (the system tests compare the journal with it).
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { type FleetTrackerSpec, imeiRange, startFleet } from './fleet';
import type { FleetReport } from './fleet-stats';
import { knownDevices } from './known-devices';
import { ROUTES } from './routes';
import { DEMO_TIMING } from './simulated-tracker';

const USAGE = `usage: simulate [--trackers N] [--gateway host:port] [--queclink-port p] [--speedup x]
                [--imeis a,b,...|@file] [--kafka brokers] [--imei-base 14digits] [--queclink n] [--records-per-packet r]
                [--rate records/s] [--duration s] [--bad-packets p] [--seed s] [--report-every s] [--route id]
                [--clock-start-ms epoch-ms] [--acked-log file]`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function numberOption(value: string | undefined, name: string, fallback: number, min = 0): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min) fail(`--${name} must be a number of at least ${min}`);
  return parsed;
}

function endpoint(text: string): { host: string; port: number } {
  const colon = text.lastIndexOf(':');
  const host = colon > 0 ? text.slice(0, colon) : '127.0.0.1';
  const port = Number(colon >= 0 ? text.slice(colon + 1) : text);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`bad gateway address ${text}`);
  return { host, port };
}

/** IMEIs from a list or a file (one per line, or comma-separated); `imei:queclink` marks an @Track device. */
function listedTrackers(text: string): FleetTrackerSpec[] {
  const source = text.startsWith('@') ? readFileSync(text.slice(1), 'utf8') : text;
  return source
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const [imei = '', protocol] = entry.split(':');
      if (!/^\d{15}$/.test(imei)) fail(`bad IMEI ${entry}`);
      return { imei, protocol: protocol === 'queclink' ? 'queclink' : 'teltonika' };
    });
}

const { values } = parseOptions();

function parseOptions() {
  try {
    return parseArgs({
      options: {
        trackers: { type: 'string' },
        gateway: { type: 'string', default: '127.0.0.1:5027' },
        'queclink-port': { type: 'string', default: '5028' },
        speedup: { type: 'string' },
        imeis: { type: 'string' },
        kafka: { type: 'string' },
        'imei-base': { type: 'string', default: '35100000000000' },
        queclink: { type: 'string' },
        'records-per-packet': { type: 'string' },
        rate: { type: 'string' },
        duration: { type: 'string' },
        'bad-packets': { type: 'string' },
        seed: { type: 'string' },
        'report-every': { type: 'string' },
        route: { type: 'string' },
        'clock-start-ms': { type: 'string' },
        'acked-log': { type: 'string' },
      },
      strict: true,
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

const rate = values.rate === undefined ? undefined : numberOption(values.rate, 'rate', 0, 1);
const requested = values.trackers === undefined ? undefined : numberOption(values.trackers, 'trackers', 10, 1);
const queclinkCount = numberOption(values.queclink, 'queclink', 0);
if (!/^\d{14}$/.test(values['imei-base'])) fail('--imei-base must be 14 digits');
if (values.route !== undefined && !ROUTES.some((route) => route.id === values.route)) {
  fail(`--route must be one of ${ROUTES.map((route) => route.id).join(', ')}`);
}

/** Consecutive valid IMEIs from --imei-base, the last --queclink of them @Track. */
function generatedTrackers(count: number): FleetTrackerSpec[] {
  const imeis = imeiRange(values['imei-base'], count);
  return imeis.map((imei, i) => ({ imei, protocol: i >= imeis.length - queclinkCount ? 'queclink' : 'teltonika' }));
}

/** The brokers whose devices.devices.v1 names the devices the gateway accepts: --kafka, KAFKA_BROKERS, the demo's. */
function deviceBrokers(): string[] | undefined {
  const given = values.kafka ?? process.env.KAFKA_BROKERS;
  if (given) return given.split(',');
  const demo = join(__dirname, '..', '..', '..', '..', '.local', 'run', 'kafka-demo.bootstrap');
  return existsSync(demo) ? readFileSync(demo, 'utf8').trim().split(',') : undefined;
}

/**
 * Which trackers: --imeis as given (topped up with generated IMEIs up to --trackers); otherwise, in live mode, the
 * devices the gateway knows (read from Kafka, so `npm start`'s demo devices drive), and generated IMEIs for the
 * benchmark (which registers its own devices) or when no device list can be read.
 */
async function chooseTrackers(): Promise<FleetTrackerSpec[]> {
  if (values.imeis) {
    const listed = listedTrackers(values.imeis);
    const count = requested ?? listed.length;
    return [...listed, ...generatedTrackers(Math.max(0, count - listed.length))].slice(0, count);
  }
  const brokers = deviceBrokers();
  if (brokers && (rate === undefined || values.kafka)) {
    try {
      const known = await knownDevices(brokers);
      if (known.length > 0) {
        if (requested !== undefined && requested > known.length) {
          process.stderr.write(`[simulate] only ${known.length} devices are known to the gateway; simulating those\n`);
        }
        return known.slice(0, requested ?? known.length);
      }
      process.stderr.write('[simulate] no devices in devices.devices.v1; using generated IMEIs\n');
    } catch (error) {
      process.stderr.write(`[simulate] device list unreadable (${String(error)}); using generated IMEIs\n`);
    }
  }
  return generatedTrackers(requested ?? 10);
}

const gateway = endpoint(values.gateway);
const queclink = { host: gateway.host, port: endpoint(values['queclink-port']).port };
const durationS = numberOption(values.duration, 'duration', rate === undefined ? 0 : 300, 0);
const recordsPerPacket = numberOption(
  values['records-per-packet'],
  'records-per-packet',
  rate === undefined ? 10 : 20,
  1,
);
if (recordsPerPacket > 255) fail('--records-per-packet is at most 255 (Codec 8)');

async function main(): Promise<void> {
  // One route for every tracker (a route's id), or the fleet spread over all routes.
  const trackers = (await chooseTrackers()).map((tracker) => ({ ...tracker, route: values.route }));
  const ackedLog = values['acked-log'] ? createWriteStream(values['acked-log'], { flags: 'a' }) : undefined;
  const fleet = startFleet({
    trackers,
    teltonika: gateway,
    queclink,
    speedup: numberOption(values.speedup, 'speedup', 1, 0.01),
    seed: numberOption(values.seed, 'seed', 1),
    clockStartMs:
      values['clock-start-ms'] === undefined ? undefined : numberOption(values['clock-start-ms'], 'clock-start-ms', 0),
    timing: { ...DEMO_TIMING, maxRecordsPerPacket: recordsPerPacket },
    flakyEvery: 10,
    badPacketRate: numberOption(values['bad-packets'], 'bad-packets', 0.03),
    bench: rate === undefined ? undefined : { recordsPerPacket, recordsPerSecond: rate, durationS },
    reportEveryS: numberOption(values['report-every'], 'report-every', 10, 1),
    onReport: (report) => process.stderr.write(`${progressLine(report)}\n`),
  });
  if (ackedLog) {
    fleet.stats.onAcked = (imei, samples) => {
      for (const sample of samples) ackedLog.write(`${JSON.stringify({ imei, ...sample })}\n`);
    };
  }

  let previous = { elapsedS: 0, recordsAcked: 0, packetsAcked: 0 };
  function progressLine(report: FleetReport): string {
    const seconds = Math.max(0.001, report.elapsedS - previous.elapsedS);
    const line =
      `[simulate] ${report.elapsedS.toFixed(0)} s: ${((report.packetsAcked - previous.packetsAcked) / seconds).toFixed(0)} ` +
      `acks/s, ${((report.recordsAcked - previous.recordsAcked) / seconds).toFixed(0)} records/s, ack p50 ` +
      `${report.ackP50Ms} ms p99 ${report.ackP99Ms} ms; ${report.recordsAcked} records acked, ${report.resends} resends, ` +
      `${report.badPacketsSent} bad packets, ${report.refused} refused` +
      (report.lastError ? ` (last error: ${report.lastError})` : '');
    previous = report;
    return line;
  }

  process.stderr.write(
    `[simulate] ${trackers.length} trackers (${trackers.filter((t) => t.protocol === 'queclink').length} @Track) ` +
      `to ${gateway.host}:${gateway.port}` +
      (rate === undefined ? '' : `, offering ${rate} records/s in packets of ${recordsPerPacket} for ${durationS} s`) +
      (trackers.length <= 20 ? `: ${trackers.map((t) => t.imei).join(', ')}` : '') +
      '\n',
  );

  async function finish(): Promise<void> {
    const report = await fleet.stop();
    if (ackedLog) await new Promise((resolve) => ackedLog.end(resolve));
    const totalS = Math.max(0.001, report.elapsedS);
    const summary = {
      trackers: trackers.length,
      recordsPerPacket,
      offeredRecordsPerSecond: rate,
      acksPerSecond: Math.round(report.packetsAcked / totalS),
      recordsPerSecond: Math.round(report.recordsAcked / totalS),
      ...report,
    };
    process.stdout.write(`${JSON.stringify(summary)}\n`);
    process.exit(0);
  }

  process.on('SIGINT', () => void finish());
  process.on('SIGTERM', () => void finish());
  if (durationS > 0) {
    const deadline = new Promise((resolve) => setTimeout(resolve, durationS * 1000));
    void Promise.race([fleet.finished, deadline]).then(finish);
  }
}

void main();
