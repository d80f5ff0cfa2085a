// Helpers of the ingest benchmark (deploy/bench/ingest.ts), some shared with the journal's: the benchmark's devices,
// the allow-list probe, the receive-to-commit histogram from a Prometheus scrape, PostgreSQL's processes, the machine,
// and a fresh bench stack.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';

import { devicesV1 } from '@fleetlog/contracts';
import { as, authClients, call, demoRoot, grpcClient, REPO_ROOT } from '@fleetlog/testing';

import { encodeTeltonikaImei } from '../../services/gateway/src/protocols';
import { imeiWithCheckDigit } from '../../services/gateway/src/simulator/fleet';
import type { LoadSpec } from './ingest-load';
import { cpuMs } from './process-cpu.mjs';

export interface BenchDevice {
  id: number;
  imei: string;
}

/**
 * `count` new devices through the product's own API (devices' AddDevice as the platform ROOT, in ROOT's
 * organisation), `concurrency` calls at a time. The IMEIs carry the run's stamp, so each run's devices are new.
 */
export async function createDevices(
  urls: { auth: string; devices: string },
  count: number,
  runStamp: string,
  concurrency = 16,
): Promise<BenchDevice[]> {
  const auth = authClients(urls.auth);
  const client = grpcClient('devices', urls.devices);
  try {
    const root = await demoRoot(auth);
    const devices = client.getService<devicesV1.DevicesServiceClient>(devicesV1.DEVICES_SERVICE_NAME);
    const created: BenchDevice[] = new Array(count);
    let next = 0;
    const worker = async () => {
      while (next < count) {
        const index = next++;
        const serial = String(index).padStart(6, '0');
        const device = await call(
          devices.addDevice(
            {
              imei: imeiWithCheckDigit(`35${runStamp}${serial}`),
              iccid: `89460${runStamp}${serial}00`,
              phone: `+467${runStamp.slice(-2)}${serial}`,
              deviceType: 'FMB920',
              organizationId: root.organizationId,
              timestampStartOfUse: 0,
              specifiedTimeOfDay: '',
              hardware: '',
              vehicleId: undefined,
            },
            as(root.token),
          ),
        );
        created[index] = { id: Number(device.id), imei: device.imei };
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return created;
  } finally {
    await auth.close();
    await client.close();
  }
}

/** Whether the gateway accepts this IMEI's handshake now (its allow-list knows the device). */
export function handshakeAccepted(host: string, port: number, imei: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port }, () => socket.write(encodeTeltonikaImei(imei)));
    const done = (accepted: boolean) => {
      socket.destroy();
      resolve(accepted);
    };
    socket.setTimeout(5000, () => done(false));
    socket.once('data', (answer: Buffer) => done(answer[0] === 0x01));
    socket.once('error', () => done(false));
    socket.once('close', () => done(false));
  });
}

/** Cumulative bucket counts by upper bound (`+Inf` as Infinity) of one histogram in a Prometheus text scrape. */
export function histogramBuckets(scrape: string, name: string): Map<number, number> {
  const buckets = new Map<number, number>();
  const pattern = new RegExp(`^${name}(?:_[a-z]+)?_bucket\\{([^}]*)\\} (\\S+)`);
  for (const line of scrape.split('\n')) {
    const match = pattern.exec(line);
    if (!match) continue;
    const le = /le="([^"]+)"/.exec(match[1] as string)?.[1];
    if (le === undefined) continue;
    const bound = le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le);
    // Several series (other labels) of the same histogram add up.
    buckets.set(bound, (buckets.get(bound) ?? 0) + Number(match[2]));
  }
  return buckets;
}

