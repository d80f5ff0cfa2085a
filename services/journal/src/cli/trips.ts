// npm run --silent trips [-- --stop-gap-s 300 ...] < records.jsonl
// Position records as JSON lines on standard input, the trips the journal service's own detector finds in them as
// JSON lines on standard output (`--help` for the formats and the parameters).
import { createInterface } from 'node:readline';

import { detectTrips, type PositionFix } from '../trips/detection';
import { parseArguments, parseRecordLine, tripLine, USAGE } from './trip-lines';

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseArguments>;
  try {
    parsed = parseArguments(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  if ('help' in parsed) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const fixes: PositionFix[] = [];
  let lineNumber = 0;
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    lineNumber += 1;
    if (line.trim() === '') continue;
    const result = parseRecordLine(line);
    if ('error' in result) process.stderr.write(`line ${lineNumber}: ${result.error}\n`);
    else fixes.push(result.fix);
  }
  for (const trip of detectTrips(fixes, parsed.params)) {
    if (!process.stdout.write(`${tripLine(trip)}\n`)) {
      await new Promise((resolve) => process.stdout.once('drain', resolve));
    }
  }
}

void main();
