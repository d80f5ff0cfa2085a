// The end of `npm test` (deploy/local/test.sh): where the time went and what passed.
//   node deploy/local/test-report.mjs <phases file> <shared run state>... -- <results.json>...
// The phases file has one line per phase, "<start ms> <end ms> <exit status> <name>"; a shared run's state file
// (libs/testing/src/shared-run.ts) has its start-up steps; each results file is a jest or vitest JSON report. Prints
// each phase's time, the shared runs' start-up, the ten slowest test files and the closing count line, and writes
// every file's time to .local/run/test-timings.json, and a yardstick of the machine's speed: the same kind of machine
// has run the same suite at twice the speed on one day as on another (deploy/bench/README.md), so a run's time is
// read beside it.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const [phasesFile, ...stateFiles] = args.slice(0, args.indexOf('--'));
const resultFiles = args.slice(args.indexOf('--') + 1);

/** The fastest of three rounds of a fixed piece of JavaScript work (objects, JSON, sorting), in ms. */
function yardstickMs() {
  let best = Infinity;
  for (let round = 0; round < 3; round += 1) {
    const start = performance.now();
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ id: i, name: `vehicle ${i}`, km: (i * 7919) % 100_003 }));
    JSON.parse(JSON.stringify(rows)).sort((a, b) => a.km - b.km || a.name.localeCompare(b.name));
    best = Math.min(best, performance.now() - start);
  }
  return Math.round(best);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

const phases = readFileSync(phasesFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [start, end, status, ...name] = line.split(' ');
    return { name: name.join(' '), startMs: Number(start), endMs: Number(end), status: Number(status) };
  });

let passed = 0;
let failed = 0;
let skipped = 0;
const files = [];
for (const file of resultFiles) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // A runner that wrote no report failed before it could (its phase's status says so); count it as a failure.
    process.stdout.write(`no test report at ${relative(root, file)}\n`);
    failed += 1;
    continue;
  }
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A file that failed to run at all (a syntax error, a hook that threw) has no failed test but did fail.
  failed += (report.testResults ?? []).filter((r) => r.status === 'failed' && !hasFailedTest(r)).length;
  for (const result of report.testResults ?? []) {
    files.push({
      file: relative(root, result.name),
      report: relative(root, file),
      ms: Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0)),
      status: result.status,
    });
  }
}

function hasFailedTest(result) {
  return (result.assertionResults ?? []).some((a) => a.status === 'failed');
}

files.sort((a, b) => b.ms - a.ms);
const timingsFile = join(root, '.local', 'run', 'test-timings.json');
writeFileSync(timingsFile, `${JSON.stringify({ phases, files }, null, 2)}\n`);

const lines = ['', 'where the time went:'];
const runStart = Math.min(...phases.map((p) => p.startMs));
const runEnd = Math.max(...phases.map((p) => p.endMs));
for (const p of phases) {
  const from = seconds(p.startMs - runStart).trim();
  lines.push(`  ${p.name.padEnd(28)} ${seconds(p.endMs - p.startMs)}  (from ${from}${p.status ? ', failed' : ''})`);
}
lines.push(`  ${'whole run'.padEnd(28)} ${seconds(runEnd - runStart)}`);
lines.push(`  ${'machine yardstick'.padEnd(28)} ${`${yardstickMs()} ms`.padStart(9)}  (fixed JavaScript work, idle machine; lower is faster)`);
for (const file of stateFiles) {
  let state;
  try {
    state = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    continue;
  }
  const steps = (state.steps ?? []).map((s) => `${s.step} at ${seconds(s.ms).trim()}`).join(', ');
  lines.push(`  shared ${state.kind} run: ${state.phase}${state.error ? ` (${state.error})` : ''}; ${steps}`);
}
lines.push('', 'the ten slowest test files:');
for (const f of files.slice(0, 10)) lines.push(`  ${seconds(f.ms)}  ${f.file}`);
lines.push(`  (every file's time: ${relative(root, timingsFile)})`, '');
process.stdout.write(`${lines.join('\n')}\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
