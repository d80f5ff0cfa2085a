// `npm run bench:reports-load`: the report API under load (issue 19, "Figures"), the scenario of the k6 script
// deploy/load/reports.k6.js run by this Node tool, because the k6 binary cannot be installed on these machines. Both
// take the scenario from deploy/load/reports-scenario.mjs: 50 virtual users, each in a loop picking a request by
// weight (60% schedule reads, 30% summary CSVs, 10% journal PDFs of a 200-trip month), sending it, reading the whole
// answer, recording its latency and status and then waiting 1 s, for BENCH_DURATION seconds. The percentiles are
// exact, from every answer. Writes the "load" key of deploy/bench/results/reports.json and keeps the file's others.
// Starts the demo platform without the simulated fleet (FLEETLOG_SIMULATE=0) when nothing answers, and stops it again.
// Options (environment): BENCH_DURATION (seconds, default 300), BENCH_VUS (default 50), BENCH_REQUESTS (a part of
// the mix, by key: schedule, summaryCsv, journalPdf), BENCH_URL, BENCH_OUT (the report's path), BENCH_KEEP=1 (leave a platform this command started running), BFF_WORKERS (BFF processes of a
// platform it starts, default 2, as api.mjs). See deploy/bench/README.md.
import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

import { childPids, cpuMeter } from './process-cpu.mjs';

/* global fetch, AbortSignal, performance -- Node's built-ins */
import {
  ADMIN_LOGIN,
  LOAD_VEHICLE,
  MAX_ERROR_RATE,
  REQUESTS,
  ROOT_LOGIN,
  SCHEDULE_COUNT,
  SCHEDULE_PREFIX,
  THINK_TIME_S,
  TOKEN_MARGIN_MS,
  TRIP_COUNT,
  VIRTUAL_USERS,
  DURATION_S,
  monthTrips,
  pickRequest,
  previousMonth,
  requestPath,
  scheduleBodies,
} from '../load/reports-scenario.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RESULT = resolve(process.env.BENCH_OUT ?? join(ROOT, 'deploy/bench/results/reports.json'));
const BASE_URL = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const DURATION = Number(process.env.BENCH_DURATION ?? DURATION_S);
const VUS = Number(process.env.BENCH_VUS ?? VIRTUAL_USERS);
const BFF_WORKERS = process.env.BFF_WORKERS ?? '2';
// BENCH_REQUESTS=schedule,summaryCsv: only those requests of the mix (by key, their weights kept), to see what each
// costs alone; the figures are then not issue 19's.
const ONLY = process.env.BENCH_REQUESTS?.split(',');
const MIX = REQUESTS.filter((request) => !ONLY || ONLY.includes(request.key));
// k6's default request timeout: an answer slower than this counts as an error.
const REQUEST_TIMEOUT_MS = 60_000;
const TOOL = 'node (deploy/bench/reports-load.mjs)';

