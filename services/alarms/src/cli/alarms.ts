// npm run --silent alarms -- geofence --zone ZONE.json < fixes.jsonl
// A geofence alarm's zone in a file and one vehicle's fixes as JSON lines on standard input; the ENTRY and EXIT
// events the alarms service's own evaluator raises for them, one JSON line each, on standard output (`--help`).
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

import type { GeofenceZone } from '../geofences/geofence-zone';
import { geofenceLines, readZone } from './geofence-lines';

const USAGE = `usage: alarms geofence --zone ZONE.json < fixes.jsonl
       alarms --help

geofence  reads a geofence alarm from ZONE.json, in the API's names (other fields are ignored):
            {"zoneCoords":[{"latitude":57.7,"longitude":11.97},...],   at least 3 distinct points, closed by
                                                                       repeating the first one or not
             "activeOnEnter":true,"activeOnExit":true,
             "distortion":50}                                         0-100, optional (default 50)
          and one vehicle's fixes as JSON lines on standard input, in any order:
            {"timestamp":"2026-11-24T06:05:00Z" | "2026-11-24T06:05:00" | epoch ms,"latitude":57.7,"longitude":11.97}
          (UTC: an ISO time without an offset is UTC; an explicit offset counts). The path is the fixes in time order
          joined by straight lines; the vehicle enters when it is distortion/2 metres inside the zone and leaves when
          it is as far outside, so GPS jitter at the edge raises nothing; the first fix only says where it starts.
          Prints the events the alarm is active on, in time order, one JSON line each:
            {"event":"ENTRY"|"EXIT","time":"YYYY-MM-DDTHH:mm:ss.sssZ"}
          timed by interpolation along the path, to the millisecond. Fixes at 0,0 (no position, private mode) are
          ignored, and of two fixes with one timestamp the first given counts. Blank lines are skipped; a line that is
          not a fix is reported on standard error with its number and skipped (exit 0).
          A zone of fewer than 3 distinct points, with crossing edges or a distortion outside 0-100 is refused:
          the reason on standard error, nothing on standard output, exit 1. A zone file that cannot be read or is not
          JSON: exit 2.`;

function usageError(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function main(): void {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const [command, ...rest] = args;
  if (command !== 'geofence') usageError(command ? `unknown command ${command}` : 'a command is required');
  const zone = zoneOf(zonePath(rest));
  void printEvents(zone);
}

function zonePath(args: readonly string[]): string {
  let path: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--zone' && args[i + 1] !== undefined && path === undefined) {
      path = args[i + 1];
      i += 1;
    } else if (args[i].startsWith('--zone=') && path === undefined) path = args[i].slice('--zone='.length);
    else usageError(args[i] === '--zone' ? '--zone takes the zone file' : `unknown argument ${args[i]}`);
  }
  if (!path) usageError('--zone ZONE.json is required');
  return path;
}

function zoneOf(path: string): GeofenceZone {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    process.stderr.write(`cannot read the zone file ${path}: ${(error as Error).message}\n`);
    process.exit(2);
  }
  const read = readZone(text);
  if ('zone' in read) return read.zone;
  process.stderr.write(`${read.message}\n`);
  process.exit(read.exitCode);
}

async function printEvents(zone: GeofenceZone): Promise<void> {
  const lines: string[] = [];
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) lines.push(line);
  const { events, errors } = geofenceLines(zone, lines);
  for (const error of errors) process.stderr.write(`${error}\n`);
  for (const event of events) process.stdout.write(`${event}\n`);
}

main();
