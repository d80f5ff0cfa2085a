// npm run bench:trip-detection — the journal's trip detector alone: positions per CPU second of one thread (one
// core), on a recorded week of a mixed fleet. Two figures: the batch path of `npm run trips` (sort, de-duplicate,
// detect), and the streaming path the journal service takes (each device's detector restored from its JSON snapshot
// for every 20-record packet and snapshotted again, as the service carries it between batches). The service-level
// figure (Kafka and PostgreSQL included) is the journal benchmark's. Writes deploy/bench/results/trip-detection.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

import {
  type DetectedTrip,
  detectorParameters,
  detectTrips,
  orderedFixes,
  type PositionFix,
  TripDetector,
} from '../../services/journal/src/trips/detection';
import { offset, PLACES, TrackerRecording } from '../../services/journal/test/support/position-sequences';

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 60);
const MEASURE_CPU_MS = Number(process.env.BENCH_CPU_MS ?? 5000);
const PACKET_RECORDS = 20;

/** A week of one vehicle: drives of 2–25 km sampled every 1–10 s, parking with drift, the odd tunnel. */
function week(vehicle: number): PositionFix[] {
  let seed = vehicle + 1;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const home = vehicle % 2 === 0 ? PLACES.kungsholmen : PLACES.gothenburg;
  const car = new TrackerRecording(String(350000000000000 + vehicle), '2026-11-02T05:00:00Z', home, {
    ignition: vehicle % 3 !== 0,
    odometer: vehicle % 2 === 0,
    seed: vehicle + 1,
  });
  for (let drive = 0; drive < 35; drive += 1) {
    car.park(600 + rand() * 5 * 3600, { everyS: 60 + Math.floor(rand() * 240), driftM: rand() * 25 });
    if (vehicle % 3 !== 0) car.idle(15);
    const target = offset(car.position, 2000 + rand() * 23_000, rand() * 360);
    car.drive([offset(car.position, 800, rand() * 360), target], 30 + rand() * 80, {
      everyS: 1 + Math.floor(rand() * 10),
      ...(rand() < 0.2 ? { silentFrom: 120, silentTo: 240 } : {}),
    });
  }
  car.park(3600);
  return car.fixes;
}

/** Runs `work` until MEASURE_CPU_MS of this thread's CPU time has passed; positions per CPU second. */
function measure(positions: number, work: () => number): { positionsPerCpuSecond: number; trips: number } {
  work(); // warm-up: JIT, caches
  let rounds = 0;
  let trips = 0;
  const start = process.cpuUsage();
  let spentMs = 0;
  while (spentMs < MEASURE_CPU_MS) {
    trips = work();
    rounds += 1;
    const used = process.cpuUsage(start);
    spentMs = (used.user + used.system) / 1000;
  }
  return { positionsPerCpuSecond: Math.round((positions * rounds) / (spentMs / 1000)), trips };
}

function main(): void {
  const params = detectorParameters();
  const fleet = Array.from({ length: VEHICLES }, (_, vehicle) => week(vehicle));
  const all = fleet.flat();
  // The stream as the service sees it: packets of 20 records per device, devices interleaved in time.
  const packets: PositionFix[][] = fleet
    .flatMap((fixes) =>
      Array.from({ length: Math.ceil(fixes.length / PACKET_RECORDS) }, (_, i) =>
        fixes.slice(i * PACKET_RECORDS, (i + 1) * PACKET_RECORDS),
      ),
    )
    .sort((a, b) => a[0].timestampMs - b[0].timestampMs);

  const batch = measure(all.length, () => detectTrips(all, params).length);
  const streaming = measure(all.length, () => {
    const states = new Map<string, string>();
    let trips = 0;
    const count = (_trip: DetectedTrip) => (trips += 1);
    for (const packet of packets) {
      const imei = packet[0].imei;
      const saved = states.get(imei);
      const detector = saved ? TripDetector.restore(params, count, JSON.parse(saved)) : new TripDetector(params, count);
      for (const fix of orderedFixes(packet)) detector.push(fix);
      states.set(imei, JSON.stringify(detector.snapshot()));
    }
    for (const saved of states.values()) TripDetector.restore(params, count, JSON.parse(saved)).finish();
    return trips;
  });

  const results = {
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model.trim() ?? 'unknown',
      memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
      node: process.version,
    },
    command: 'npm run bench:trip-detection',
    unit: 'positions per CPU second of one thread (one core)',
    workload: `${VEHICLES} vehicles × one week (35 drives of 2–25 km sampled every 1–10 s, parking with GPS drift, tunnels; two thirds with ignition, half with an odometer): ${all.length} positions`,
    measuredCpuMsPerFigure: MEASURE_CPU_MS,
    trips: batch.trips,
    batch: { positionsPerCpuSecond: batch.positionsPerCpuSecond, what: 'npm run trips: sort, de-duplicate, detect' },
    streaming: {
      positionsPerCpuSecond: streaming.positionsPerCpuSecond,
      what: `per ${PACKET_RECORDS}-record packet: restore the device's detector from JSON, push, snapshot to JSON`,
    },
  };
  if (streaming.trips !== batch.trips) throw new Error(`streaming found ${streaming.trips}, batch ${batch.trips}`);
  const dir = join(__dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'trip-detection.json'), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
}

main();