const log = (message) => process.stderr.write(`[bench:reports-load ${new Date().toISOString()}] ${message}\n`);
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function isUp() {
  try {
    return (await fetch(`${BASE_URL}/api/control`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

function script(name, env) {
  const result = spawnSync('bash', [join(ROOT, 'deploy/local', name)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`deploy/local/${name} failed (exit ${result.status})`);
}

/**
 * Whether a running demo drives its simulated fleet: run-demo.ts logs a "simulator {report}" line every minute
 * while it does. Only for a platform this command did not start.
 */
function simulatedFleetOf(platformLog) {
  if (!existsSync(platformLog)) return 'unknown';
  const last = readFileSync(platformLog, 'utf8')
    .split('\n')
    .filter((line) => / simulator \{/.test(line))
    .at(-1);
  const at = last ? Date.parse(last.split(' ')[0]) : NaN;
  return Number.isFinite(at) && Date.now() - at < 150_000 ? 'on' : 'off';
}

/**
 * The demo platform's service processes (run-demo.ts's children, by their entry file), to say where the CPU of the
 * run went: the BFF (with its workers) or the reports service and those it asks.
 */
function platformPids() {
  const demoPid = join(ROOT, '.local/run/demo.pid');
  if (!existsSync(demoPid)) return {};
  const pids = {};
  for (const pid of childPids(Number(readFileSync(demoPid, 'utf8').trim()))) {
    try {
      const name = /services\/([a-z-]+)\/src\/main\.ts/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))?.[1];
      if (name) pids[name] = pid;
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

async function call(method, path, token, body) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/** A login whose access token is renewed (one login at a time) before it expires. */
function session(credentials) {
  let current;
  let pending;
  const login = async () => {
    const answer = await call('POST', '/api/auth', undefined, credentials);
    if (typeof answer.token !== 'string') throw new Error('the login answer carries no access token');
    // Without an expiry in the answer: log in again every minute.
    current = {
      token: answer.token,
      renewAtMs: (answer.expiresAtMs ?? Date.now() + 2 * TOKEN_MARGIN_MS) - TOKEN_MARGIN_MS,
    };
    return current.token;
  };
  return async () => {
    if (current && Date.now() < current.renewAtMs) return current.token;
    pending ??= login().finally(() => (pending = undefined));
    return pending;
  };
}

/**
 * The 200-trip month on the load vehicle (created once in the demo admin's organisation) and the admin's load
 * schedules. Repeatable: a month that does not hold exactly the 200 trips has its vehicle's history deleted and
 * entered again; schedules are added up to SCHEDULE_COUNT.
 */
async function seed(admin, root, month) {
  const vehicles = await call('GET', '/api/vehicles', await admin());
  let vehicle = vehicles.find((candidate) => candidate.registry === LOAD_VEHICLE.registry);
  if (!vehicle) {
    vehicle = await call('POST', '/api/vehicles', await admin(), LOAD_VEHICLE);
    log(`created the load vehicle ${vehicle.id} (${LOAD_VEHICLE.registry})`);
  }
  const period = `fromTsMs=${month.fromTsMs}&toTsMs=${month.toTsMs}`;
  const entries = await call('GET', `/api/journal?${period}&vehicleIds=${vehicle.id}&size=10000`, await admin());
  if (entries.length !== TRIP_COUNT) {
    if (entries.length > 0) {
      const deleted = await call('DELETE', `/api/admin/vehicles/${vehicle.id}/history`, await root());
      log(`the month held ${entries.length} trips: deleted the vehicle's history (${deleted.deletedTrips} trips)`);
    }
    const started = performance.now();
    const [first, ...rest] = monthTrips(month, vehicle.id);
    // A vehicle created a moment ago: the journal learns of it from fleet's event within seconds.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await call('POST', '/api/admin/trip', await root(), first);
        break;
      } catch (error) {
        if (attempt >= 60 || !String(error).includes('VEHICLE_MISSING')) throw error;
        await sleep(500);
      }
    }
    for (const trip of rest) await call('POST', '/api/admin/trip', await root(), trip);
    log(`entered ${TRIP_COUNT} trips in ${round((performance.now() - started) / 1000)} s`);
  }
  const schedules = await call('GET', '/api/report/schedule', await admin());
  const ours = schedules.filter((schedule) => schedule.name.startsWith(SCHEDULE_PREFIX)).length;
  for (const body of scheduleBodies(vehicle.id, SCHEDULE_COUNT).slice(ours)) {
    await call('POST', '/api/report/schedule', await admin(), body);
  }
  const listed = ours < SCHEDULE_COUNT ? await call('GET', '/api/report/schedule', await admin()) : schedules;
  return { vehicleId: vehicle.id, schedules: listed.length };
}

/** One request of the mix: the whole answer read; an answer other than 200, or none, is an error. */
async function timedRequest(path, token) {
  const started = performance.now();
  try {
    const response = await fetch(`${BASE_URL}${path}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status, bytes: body.byteLength, body };
  } catch (error) {
    return { ms: performance.now() - started, status: 0, bytes: 0, error: error?.name ?? String(error) };
  }
}

/** A virtual user: pick by weight, request, record, wait 1 s; until the deadline (a request under way finishes). */
async function virtualUser(target, admin, deadlineMs, samples, errors) {
  while (performance.now() < deadlineMs) {
    const request = pickRequest(Math.random(), MIX);
    const answer = await timedRequest(requestPath(request.key, target), await admin());
    samples[request.key].push(answer.ms);
    if (answer.status !== 200) {
      const list = (errors[request.key] ??= []);
      if (list.length < 5) {
        const text = answer.body ? Buffer.from(answer.body).subarray(0, 300).toString() : answer.error;
        list.push(`${answer.status} ${text}`);
      }
      samples[`${request.key}Errors`] = (samples[`${request.key}Errors`] ?? 0) + 1;
    }
    await sleep(THINK_TIME_S * 1000);
  }
}

function machine() {
  const list = cpus();
  return {
    cpus: list.length,
    model: list[0]?.model ?? 'unknown',
    memory: `${round(totalmem() / 2 ** 30)} GiB`,
    node: process.version,
  };
}

/** Read-modify-write: only the "load" key (and command and machine when absent); the other keys are another tool's. */
function writeLoad(load) {
  const report = existsSync(RESULT) ? JSON.parse(readFileSync(RESULT, 'utf8')) : {};
  report.command ??= 'npm run bench:reports-load';
  report.machine ??= machine();
  report.load = load;
  mkdirSync(dirname(RESULT), { recursive: true });
  writeFileSync(RESULT, `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote the "load" key of ${RESULT}`);
}

async function main() {
  let started = false;
  let simulatedFleet;
  if (!(await isUp())) {
    if (!BASE_URL.endsWith(':3000')) throw new Error(`nothing answers at ${BASE_URL}`);
    log(`starting the demo platform without the simulated fleet (FLEETLOG_SIMULATE=0, BFF_WORKERS=${BFF_WORKERS})`);
    // FLEETLOG_SKIP_INSTALL: node_modules are there (this command runs from them); no npm install under load tests.
    script('start.sh', { ...process.env, FLEETLOG_SIMULATE: '0', FLEETLOG_SKIP_INSTALL: '1', BFF_WORKERS });
    started = true;
    simulatedFleet = 'off';
  } else {
    simulatedFleet = simulatedFleetOf(join(ROOT, '.local/log/platform.log'));
    log(`using the platform already running at ${BASE_URL} (simulated fleet: ${simulatedFleet})`);
    if (simulatedFleet === 'on') log('the simulated fleet drives: issue 19 measures with it off (FLEETLOG_SIMULATE=0)');
  }
  try {
    const admin = session(ADMIN_LOGIN);
    const root = session(ROOT_LOGIN);
    const month = previousMonth(Date.now());
    const seeded = await seed(admin, root, month);
    const target = { ...month, vehicleId: seeded.vehicleId };
    log(
      `${VUS} virtual users for ${DURATION} s against ${BASE_URL}: vehicle ${seeded.vehicleId}, ` +
        `${new Date(month.fromTsMs).toISOString().slice(0, 7)}, ${seeded.schedules} schedules`,
    );
    const samples = Object.fromEntries(REQUESTS.map((request) => [request.key, []]));
    const errors = {};
    const meter = cpuMeter(platformPids());
    const cpuBefore = meter.sample();
    const ownBefore = process.cpuUsage();
    const startedAt = performance.now();
    const deadline = startedAt + DURATION * 1000;
    await Promise.all(Array.from({ length: VUS }, () => virtualUser(target, admin, deadline, samples, errors)));
    const seconds = (performance.now() - startedAt) / 1000;
    const own = process.cpuUsage(ownBefore);
    const cpu = { ...meter.since(cpuBefore), loadTool: (own.user + own.system) / 1000 };
    const requests = MIX.map((request) => {
      const sorted = samples[request.key].sort((a, b) => a - b);
      const failed = samples[`${request.key}Errors`] ?? 0;
      const figures = {
        name: request.name,
        p95Ms: round(percentile(sorted, 95)),
        requestsPerSecond: round(sorted.length / seconds, 2),
        errorRate: sorted.length === 0 ? 0 : round(failed / sorted.length, 5),
        requests: sorted.length,
        errors: failed,
        p50Ms: round(percentile(sorted, 50)),
        p99Ms: round(percentile(sorted, 99)),
        maxMs: round(sorted.at(-1) ?? 0),
        p95TargetMs: request.p95TargetMs,
      };
      figures.met = figures.p95Ms < request.p95TargetMs && figures.errorRate < MAX_ERROR_RATE;
      return figures;
    });
    for (const figures of requests) {
      log(
        `  ${figures.name}: ${figures.requests} requests, ${figures.requestsPerSecond}/s, p50 ${figures.p50Ms} ms, ` +
          `p95 ${figures.p95Ms} ms (target < ${figures.p95TargetMs}), p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms, ` +
          `errors ${figures.errors}${figures.met ? '' : '  <- MISSED'}`,
      );
    }
    for (const [key, list] of Object.entries(errors)) log(`  first errors of ${key}: ${list.join(' | ')}`);
    const total = requests.reduce((sum, figures) => sum + figures.requests, 0);
    const failed = requests.reduce((sum, figures) => sum + figures.errors, 0);
    const load = {
      tool: TOOL,
      virtualUsers: VUS,
      durationS: round(seconds),
      requests,
      ...(ONLY ? { only: ONLY } : {}),
      date: new Date().toISOString(),
      thinkTimeS: THINK_TIME_S,
      errorRate: total === 0 ? 0 : round(failed / total, 5),
      maxErrorRate: MAX_ERROR_RATE,
      month: new Date(month.fromTsMs).toISOString().slice(0, 7),
      journalTrips: TRIP_COUNT,
      platform: {
        startedByBench: started,
        bffWorkers: started ? Number(BFF_WORKERS) : 'as the running platform was started',
        simulatedFleet,
      },
      // CPU milliseconds each process spent per answered request of the mix: on a busy machine the steadier figure.
      cpuMsPerRequest: Object.fromEntries(
        Object.entries(cpu).map(([name, ms]) => [name, round(ms / Math.max(1, total), 2)]),
      ),
      k6Script: 'deploy/load/reports.k6.js (the same scenario; k6 is not installed here)',
    };
    log(`all: ${total} requests, error rate ${load.errorRate} (target < ${MAX_ERROR_RATE})`);
    log(`  CPU ms per request: ${JSON.stringify(load.cpuMsPerRequest)}`);
    writeLoad(load);
  } finally {
    if (started && process.env.BENCH_KEEP !== '1') {
      log('stopping the platform it started (npm run stop)');
      script('stop.sh', process.env);
    }
  }
}

main().catch((error) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
