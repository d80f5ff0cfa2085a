import { decodeLine, toJsonLine } from '../decode-view';
import { toPositionRecord } from '../normalize';
import { ProtocolError } from '../protocol-error';
import { createQueclinkFrameDecoder, decodeQueclinkMessage } from '../queclink';
import { createTeltonikaFrameDecoder, decodeTeltonikaPacket, decodeTeltonikaUdp } from '../teltonika';
import type { TrackerRecord } from '../types';
import { generatedSeed, staticSeeds, type Seed } from './fuzz-corpus';
import { mutate } from './mutate';
import { Random } from './random';

// The decoder fuzzer's core, shared by `npm run fuzz:decoders` (a million inputs) and the test suite (a few
// thousand): random and mutated packets through every decoder, the streaming frame decoders fed in random chunks,
// and the decode command's view. Only a ProtocolError may come out; anything else is recorded as a failure with the
// input to replay it. Invariants checked on the way: frame decoders never buffer more than their limit, and a
// decoded record always renders (valid time, finite coordinates).

export interface FuzzOptions {
  iterations: number;
  seed: number;
  /** Milliseconds clock for the per-input time; omitted in tests (no wall time there). */
  clock?: () => number;
  onProgress?: (stats: FuzzStats) => void;
  progressEvery?: number;
}

export interface FuzzFailure {
  iteration: number;
  target: string;
  error: string;
  inputHex: string;
}

export interface FuzzStats {
  iterations: number;
  decoded: number;
  refused: number;
  refusals: Record<string, number>;
  /** Every failure is counted; the first few are kept with their input. */
  failureCount: number;
  failures: FuzzFailure[];
  maxInputMs: number;
  slowestInputHex: string;
  maxBufferedBytes: number;
}

const MAX_FAILURES_KEPT = 20;

export function runFuzz(options: FuzzOptions): FuzzStats {
  const random = new Random(options.seed);
  const seeds = staticSeeds();
  const stats: FuzzStats = {
    iterations: 0,
    decoded: 0,
    refused: 0,
    refusals: {},
    failureCount: 0,
    failures: [],
    maxInputMs: 0,
    slowestInputHex: '',
    maxBufferedBytes: 0,
  };
  for (let iteration = 0; iteration < options.iterations; iteration += 1) {
    const seed = random.chance(0.3) ? generatedSeed(random) : random.pick(seeds);
    const input: Seed = random.chance(0.04)
      ? { protocol: seed.protocol, bytes: random.bytes(random.int(300)) }
      : { protocol: seed.protocol, bytes: random.chance(0.1) ? seed.bytes : mutate(random, seed, random.pick(seeds)) };
    const started = options.clock?.() ?? 0;
    fuzzOne(random, input, iteration, stats);
    if (options.clock) {
      const elapsed = options.clock() - started;
      if (elapsed > stats.maxInputMs) {
        stats.maxInputMs = elapsed;
        stats.slowestInputHex = input.bytes.toString('hex');
      }
    }
    stats.iterations = iteration + 1;
    if (options.onProgress && (iteration + 1) % (options.progressEvery ?? 100_000) === 0) options.onProgress(stats);
  }
  return stats;
}

function fuzzOne(random: Random, input: Seed, iteration: number, stats: FuzzStats): void {
  const run = (target: string, body: () => void) => {
    try {
      body();
      stats.decoded += 1;
    } catch (error) {
      if (error instanceof ProtocolError) {
        stats.refused += 1;
        stats.refusals[error.code] = (stats.refusals[error.code] ?? 0) + 1;
      } else {
        stats.failureCount += 1;
        if (stats.failures.length < MAX_FAILURES_KEPT) {
          stats.failures.push({ iteration, target, error: String(error), inputHex: input.bytes.toString('hex') });
        }
      }
    }
  };
  const bytes = input.bytes;
  if (input.protocol === 'queclink') {
    const text = bytes.toString('latin1');
    run('queclink', () => render(decodeQueclinkMessage(text).records));
    run('queclink-stream', () => queclinkStream(random, bytes, stats));
    if (random.chance(0.2)) run('decode-view', () => view(text, 'queclink', 'tcp'));
    return;
  }
  run('teltonika-tcp', () => render(decodeTeltonikaPacket(bytes).records));
  run('teltonika-udp', () => render(decodeTeltonikaUdp(bytes).records));
  run('teltonika-stream', () => teltonikaStream(random, bytes, stats));
  if (random.chance(0.2)) {
    const hex = bytes.toString('hex');
    run('decode-view', () => view(hex, 'teltonika', input.protocol === 'teltonika-udp' ? 'udp' : 'tcp'));
  }
}

function view(line: string, protocol: 'teltonika' | 'queclink', transport: 'tcp' | 'udp'): void {
  const result = decodeLine(line, protocol, transport);
  if (!result.ok) throw new ProtocolError('MALFORMED', result.error); // a refusal, counted as such
  toJsonLine(result);
}

/** Every decoded record must become a contract record and a printable line. */
function render(records: TrackerRecord[]): void {
  for (const record of records) {
    if (!Number.isFinite(record.latitude) || !Number.isFinite(record.longitude)) {
      throw new Error(`non-finite coordinates ${record.latitude},${record.longitude}`);
    }
    new Date(record.timestampMs).toISOString(); // throws RangeError on an invalid time
    toPositionRecord(record);
  }
}

function chunks(random: Random, stream: Buffer): Buffer[] {
  const out: Buffer[] = [];
  const small = random.chance(0.5);
  for (let at = 0; at < stream.length;) {
    const size = small ? random.between(1, 8) : random.between(1, 512);
    out.push(stream.subarray(at, at + size));
    at += size;
  }
  return out;
}

function teltonikaStream(random: Random, bytes: Buffer, stats: FuzzStats): void {
  const maxFrameBytes = random.pick([16, 64, 256, 1280, 4096, 65536]);
  const decoder = createTeltonikaFrameDecoder({ maxFrameBytes });
  const stream = Buffer.concat(Array.from({ length: random.between(1, 3) }, () => bytes));
  for (const chunk of chunks(random, stream)) {
    for (const frame of decoder.push(chunk)) {
      if (frame.kind === 'data') render(decodeTeltonikaPacket(frame.bytes).records);
    }
    checkBuffered(decoder.bufferedBytes, Math.max(maxFrameBytes, 8), stats);
  }
}

function queclinkStream(random: Random, bytes: Buffer, stats: FuzzStats): void {
  const maxFrameBytes = random.pick([64, 512, 4096]);
  const decoder = createQueclinkFrameDecoder({ maxFrameBytes });
  const stream = Buffer.concat(Array.from({ length: random.between(1, 3) }, () => bytes));
  for (const chunk of chunks(random, stream)) {
    for (const message of decoder.push(chunk)) render(decodeQueclinkMessage(message).records);
    checkBuffered(decoder.bufferedBytes, maxFrameBytes, stats);
  }
}

function checkBuffered(buffered: number, limit: number, stats: FuzzStats): void {
  stats.maxBufferedBytes = Math.max(stats.maxBufferedBytes, buffered);
  if (buffered > limit) throw new Error(`frame decoder holds ${buffered} bytes, limit ${limit}`);
}
