// `npm run bench:api`: measures a few representative API reads and writes on the running demo platform (starting it
// with tracing exported, as the chart ships it, when it is not running) and writes deploy/bench/results/api.json.
// Options (environment): BENCH_URL, BENCH_DURATION (seconds per route, default 20), BENCH_CONNECTIONS (default 50),
// BENCH_WARMUP (seconds, default 3), BENCH_PROFILE_DIR (start the platform under `node --cpu-prof`, profiles there),
// BENCH_KEEP=1 (leave a platform this command started running), BENCH_TRACING=off (start it without exporting traces,
// to measure what tracing costs), BENCH_ROUTES=vehicles,vehicle,users,rename (a subset), BENCH_OUT (the report's
// path), BFF_WORKERS (BFF processes of a platform it starts, default 2). See deploy/bench/README.md.
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/* global fetch, AbortSignal -- Node's built-in fetch */
import autocannon from 'autocannon';

import { chartSampling } from './chart-sampling.mjs';
import { startOtlpSink } from './otlp-sink.mjs';
import { childrenCpuMs, cpuMeter, pidListeningOn } from './process-cpu.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RESULT = process.env.BENCH_OUT ? resolve(process.env.BENCH_OUT) : join(ROOT, 'deploy/bench/results/api.json');
const BASE_URL = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BFF_WORKERS = process.env.BFF_WORKERS ?? '2';
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR ? resolve(process.env.BENCH_PROFILE_DIR) : undefined;
const LOGIN = { username: 'admin@demo-akeri.se', password: 'Fleetlog-demo-1' };
// The demo platform's fixed ports (deploy/local/run-demo.ts), to find its processes.
const PORTS = { bff: 3000, auth: 50051, fleet: 50052, devices: 50053 };

const log = (message) => process.stderr.write(`[bench] ${message}\n`);

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

