import { z } from 'zod';

import { type Charges, computeCharges } from '../rules/charges';
import type { Passage, Vehicle } from '../rules/day-charges';
import { type DetectedPassage, detectPassages, type TrackPoint } from '../geometry/passage-detection';
import type { StationGeometry } from '../geometry/station-geometry';
import { localTimeOf, localTimeText } from '../rules/local-time';

// The formats of `npm run tolls -- track`: one trip's GPS points as JSON lines in, its passages and amounts out.

const pointLine = z.object({
  timestamp: z.union([
    z.number().finite(),
    z
      .string()
      .min(1)
      .refine((text) => !Number.isNaN(utcMs(text)), 'not an ISO 8601 time'),
  ]),
  latitude: z.number().finite().min(-90).max(90),
  longitude: z.number().finite().min(-180).max(180),
});

/** An ISO time without an offset is UTC (the trackers' clock), never the machine's zone. */
function utcMs(text: string): number {
  const hasZone = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i.test(text.trim());
  return Date.parse(hasZone || !text.includes('T') ? text : `${text}Z`);
}

/** Epoch seconds (below 1e11) or milliseconds, as `npm run trips` reads them. */
function epochMs(value: number | string): number {
  if (typeof value === 'string') return utcMs(value);
  return Math.abs(value) < 1e11 ? value * 1000 : value;
}

/** One input line as a track point, or the reason it is not one. */
export function parsePointLine(line: string): { point: TrackPoint } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { error: 'not JSON' };
  }
  const parsed = pointLine.safeParse(json);
  if (!parsed.success) {
    return {
      error: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'point'}: ${issue.message}`).join('; '),
    };
  }
  const { timestamp, latitude, longitude } = parsed.data;
  return { point: { timestampMs: epochMs(timestamp), latitude, longitude } };
}

type TrackPassage = Passage & { detected: DetectedPassage };

export interface TrackOutput {
  congestionTaxSek: number;
  infraTaxSek: number;
  passages: { station: string; time: string; amountSek: number }[];
}

/** The passages a track crosses and the amounts they bear, as `passages` prints them (times local, to the second). */
export function trackCharges(
  vehicle: Vehicle,
  track: readonly TrackPoint[],
  stations: readonly StationGeometry[],
): { output: TrackOutput; charges: Charges<TrackPassage> } {
  const passages: TrackPassage[] = detectPassages(track, stations).map((detected) => ({
    point: detected.station.point,
    time: localTimeOf(detected.timestampMs),
    detected,
  }));
  const charges = computeCharges(vehicle, passages);
  return {
    charges,
    output: {
      congestionTaxSek: charges.congestionTaxSek,
      infraTaxSek: charges.infraTaxSek,
      passages: charges.passages.map((passage) => ({
        station: passage.point.name,
        time: localTimeText(passage.detected.timestampMs),
        amountSek: passage.amountSek,
      })),
    },
  };
}