/** The sum of every series of one metric (a counter, or a histogram's `_count`/`_sum`) in a Prometheus scrape. */
export function metricTotal(scrape: string, name: string): number {
  const pattern = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`);
  let total = 0;
  for (const line of scrape.split('\n')) {
    const match = pattern.exec(line);
    if (match) total += Number(match[1]);
  }
  return total;
}

/** The buckets observed between two scrapes (`after` minus `before`). */
export function bucketsBetween(before: Map<number, number>, after: Map<number, number>): Map<number, number> {
  return new Map([...after].map(([bound, count]) => [bound, count - (before.get(bound) ?? 0)]));
}

/**
 * A quantile from cumulative buckets, interpolated linearly inside the bucket that holds it (as Prometheus'
 * histogram_quantile does); undefined without observations; the last finite bound when it falls in +Inf.
 */
export function quantileOf(buckets: Map<number, number>, q: number): number | undefined {
  const bounds = [...buckets.keys()].sort((a, b) => a - b);
  const total = buckets.get(Number.POSITIVE_INFINITY) ?? 0;
  if (total <= 0) return undefined;
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const bound of bounds) {
    const count = buckets.get(bound) as number;
    if (count >= rank) {
      if (bound === Number.POSITIVE_INFINITY) return lowerBound;
      const inBucket = count - lowerCount;
      return inBucket <= 0 ? bound : lowerBound + ((bound - lowerBound) * (rank - lowerCount)) / inBucket;
    }
    lowerBound = bound;
    lowerCount = count;
  }
  return lowerBound;
}

/** PostgreSQL's server processes: the backends of one database, and the shared ones (writers, WAL, vacuum). */
export function postgresPids(database: string): { backends: number[]; shared: number[] } {
  const backends: number[] = [];
  const shared: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let title: string;
    try {
      title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    } catch {
      continue;
    }
    if (!title.startsWith('postgres: ')) continue;
    // A backend's title is "postgres: [<cluster name>: ]<user> <database> <client> <state>" (Debian names the
    // cluster "15/main"); the server's own processes name their role.
    const role = title.replace(/^postgres: (?:\S+: )?/, '');
    if (role.startsWith(`fleetlog ${database} `)) backends.push(Number(entry));
    else if (/^(checkpointer|background writer|walwriter|autovacuum|logical replication)/.test(role)) {
      shared.push(Number(entry));
    }
  }
  return { backends, shared };
}

/**
 * CPU ms of a changing set of processes (PostgreSQL backends come and go with the pools' connections): `list()` is
 * read again at each sample; a process that appeared in between counts from its start, one gone counts for neither.
 */
export function groupCpu(list: () => number[]): {
  sample(): Map<number, number>;
  since(before: Map<number, number>): number;
} {
  const sample = () => {
    const now = new Map<number, number>();
    for (const pid of list()) {
      const ms = cpuMs(pid);
      if (ms !== undefined) now.set(pid, ms);
    }
    return now;
  };
  return {
    sample,
    since(before) {
      let total = 0;
      for (const [pid, ms] of sample()) total += ms - (before.get(pid) ?? 0);
      return total;
    },
  };
}

/** Resident memory of a process in KiB (VmRSS), from /proc. */
export function rssKiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]);
}

export function machine() {
  const list = cpus();
  return {
    cpus: list.length,
    model: list[0]?.model ?? 'unknown',
    memory: `${Math.round((totalmem() / 2 ** 30) * 10) / 10} GiB`,
    node: process.version,
  };
}

export const loadAverage = () => loadavg().map((value) => Math.round(value * 100) / 100);

/** Runs a bash script in the repository; its standard output, or an error with its standard error. */
export function benchShell(script: string, env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync('bash', ['-c', script], { cwd: REPO_ROOT, env, encoding: 'utf8', stdio: 'pipe' });
  if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}`);
  return result.stdout;
}

/** A fresh bench stack: its database dropped, its Redis db flushed and its broker restarted, then brought up. */
export function freshBenchStack(database: string): Record<string, string> {
  benchShell(
    `source deploy/local/lib.sh && stop_kafka bench && redis-cli -n 3 flushdb >/dev/null && ` +
      `psql_super -c "drop database if exists ${database} with (force)"`,
  );
  // Dependencies are as they are: a benchmark never installs packages mid-tree.
  const out = benchShell('bash deploy/local/stack.sh bench', { ...process.env, FLEETLOG_SKIP_INSTALL: '1' });
  return Object.fromEntries(
    out
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** Runs ingest-load.ts as its own process with the open-files limit raised to the hard limit (prlimit). */
export function startLoad(spec: LoadSpec, dir: string): { child: ChildProcess; result: Promise<unknown> } {
  const file = join(dir, `${spec.mode}.json`);
  writeFileSync(file, JSON.stringify(spec));
  const hard = benchShell('ulimit -Hn').trim();
  const child = spawn(
    'prlimit',
    [`--nofile=${hard}:${hard}`, process.execPath, '-r', '@swc-node/register', 'deploy/bench/ingest-load.ts', file],
    { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const result = new Promise((done, fail) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) done(JSON.parse(out.slice(0, out.indexOf('\n'))));
    });
    child.once('exit', (code) => fail(new Error(`load generator exited with ${code} before its figures`)));
  });
  return { child, result };
}