/** wrk from Debian's packages, installed like the local stack's packages when missing. */
function ensureWrk() {
  const lib = join(ROOT, 'deploy/local/lib.sh');
  const result = spawnSync('bash', ['-c', `source "${lib}" && ensure_debian_packages wrk`], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('could not install wrk (apt-get)');
}

async function json(method, path, token, body) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** An access token for the demo admin (the answer's `token`; `accessToken` should the field be renamed). */
async function login() {
  const answer = await json('POST', '/api/auth', undefined, LOGIN);
  const token = answer.token ?? answer.accessToken;
  if (typeof token !== 'string') throw new Error('the login answer carries no access token');
  return token;
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The load generator: wrk (C, one thread, an event loop of its own) by default, so that the requests are not paid
 * for with the platform's CPU on a 2-core machine; autocannon (Node) with BENCH_TOOL=autocannon, which costs about
 * as much CPU per request as the BFF does (see README). Both give the same figures: requests, exact percentiles,
 * the statuses and the errors.
 */
const TOOL = process.env.BENCH_TOOL ?? 'wrk';

/** wrk's Lua script for one route: method, headers and body, statuses counted, the figures printed as JSON. */
function wrkScript(route, token) {
  // A JSON string is a valid Lua string literal for these values (UTF-8 bytes pass through; no \\u escapes occur).
  const quote = (value) => JSON.stringify(value);
  return `
wrk.method = ${quote(route.method)}
wrk.headers["authorization"] = ${quote(`Bearer ${token}`)}
wrk.headers["content-type"] = "application/json"
${route.body === undefined ? '' : `wrk.body = ${quote(JSON.stringify(route.body))}`}
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) statuses = {} end
function response(status, headers, body) statuses[status] = (statuses[status] or 0) + 1 end
function done(summary, latency, requests)
  local counted = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do counted[status] = (counted[status] or 0) + count end
  end
  local parts = {}
  for status, count in pairs(counted) do table.insert(parts, string.format('"%d":%d', status, count)) end
  local e = summary.errors
  io.write(string.format(
    '\\nWRK-JSON {"requests":%d,"durationUs":%d,"socketErrors":%d,"p50Us":%d,"p95Us":%d,"p99Us":%d,"maxUs":%d,"statuses":{%s}}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max, table.concat(parts, ",")))
end
`;
}

/** One wrk run of `seconds` (asynchronous: the trace sink in this process keeps receiving), in the common shape. */
async function runWrk(route, token, seconds) {
  const dir = mkdtempSync(join(tmpdir(), 'fleetlog-bench-'));
  const file = join(dir, 'route.lua');
  writeFileSync(file, wrkScript(route, token));
  try {
    const { stdout } = await promisify(execFile)('wrk', [
      '-t1',
      `-c${CONNECTIONS}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '-s',
      file,
      `${BASE_URL}${route.path}`,
    ]);
    const line = /WRK-JSON (.*)/.exec(stdout)?.[1];
    if (!line) throw new Error(`wrk printed no figures: ${stdout}`);
    const figures = JSON.parse(line);
    return {
      requests: figures.requests,
      seconds: figures.durationUs / 1e6,
      p50Ms: figures.p50Us / 1000,
      p95Ms: figures.p95Us / 1000,
      p99Ms: figures.p99Us / 1000,
      maxMs: figures.maxUs / 1000,
      statuses: figures.statuses,
      socketErrors: figures.socketErrors,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One autocannon run; latencies are collected per response so that p95 is exact (autocannon reports p97.5). */
async function runAutocannon(route, token, seconds) {
  const latencies = [];
  const statuses = {};
  const started = process.hrtime.bigint();
  const result = await new Promise((done, fail) => {
    const instance = autocannon(
      {
        url: `${BASE_URL}${route.path}`,
        method: route.method,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: route.body === undefined ? undefined : JSON.stringify(route.body),
      },
      (error, answer) => (error ? fail(error) : done(answer)),
    );
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      latencies.push(ms);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? 0,
    statuses,
    socketErrors: result.errors,
  };
}

const runLoad = (route, token, seconds) =>
  TOOL === 'autocannon' ? runAutocannon(route, token, seconds) : runWrk(route, token, seconds);

/** CPU ms of this command itself and its finished children: the load generator and the trace receiver. */
function benchCpuMs() {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1000 + childrenCpuMs(process.pid);
}

async function measure(route, meter) {
  // Each route logs in afresh: access tokens may be short-lived.
  const token = await login();
  if (WARMUP > 0) await runLoad(route, token, WARMUP);
  const before = meter.sample();
  const benchBefore = benchCpuMs();
  const result = await runLoad(route, token, DURATION);
  const cpu = { ...meter.since(before), loadGeneratorAndTraceSink: benchCpuMs() - benchBefore };
  const ok = Object.entries(result.statuses)
    .filter(([status]) => status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    method: route.method,
    path: route.path,
    name: route.name,
    concurrency: CONNECTIONS,
    tool: TOOL,
    durationS: round(result.seconds),
    requests: result.requests,
    requestsPerSecond: round(result.requests / result.seconds),
    p50Ms: round(result.p50Ms),
    p95Ms: round(result.p95Ms),
    p99Ms: round(result.p99Ms),
    maxMs: round(result.maxMs),
    errors: result.requests - ok + result.socketErrors,
    statuses: result.statuses,
    // CPU of each platform process per answered request: the steadier figure on a busy machine.
    cpuMsPerRequest: Object.fromEntries(
      Object.entries(cpu).map(([name, ms]) => [name, round(ms / Math.max(1, result.requests), 2)]),
    ),
  };
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

async function main() {
  if (TOOL === 'wrk') ensureWrk();
  // The chart's sampling unless the caller sets its own (OTEL_TRACES_SAMPLER=parentbased_always_on traces everything).
  const sampling = process.env.OTEL_TRACES_SAMPLER
    ? {
        OTEL_TRACES_SAMPLER: process.env.OTEL_TRACES_SAMPLER,
        OTEL_TRACES_SAMPLER_ARG: process.env.OTEL_TRACES_SAMPLER_ARG ?? '',
      }
    : chartSampling();
  const sink = await startOtlpSink();
  if (!sink) log('port 4318 is taken: spans go to whatever listens there and are not counted');
  let started = false;
  if (!(await isUp())) {
    if (!BASE_URL.endsWith(':3000')) throw new Error(`nothing answers at ${BASE_URL}`);
    log(
      `starting the demo platform (npm start), traces ${process.env.BENCH_TRACING === 'off' ? 'not exported' : `exported to the local OTLP sink (${sampling.OTEL_TRACES_SAMPLER} ${sampling.OTEL_TRACES_SAMPLER_ARG})`}`,
    );
    // Two BFF processes, as the chart runs two replicas: on this 2-core machine one event loop queues the 50
    // connections (README: +7 to 9% requests/s, lower p99, the same CPU per request).
    const env = { ...process.env, ...sampling, BFF_WORKERS };
    if (process.env.BENCH_TRACING === 'off') delete env.OTEL_EXPORTER_OTLP_ENDPOINT;
    else env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://127.0.0.1:4318';
    if (PROFILE_DIR) {
      mkdirSync(PROFILE_DIR, { recursive: true });
      env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${PROFILE_DIR}`.trim();
    }
    script('start.sh', env);
    started = true;
  } else {
    log(`using the platform already running at ${BASE_URL}`);
  }
  const pids = Object.fromEntries(
    Object.entries(PORTS)
      .map(([name, port]) => [name, pidListeningOn(port)])
      .filter(([, pid]) => pid),
  );
  const meter = cpuMeter(pids);
  try {
    const token = await login();
    const vehicles = await json('GET', '/api/vehicles', token);
    if (vehicles.length === 0) throw new Error('the demo admin sees no vehicles');
    const vehicle = vehicles[0];
    const routes = [
      { key: 'vehicles', name: 'list vehicles', method: 'GET', path: '/api/vehicles' },
      { key: 'vehicle', name: 'one vehicle', method: 'GET', path: `/api/vehicles/${vehicle.id}` },
      { key: 'users', name: 'list users', method: 'GET', path: '/api/user' },
      // Writes the name it already has: a full change path (validation, transaction, event) that is safe to repeat.
      {
        key: 'rename',
        name: 'rename vehicle (same name)',
        method: 'PATCH',
        path: `/api/vehicles/${vehicle.id}`,
        body: { displayName: vehicle.displayName },
      },
    ];
    const requests = [];
    const only = process.env.BENCH_ROUTES?.split(',');
    for (const route of routes.filter((candidate) => !only || only.includes(candidate.key))) {
      log(`${route.method} ${route.path}: ${WARMUP}s warm-up, ${DURATION}s at ${CONNECTIONS} connections`);
      const figures = await measure(route, meter);
      log(
        `  ${figures.requestsPerSecond} req/s, p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, p99 ${figures.p99Ms} ms, errors ${figures.errors}`,
      );
      requests.push(figures);
    }
    // Let the batch span processors flush (they export every few seconds) before counting what arrived.
    await sleep(6000);
    if (sink && sink.counts().spans === 0) {
      log(
        'no spans arrived: the platform does not export traces here (start it through this command to measure tracing)',
      );
    }
    const report = {
      command: 'npm run bench:api',
      date: new Date().toISOString(),
      baseUrl: BASE_URL,
      machine: machine(),
      platform: {
        startedByBench: started,
        bffWorkers: started ? Number(BFF_WORKERS) : 'as the running platform was started',
        vehicleCount: vehicles.length,
        processes: pids,
      },
      tracing: sink
        ? {
            exported: process.env.BENCH_TRACING !== 'off',
            sampling: started ? sampling : 'as the running platform was started',
            to: sink.url,
            ...sink.counts(),
          }
        : { exported: 'unknown (port 4318 taken)' },
      requests,
    };
    mkdirSync(dirname(RESULT), { recursive: true });
    writeFileSync(RESULT, `${JSON.stringify(report, null, 2)}\n`);
    log(`wrote ${RESULT}`);
  } finally {
    if (started && process.env.BENCH_KEEP !== '1') {
      log('stopping the platform it started (npm run stop)');
      script('stop.sh', process.env);
    }
    await sink?.close();
  }
}

main().catch((error) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
