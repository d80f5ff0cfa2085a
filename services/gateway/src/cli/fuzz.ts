// npm run fuzz:decoders -- [--iterations 1000000] [--seed N] [--stall-seconds 30]
// Random and mutated packets through every decoder (the core in protocols/fuzz). Passes when only ProtocolErrors
// came out, no input stalled the run, and prints one JSON summary: counts, refusals by code, the slowest input,
// max RSS. The fuzzing runs in a worker thread so the main thread can see a hang (no progress for --stall-seconds)
// and name the seed and iteration that caused it instead of hanging itself.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { runFuzz, type FuzzStats } from '../protocols/fuzz/fuzz-decoders';

interface Args {
  iterations: number;
  seed: number;
  stallSeconds: number;
}

type WorkerMessage = { kind: 'progress'; iterations: number; heapUsedMiB: number } | { kind: 'done'; stats: FuzzStats };

const PROGRESS_EVERY = 1000;

/** The worker's largest live heap seen at a progress report: flat over a run means no input leaks memory. */
const memory = { maxHeapUsedMiB: 0 };

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { iterations: 1_000_000, seed: 1, stallSeconds: 30 };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = Number(inline ?? argv[++i]);
    if (!Number.isSafeInteger(value) || value < 0) fail(`${flag} needs a non-negative integer`);
    if (flag === '--iterations') args.iterations = value;
    else if (flag === '--seed') args.seed = value;
    else if (flag === '--stall-seconds') args.stallSeconds = value;
    else fail(`unknown argument ${argv[i]}`);
  }
  return args;
}

function fail(message: string): never {
  process.stderr.write(`${message}\nusage: fuzz:decoders -- [--iterations N] [--seed N] [--stall-seconds N]\n`);
  process.exit(2);
}

function work(args: Args): void {
  // Stack traces are not read here (failures are reported by message and input), and capturing one for each of
  // millions of refusals costs more than the decoding.
  Error.stackTraceLimit = 0;
  let reported = 0;
  const stats = runFuzz({
    iterations: args.iterations,
    seed: args.seed,
    clock: () => performance.now(),
    progressEvery: PROGRESS_EVERY,
    onProgress: (progress) => {
      reported = progress.iterations;
      const heapUsedMiB = process.memoryUsage().heapUsed / 2 ** 20;
      parentPort?.postMessage({ kind: 'progress', iterations: reported, heapUsedMiB } satisfies WorkerMessage);
    },
  });
  parentPort?.postMessage({ kind: 'done', stats } satisfies WorkerMessage);
}

function main(args: Args): void {
  const started = performance.now();
  const worker = new Worker(__filename, { workerData: args });
  let lastProgress = performance.now();
  let iterations = 0;
  let nextLog = 100_000;
  memory.maxHeapUsedMiB = 0;
  const watchdog = setInterval(() => {
    if (performance.now() - lastProgress > args.stallSeconds * 1000) {
      clearInterval(watchdog);
      void worker.terminate();
      finish(args, started, null, `no progress for ${args.stallSeconds} s after iteration ${iterations}`);
    }
  }, 1000);
  worker.on('message', (message: WorkerMessage) => {
    lastProgress = performance.now();
    if (message.kind === 'progress') {
      iterations = message.iterations;
      memory.maxHeapUsedMiB = Math.max(memory.maxHeapUsedMiB, message.heapUsedMiB);
      if (iterations >= nextLog) {
        const rssMiB = process.memoryUsage().rss / 2 ** 20;
        process.stderr.write(
          `${iterations} inputs, ${((performance.now() - started) / 1000).toFixed(0)} s, ` +
            `worker heap ${message.heapUsedMiB.toFixed(0)} MiB, process RSS ${rssMiB.toFixed(0)} MiB\n`,
        );
        nextLog += 100_000;
      }
      return;
    }
    clearInterval(watchdog);
    finish(args, started, message.stats, null);
  });
  worker.on('error', (error) => {
    clearInterval(watchdog);
    finish(args, started, null, `worker crashed: ${String(error)}`);
  });
}

function finish(args: Args, started: number, stats: FuzzStats | null, problem: string | null): void {
  const durationS = (performance.now() - started) / 1000;
  // maxRSS covers the main thread and the worker: they share the process.
  const maxRssMiB = process.resourceUsage().maxRSS / 1024;
  const ok = problem === null && stats !== null && stats.failureCount === 0;
  const summary = {
    ok,
    problem,
    seed: args.seed,
    iterations: stats?.iterations ?? null,
    durationS: Number(durationS.toFixed(1)),
    inputsPerSecond: stats ? Math.round(stats.iterations / durationS) : null,
    decoded: stats?.decoded ?? null,
    refused: stats?.refused ?? null,
    refusals: stats?.refusals ?? null,
    failureCount: stats?.failureCount ?? null,
    failures: stats?.failures ?? [],
    maxInputMs: stats ? Number(stats.maxInputMs.toFixed(2)) : null,
    slowestInputHex: stats?.slowestInputHex.slice(0, 400) ?? null,
    maxBufferedBytes: stats?.maxBufferedBytes ?? null,
    maxWorkerHeapUsedMiB: Number(memory.maxHeapUsedMiB.toFixed(1)),
    maxRssMiB: Number(maxRssMiB.toFixed(1)),
  };
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  process.exit(ok ? 0 : 1);
}

if (isMainThread) main(parseArgs(process.argv.slice(2)));
else work(workerData as Args);
