// Summarises a V8 .cpuprofile (node --cpu-prof): busy time by package or source folder, and the top functions by
// self time. Usage: node deploy/bench/profile-summary.mjs FILE.cpuprofile [top=25] [FROM[-TO] seconds into the profile]
// (a window leaves out the start-up, whose module loading is not the cost of a request, or isolates one route's run;
// `--timeline` prints busy milliseconds per second to find the runs).
import { readFileSync } from 'node:fs';
import process from 'node:process';

const [file, topArg, windowArg] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node deploy/bench/profile-summary.mjs FILE.cpuprofile [top] [skip seconds]\n');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const [fromS, toS] = (windowArg ?? '0').split('-').map(Number);
const fromUs = fromS * 1e6;
const toUs = toS === undefined ? Infinity : toS * 1e6;
const profile = JSON.parse(readFileSync(file, 'utf8'));

// Self time per node from the samples and their time deltas (microseconds).
const selfUs = new Map();
let elapsedUs = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  elapsedUs += delta;
  if (elapsedUs >= fromUs && elapsedUs < toUs) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
});

if (topArg === '--timeline') {
  const idleIds = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  const perSecond = [];
  let at = 0;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    const second = Math.floor(at / 1e6);
    perSecond[second] = (perSecond[second] ?? 0) + (idleIds.has(id) ? 0 : (profile.timeDeltas[index] ?? 0));
  });
  process.stdout.write(
    `busy ms per second: ${Array.from(perSecond, (us, s) => `${s}:${Math.round((us ?? 0) / 1000)}`).join(' ')}\n`,
  );
  process.exit(0);
}

/** Where a function lives: an npm package, a folder of ours, node's internals, or V8's pseudo-frames. */
function area(frame) {
  const url = frame.url ?? '';
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  const inModules = url.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const parts = url.slice(inModules + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.startsWith('node:')) return 'node:internals';
  const ours = /\/(libs|services)\/([^/]+)\//.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

const byArea = new Map();
const byFunction = new Map();
let total = 0;
let idle = 0;
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (us === 0) continue;
  total += us;
  if (node.callFrame.functionName === '(idle)') {
    idle += us;
    continue;
  }
  const where = area(node.callFrame);
  byArea.set(where, (byArea.get(where) ?? 0) + us);
  const name = `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
}

const busy = total - idle;
const pct = (us) => `${((100 * us) / busy).toFixed(1).padStart(5)}%`;
const print = (title, map) => {
  process.stdout.write(`\n${title}\n`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    process.stdout.write(`${pct(us)}  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}\n`);
  }
};
process.stdout.write(`${file}\nbusy ${(busy / 1e6).toFixed(2)} s of ${(total / 1e6).toFixed(2)} s sampled\n`);
print('self time by package or folder (% of busy time)', byArea);
print('top functions by self time', byFunction);
