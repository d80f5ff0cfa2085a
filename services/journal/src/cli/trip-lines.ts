import { z } from 'zod';

import {
  DETECTOR_PARAMETERS,
  type DetectedTrip,
  detectorParameters,
  type DetectorParameters,
  type PositionFix,
} from '../trips/detection';

// The line formats of `npm run trips`: normalised position records in, detected trips out.

const timestamp = z.union([
  z.number().finite(),
  z
    .string()
    .min(1)
    .refine((text) => !Number.isNaN(Date.parse(text)), 'not an ISO 8601 time'),
]);

const recordLine = z.object({
  imei: z.union([z.string().regex(/^\d{1,20}$/, 'digits only'), z.number().int().nonnegative()]),
  timestamp,
  latitude: z.number().finite(),
  longitude: z.number().finite(),
  speedKmh: z.number().finite().nonnegative().optional(),
  satellites: z.number().finite().optional(),
  ignition: z.union([z.boolean(), z.literal(0), z.literal(1)]).nullish(),
  odometerM: z.number().finite().nonnegative().nullish(),
});

/** An epoch number in seconds (before 1973 as milliseconds) is taken as seconds, else as milliseconds. */
function epochMs(value: number | string): number {
  if (typeof value === 'string') return Date.parse(value);
  return Math.abs(value) < 1e11 ? value * 1000 : value;
}

/** One input line as a fix, or the reason it is not one. */
export function parseRecordLine(line: string): { fix: PositionFix } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { error: 'not JSON' };
  }
  const parsed = recordLine.safeParse(json);
  if (!parsed.success) {
    return {
      error: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`).join('; '),
    };
  }
  const record = parsed.data;
  return {
    fix: {
      imei: String(record.imei),
      timestampMs: epochMs(record.timestamp),
      latitude: record.latitude,
      longitude: record.longitude,
      speedKmh: record.speedKmh ?? 0,
      satellites: record.satellites ?? 0,
      ignition: record.ignition === null || record.ignition === undefined ? undefined : Boolean(record.ignition),
      odometerM: record.odometerM ?? undefined,
    },
  };
}

/** The output line of a trip: times in ISO 8601 UTC, distance in whole metres. */
export function tripLine(trip: DetectedTrip): string {
  return JSON.stringify({
    imei: trip.imei,
    start: new Date(trip.start.timestampMs).toISOString(),
    stop: new Date(trip.stop.timestampMs).toISOString(),
    distanceM: Math.round(trip.distanceM),
    startLatitude: trip.startPosition.latitude,
    startLongitude: trip.startPosition.longitude,
    stopLatitude: trip.stop.latitude,
    stopLongitude: trip.stop.longitude,
  });
}

export const USAGE = [
  'usage: npm run --silent trips [-- --<parameter> <value> ...] < records.jsonl',
  '',
  'Reads normalised position records, one JSON object per line, in any order, repeats possible:',
  '  {"imei","timestamp","latitude","longitude","speedKmh","satellites","ignition"?,"odometerM"?}',
  '  timestamp: ISO 8601, or epoch milliseconds (seconds when below 1e11)',
  'and prints the trips the journal service detects in them, one JSON object per line, in start order:',
  '  {"imei","start","stop","distanceM","startLatitude","startLongitude","stopLatitude","stopLongitude"}',
  'Fixes without satellites are ignored; a trip still open at the end of the input is closed. A line that is not a',
  'record is reported on standard error and skipped.',
  '',
  'Parameters (defaults of the journal service):',
  ...Object.values(DETECTOR_PARAMETERS).map(
    (spec) => `  --${spec.flag.padEnd(24)} ${String(spec.default).padStart(5)}  ${spec.meaning}`,
  ),
].join('\n');

/** The detector parameters of the command line's flags (`--stop-gap-s 600` or `--stop-gap-s=600`). */
export function parseArguments(argv: readonly string[]): { help: true } | { params: DetectorParameters } {
  const overrides: Partial<DetectorParameters> = {};
  const byFlag = new Map<string, keyof DetectorParameters>(
    Object.entries(DETECTOR_PARAMETERS).map(([key, spec]) => [spec.flag, key as keyof DetectorParameters]),
  );
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--help' || argv[i] === '-h') return { help: true };
    const [flag, inline] = argv[i].split('=', 2);
    const key = flag.startsWith('--') ? byFlag.get(flag.slice(2)) : undefined;
    if (!key) throw new Error(`unknown argument ${argv[i]}`);
    const value = Number(inline ?? argv[++i]);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${flag} needs a number ≥ 0`);
    overrides[key] = value;
  }
  return { params: detectorParameters(overrides) };
}
