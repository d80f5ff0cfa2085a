// npm run --silent tolls -- passages < document.json
// npm run --silent tolls -- track [--class heavy] [--exempt] < points.jsonl
// One JSON document of a vehicle's passages, or one trip's GPS points as JSON lines, on standard input; the passages
// and amounts the tolls service's own geometry and rules give them as one JSON line on standard output (`--help`).
import { createInterface } from 'node:readline';

import { type TrackPoint } from '../geometry/passage-detection';
import { stationGeometries } from '../geometry/station-geometry';
import type { Vehicle } from '../rules/day-charges';
import { CONTROL_POINTS } from '../stations/stations';
import { passagesDocument } from './passages-document';
import { parsePointLine, trackCharges } from './track-lines';

const USAGE = `usage: tolls passages < document.json
       tolls track [--class car|heavy] [--exempt] < points.jsonl
       tolls --help

passages  reads ONE JSON document on standard input:
            {"vehicle":{"class":"car"|"heavy","exempt":false},
             "passages":[{"city":"stockholm"|"goteborg"|"sundsvall"|"motala",
                          "station":"<station name as in toll-stations.json>",
                          "cpNumber":"<optional; required where one name bills several tariffs>",
                          "time":"YYYY-MM-DDTHH:mm:ss"}]}       (Europe/Stockholm local time, no offset)
          and prints one JSON line:
            {"congestionTaxSek":N,"infraTaxSek":N,"passages":[{"station":...,"time":...,"amountSek":n}]}
          with every passage in time order and the amount it bears after windows and daily caps (0 where absorbed).
          Bad input (malformed JSON, a bad field, an unknown station or cpNumber) prints
            {"ok":false,"error":"..."}
          and exits 0, like npm run decode.
track     reads one trip's GPS points as JSON lines on standard input:
            {"timestamp":"2026-11-24T06:05:00Z" | epoch ms | epoch s,"latitude":59.3,"longitude":18.1}
          (UTC; an ISO time without an offset is UTC), detects the passages of its path through the control points
          (the segments between points crossing a station's charged line, timed by interpolation) and prints one
          JSON line in the shape above, times in Europe/Stockholm local time. A line that is not a point is reported
          on standard error and skipped, as npm run trips does.
            --class car|heavy   the vehicle class of the infrastructure fees (default car)
            --exempt            the vehicle is exempt: every amount 0`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function usageError(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const [command, ...rest] = args;
  if (command === 'track') {
    const vehicle = trackVehicle(rest);
    process.stdout.write(`${JSON.stringify(await track(vehicle))}\n`);
    return;
  }
  if (command !== 'passages') usageError(command ? `unknown command ${command}` : 'a command is required');
  if (rest.length > 0) usageError(`unknown argument ${rest[0]}`);
  process.stdout.write(`${JSON.stringify(passagesDocument(await readStdin()))}\n`);
}

function trackVehicle(args: readonly string[]): Vehicle {
  const vehicle: Vehicle = { class: 'car', exempt: false };
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--exempt') vehicle.exempt = true;
    else if (args[i] === '--class' && (args[i + 1] === 'car' || args[i + 1] === 'heavy')) {
      vehicle.class = args[i + 1] as Vehicle['class'];
      i += 1;
    } else usageError(args[i] === '--class' ? '--class takes car or heavy' : `unknown argument ${args[i]}`);
  }
  return vehicle;
}

async function track(vehicle: Vehicle) {
  const points: TrackPoint[] = [];
  let lineNumber = 0;
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    lineNumber += 1;
    if (line.trim() === '') continue;
    const parsed = parsePointLine(line);
    if ('error' in parsed) process.stderr.write(`line ${lineNumber}: ${parsed.error}\n`);
    else points.push(parsed.point);
  }
  return trackCharges(vehicle, points, stationGeometries(CONTROL_POINTS)).output;
}

void main();
