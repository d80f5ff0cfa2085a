// npm run bench:decoders — decoder throughput: records per second per core for Teltonika Codec 8, 8 Extended, 16
// and Queclink @Track, measured as records over the CPU time the process spent (the steadier figure on a shared
// machine than wall time; one thread, so it is one core's work). Two figures per codec: the protocol decoder alone
// (whole frame in, ordered records out, CRC included), and with the normalisation to the contract's PositionRecord
// the gateway also does. Writes deploy/bench/results/decoders.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  decodeQueclinkMessage,
  decodeTeltonikaPacket,
  encodeQueclinkReport,
  encodeTeltonikaTcp,
  toPositionRecord,
  type AvlCodec,
  type IoElement,
  type RecordToEncode,
  type TrackerRecord,
} from '../../services/gateway/src/protocols';

const RECORDS_PER_PACKET = 10;
const PACKETS = 200;
const MEASURE_CPU_MS = Number(process.env.BENCH_CPU_MS ?? 3000);

/** What an FMB920 in a car typically sends with each record: 17 elements of 1, 2 and 4 bytes. */
function io(codec: AvlCodec, i: number): IoElement[] {
  const elements: IoElement[] = [
    { id: 239, size: 1, value: 1 },
    { id: 240, size: 1, value: 1 },
    { id: 80, size: 1, value: 0 },
    { id: 21, size: 1, value: 4 },
    { id: 200, size: 1, value: 0 },
    { id: 69, size: 1, value: 1 },
    { id: 181, size: 2, value: 9 },
    { id: 182, size: 2, value: 6 },
    { id: 66, size: 2, value: 13900 + (i % 50) },
    { id: 24, size: 2, value: 60 + (i % 40) },
    { id: 205, size: 2, value: 41022 },
    { id: 206, size: 2, value: 10 },
    { id: 67, size: 2, value: 4050 },
    { id: 68, size: 2, value: 0 },
    { id: 241, size: 4, value: 24002 },
    { id: 16, size: 4, value: 123_456_000 + i * 15 },
    { id: 199, size: 4, value: i * 15 },
  ];
  // 8 Extended: one variable-length element as well (a BLE beacon list).
  if (codec === '8E') elements.push({ id: 385, size: 'variable', value: Buffer.from('1121010203040506070809', 'hex') });
  return elements;
}

function records(codec: AvlCodec, packet: number): RecordToEncode[] {
  return Array.from({ length: RECORDS_PER_PACKET }, (_, r) => {
    const i = packet * RECORDS_PER_PACKET + r;
    return {
      timestampMs: Date.UTC(2026, 10, 22, 6, 0, 0) + i * 1000,
      priority: 0,
      longitude: 18.0686 + i * 1e-5,
      latitude: 59.3293 - i * 1e-5,
      altitudeM: 25,
      angleDeg: i % 360,
      satellites: 12,
      speedKmh: 50 + (i % 30),
      eventIoId: 0,
      generationType: codec === '16' ? 7 : undefined,
      io: io(codec, i),
    };
  });
}

function queclinkMessages(): string[] {
  return Array.from({ length: PACKETS }, (_, packet) =>
    encodeQueclinkReport({
      kind: 'RESP',
      type: 'GTFRI',
      protocolVersion: '440104',
      imei: '862061048023666',
      positions: records('8', packet).map((r) => ({ ...r, accuracy: 1 })),
      batteryPct: 80,
      batteryMv: 4010,
      moving: true,
      sendTime: '20261122080000',
      countNumber: packet,
    }),
  );
}

function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Decodes the inputs round after round until the CPU budget is spent; returns records per CPU second. */
function measure<T>(inputs: T[], decode: (input: T) => TrackerRecord[], normalize: boolean): number {
  const run = (budgetMs: number) => {
    const start = cpuMs();
    let count = 0;
    while (cpuMs() - start < budgetMs) {
      for (const input of inputs) {
        const decoded = decode(input);
        if (normalize) for (const record of decoded) toPositionRecord(record);
        count += decoded.length;
      }
    }
    return (count / (cpuMs() - start)) * 1000;
  };
  run(Math.min(1000, MEASURE_CPU_MS / 3)); // warm-up: let the JIT settle
  return Math.round(run(MEASURE_CPU_MS));
}

function main(): void {
  const codecs: Record<string, { decode: number; decodeAndNormalize: number; bytesPerRecord: number }> = {};
  for (const codec of ['8', '8E', '16'] as const) {
    const frames = Array.from({ length: PACKETS }, (_, p) => encodeTeltonikaTcp(codec, records(codec, p)));
    const decode = (frame: Buffer) => decodeTeltonikaPacket(frame).records;
    codecs[`codec${codec}`] = {
      decode: measure(frames, decode, false),
      decodeAndNormalize: measure(frames, decode, true),
      bytesPerRecord: Math.round(frames[0].length / RECORDS_PER_PACKET),
    };
    process.stderr.write(`codec ${codec}: ${JSON.stringify(codecs[`codec${codec}`])}\n`);
  }
  const messages = queclinkMessages();
  const decodeText = (text: string) => decodeQueclinkMessage(text).records;
  codecs.queclink = {
    decode: measure(messages, decodeText, false),
    decodeAndNormalize: measure(messages, decodeText, true),
    bytesPerRecord: Math.round(messages[0].length / RECORDS_PER_PACKET),
  };
  process.stderr.write(`queclink: ${JSON.stringify(codecs.queclink)}\n`);

  const list = cpus();
  const result = {
    machine: {
      cpus: list.length,
      model: list[0]?.model ?? 'unknown',
      memory: `${Math.round((totalmem() / 2 ** 30) * 10) / 10} GiB`,
      node: process.version,
    },
    command: 'npm run bench:decoders',
    unit: 'records per CPU second of one thread (one core)',
    workload: `${PACKETS} distinct packets of ${RECORDS_PER_PACKET} records, 17 IO elements per record (+1 NX in 8E); Queclink GTFRI with ${RECORDS_PER_PACKET} positions per message`,
    measuredCpuMsPerFigure: MEASURE_CPU_MS,
    codecs,
  };
  const dir = join(__dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'decoders.json'), `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

main();
