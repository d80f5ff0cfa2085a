// Adds up deploy/bench/cpu-sample.sh's samples by kind of process: core-seconds and process count per kind, largest
// first; with a file argument, also writes them there as JSON (results/test-suite.json keeps a run's). A process
// already running at the first sample counts only what it used after it.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const SAMPLES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.local', 'run', 'cpu-samples.tsv');
const TICKS_PER_SECOND = 100;

function kindOf(cmd) {
  let match;
  if ((match = cmd.match(/services\/(\w+)\/src\/main\.ts/))) return `service ${match[1]}`;
  if ((match = cmd.match(/services\/(\w+)\/src\/(migrate|seed\/seed-demo)\.ts/)))
    return `${match[2] === 'migrate' ? 'migrate' : 'seed'} ${match[1]}`;
  const kinds = [
    [/jest-worker\/build\/processChild/, 'jest worker'],
    [/bin\/jest/, 'jest main'],
    [/chromium/, 'chromium'],
    [/^postgres/, 'postgres'],
    [/kafka-mock/, 'kafka-mock'],
    [/redis/, 'redis'],
    [/tsc/, 'tsc'],
    [/eslint/, 'eslint'],
    [/vite|esbuild|rollup/, 'vite'],
    [/vitest/, 'vitest'],
    [/shared-run-main/, 'test run coordinator'],
    [/simulator/, 'simulator'],
    [/cli\/\w+\.ts/, 'command line'],
    [/npm/, 'npm'],
    [/gateway/, 'service gateway'],
  ];
  return (
    kinds.find(([pattern]) => pattern.test(cmd))?.[1] ?? `other: ${cmd.split(' ').slice(0, 2).join(' ').slice(0, 60)}`
  );
}

const first = new Map();
const last = new Map();
let round = 0;
for (const line of readFileSync(SAMPLES, 'utf8').split('\n')) {
  if (line === '#') {
    round += 1;
    continue;
  }
  const [pid, start, ticks, cmd] = line.split('\t');
  if (!cmd) continue;
  const key = `${pid}/${start}`;
  if (round === 1) first.set(key, Number(ticks));
  last.set(key, { ticks: Number(ticks) - (first.get(key) ?? 0), cmd });
}
const kinds = new Map();
let total = 0;
for (const { ticks, cmd } of last.values()) {
  const kind = kinds.get(kindOf(cmd)) ?? { seconds: 0, processes: 0 };
  kind.seconds += ticks / TICKS_PER_SECOND;
  kind.processes += 1;
  kinds.set(kindOf(cmd), kind);
  total += ticks / TICKS_PER_SECOND;
}
const sorted = [...kinds].sort((a, b) => b[1].seconds - a[1].seconds);
process.stdout.write(`core-seconds seen: ${Math.round(total)} over ${round} samples\n`);
for (const [kind, { seconds, processes }] of sorted) {
  process.stdout.write(`${String(Math.round(seconds)).padStart(7)} ${String(processes).padStart(5)}  ${kind}\n`);
}
if (process.argv[2]) {
  const top = Object.fromEntries(sorted.slice(0, 16).map(([kind, { seconds }]) => [kind, Math.round(seconds)]));
  writeFileSync(process.argv[2], `${JSON.stringify({ sampledEverySeconds: 2, total: Math.round(total), ...top })}\n`);
}
