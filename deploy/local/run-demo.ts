import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, startNominatimStandIn, startPlatform } from '@fleetlog/testing';
import { Client } from 'pg';
import { DEMO_DEVICES } from '../../services/devices/src/seed/demo-devices';
import { startFleet } from '../../services/gateway/src/simulator';
import { startMailSink } from './mail-sink';

/**
 * The demo platform in one process tree: a local mail receiver, every service and the BFF on fixed ports, with the
 * demo data seeded. Started in the background by deploy/local/start.sh; writes .local/run/demo.ready when it is up.
 */
const PORTS = {
  bff: 3000,
  bffMetrics: 3100,
  grpc: { auth: 50051, fleet: 50052, devices: 50053 },
  http: { auth: 3101, fleet: 3102, devices: 3103 },
  // The tracker gateway: health and /metrics, Teltonika TCP and UDP (one port number), Queclink TCP.
  gateway: { http: 3110, teltonika: 5027, queclink: 5028 },
  journal: 3104,
  journalGrpc: 50054,
  tolls: 3105,
  tollsGrpc: 50055,
  reports: 3106,
  reportsGrpc: 50056,
  alarms: 3107,
  alarmsGrpc: 50057,
  // The journal's geocoder: a Nominatim stand-in answering with the gazetteer the simulated fleet drives between.
  geocoder: 3120,
};
const SMTP_PORT = 2525;
/** Days of driving history the simulated fleet replays before it drives live (FLEETLOG_DEMO_HISTORY_DAYS). */
const HISTORY_DAYS = Number(process.env.FLEETLOG_DEMO_HISTORY_DAYS ?? 35);
const run = join(REPO_ROOT, '.local', 'run');
const mailLog = join(REPO_ROOT, '.local', 'log', 'mail.log');

async function main(): Promise<void> {
  const mailSink = await startMailSink(SMTP_PORT, join(REPO_ROOT, '.local', 'mail'), (line) =>
    appendFileSync(mailLog, `${new Date().toISOString()} ${line}\n`),
  );
  // Trip ends named with street addresses: FLEETLOG_DEMO_GEOCODER_URL names a real Nominatim-compatible service (its
  // usage policy allows one request a second); without it a local stand-in answers from the simulator's gazetteer
  // (services/gateway/src/simulator/places/gazetteer.json), the places the demo's vehicles park at.
  const geocoder = process.env.FLEETLOG_DEMO_GEOCODER_URL
    ? undefined
    : await startNominatimStandIn({ mode: 'gazetteer', port: PORTS.geocoder });
  const geocoderEnv = geocoder
    ? { JOURNAL_GEOCODER_URL: geocoder.url, JOURNAL_GEOCODER_MIN_INTERVAL_MS: '0' }
    : { JOURNAL_GEOCODER_URL: process.env.FLEETLOG_DEMO_GEOCODER_URL };
  const started = performance.now();
  // Each step's time into the start log (.local/log/platform.log); start.sh prints them too.
  const logStep = (step: string, ms: number) =>
    process.stdout.write(`${new Date().toISOString()} step ${step.padEnd(16)} ${(ms / 1000).toFixed(1)} s\n`);
  const platform = await startPlatform({
    env: { ...process.env, ...geocoderEnv },
    onStep: logStep,
    ports: PORTS,
    smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}`,
    seedDemo: true,
    publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${PORTS.bff}`,
  });
  logStep('platform ready', performance.now() - started);
  writeFileSync(join(run, 'demo.ready'), platform.baseUrl);
  // The simulated fleet: every demo device in an organisation drives around Stockholm and Göteborg through the
  // gateway (GL* devices speak @Track). It first replays the weeks of working days since the trackers last reported
  // (HISTORY_DAYS on a new database), as fast as the gateway acknowledges, so the journal has trips and months to
  // attest; then it drives live and the map moves. FLEETLOG_SIMULATE=0 leaves it out.
  const simulated = DEMO_DEVICES.filter((device) => !device.retired && device.owner !== 'STOCK');
  const historyFromMs = await historyStart(simulated.map((device) => device.imei));
  if (historyFromMs !== undefined) {
    process.stdout.write(
      `${new Date().toISOString()} simulator replays history from ${new Date(historyFromMs).toISOString()}\n`,
    );
  }
  const fleet =
    process.env.FLEETLOG_SIMULATE === '0'
      ? undefined
      : startFleet({
          trackers: simulated.map((device) => ({
            imei: device.imei,
            protocol: device.deviceType.startsWith('GL') ? ('queclink' as const) : ('teltonika' as const),
          })),
          clockStartMs: historyFromMs,
          history: historyFromMs !== undefined,
          onHistoryDone: () => process.stdout.write(`${new Date().toISOString()} simulator history replayed\n`),
          teltonika: { host: '127.0.0.1', port: PORTS.gateway.teltonika },
          queclink: { host: '127.0.0.1', port: PORTS.gateway.queclink },
          // Parked at street addresses, on working days (now and then outside them), each driver as their temperament.
          demoJournal: {},
          flakyEvery: 4,
          reportEveryS: 60,
          onReport: (report) =>
            process.stdout.write(`${new Date().toISOString()} simulator ${JSON.stringify(report)}\n`),
        });
  const shutdown = async () => {
    await fleet?.stop();
    await platform.stop();
    await geocoder?.close();
    mailSink.close(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/**
 * Where the history begins: HISTORY_DAYS ago, or just after the last position the demo trackers stored (a restarted
 * demo continues its history rather than driving the same weeks twice); undefined when less than an hour is missing.
 */
async function historyStart(imeis: string[]): Promise<number | undefined> {
  if (!(HISTORY_DAYS > 0)) return undefined;
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ last_ms: string | null }>(
      `select (extract(epoch from max(p."ts")) * 1000)::bigint as "last_ms"
       from "devices"."positions" p join "devices"."devices" d on d."id" = p."device_id"
       where d."imei" = any($1)`,
      [imeis],
    );
    const fromMs = Math.max(Date.now() - HISTORY_DAYS * 86_400_000, Number(rows[0]?.last_ms ?? 0) + 1000);
    return Date.now() - fromMs >= 3_600_000 ? fromMs : undefined;
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  writeFileSync(join(run, 'demo.failed'), String(error instanceof Error ? error.message : error));
  process.exit(1);
});
