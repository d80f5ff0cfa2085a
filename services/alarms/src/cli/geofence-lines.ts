import { z } from 'zod';

import { type GeofenceEvent, geofenceEvents, type GeofenceFix } from '../geofences/geofence-tracker';
import { type GeofenceZone, validateGeofence } from '../geofences/geofence-zone';

// The formats of `npm run alarms -- geofence`: a geofence alarm's zone file, a vehicle's fixes as JSON lines in, the
// events the alarm raises as JSON lines out. The evaluation itself is the service's own (geofences/).

const fixLine = z.object({
  timestamp: z.union([
    z.number().min(-8.64e15).max(8.64e15), // the range of a Date
    z.string().refine((text) => utcMs(text) !== null, 'not an ISO 8601 time YYYY-MM-DDTHH:mm[:ss[.sss]][Z|±hh:mm]'),
  ]),
  latitude: z.number().finite().min(-90).max(90),
  longitude: z.number().finite().min(-180).max(180),
});

const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|([+-])(\d{2})(?::?(\d{2}))?)?$/i;

/**
 * An ISO time as epoch milliseconds, or null when it is not one (Date.parse would take "24 Nov 2026" or a 30th of
 * February). Without an offset it is UTC, the trackers' clock, never the machine's zone. Digits beyond the
 * millisecond are dropped, as Date does.
 */
export function utcMs(text: string): number | null {
  const match = ISO_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', fraction = '', zone, sign, offsetHours, offsetMinutes] = match;
  const fields = [year, month, day, hour, minute, second].map(Number);
  const ms = Date.UTC(fields[0], fields[1] - 1, fields[2], fields[3], fields[4], fields[5]);
  const date = new Date(ms);
  const exact =
    date.getUTCFullYear() === fields[0] &&
    date.getUTCMonth() === fields[1] - 1 &&
    date.getUTCDate() === fields[2] &&
    date.getUTCHours() === fields[3] &&
    date.getUTCMinutes() === fields[4] &&
    date.getUTCSeconds() === fields[5];
  if (!exact || Number(offsetHours ?? 0) > 23 || Number(offsetMinutes ?? 0) > 59) return null;
  const offsetMs =
    zone && sign ? (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes ?? 0)) * 60_000 : 0;
  return ms + Number(fraction.padEnd(3, '0').slice(0, 3)) - offsetMs;
}

/** One input line as a fix, or the reason it is not one. */
export function parseFixLine(line: string): { fix: GeofenceFix } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { error: 'not JSON' };
  }
  const parsed = fixLine.safeParse(json);
  if (!parsed.success) {
    return {
      error: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'fix'}: ${issue.message}`).join('; '),
    };
  }
  const { timestamp, latitude, longitude } = parsed.data;
  return { fix: { timestampMs: typeof timestamp === 'number' ? timestamp : utcMs(timestamp)!, latitude, longitude } };
}

/** Why a zone file gives no zone, and the exit code that says so: 1 the zone is refused, 2 the file is unusable. */
export interface ZoneProblem {
  exitCode: 1 | 2;
  message: string;
}

const zoneDocument = z.object({ activeOnEnter: z.boolean(), activeOnExit: z.boolean() });

/**
 * The zone of a zone file in the API's names (zoneCoords, activeOnEnter, activeOnExit, distortion; anything else is
 * ignored). The zone's own refusals come first and in the API's words, so that a file of two points says what the
 * spec says whatever else it lacks: points that are not {latitude, longitude} numbers are not points on the map, a
 * distortion that is not a number is not between 0 and 100.
 */
export function readZone(text: string): { zone: GeofenceZone } | ZoneProblem {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { exitCode: 2, message: 'the zone file is not JSON' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { exitCode: 2, message: 'the zone file is not a JSON object' };
  }
  const document = json as Record<string, unknown>;
  const flags = zoneDocument.safeParse(document);
  const result = validateGeofence({
    zoneCoords: Array.isArray(document.zoneCoords) ? document.zoneCoords.map(coordinates) : [],
    activeOnEnter: flags.success && flags.data.activeOnEnter,
    activeOnExit: flags.success && flags.data.activeOnExit,
    distortion:
      document.distortion === undefined || document.distortion === null ? null : numberOrNaN(document.distortion),
  });
  if (!result.ok) return { exitCode: 1, message: result.message };
  if (!flags.success) {
    const issues = flags.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    return { exitCode: 2, message: `the zone file needs activeOnEnter and activeOnExit (${issues.join('; ')})` };
  }
  return { zone: result.zone };
}

function coordinates(point: unknown): { latitude: number; longitude: number } {
  const { latitude, longitude } = (typeof point === 'object' && point !== null ? point : {}) as Record<string, unknown>;
  return { latitude: numberOrNaN(latitude), longitude: numberOrNaN(longitude) };
}

function numberOrNaN(value: unknown): number {
  return typeof value === 'number' ? value : Number.NaN;
}

/** An event as printed: its name and its time in UTC to the millisecond. */
export function eventLine(event: GeofenceEvent): string {
  return JSON.stringify({ event: event.event, time: new Date(event.timestampMs).toISOString() });
}

/** The events of the fixes on `lines` against the zone, and the lines that are not fixes (numbered from 1). */
export function geofenceLines(zone: GeofenceZone, lines: Iterable<string>): { events: string[]; errors: string[] } {
  const fixes: GeofenceFix[] = [];
  const errors: string[] = [];
  let lineNumber = 0;
  for (const line of lines) {
    lineNumber += 1;
    if (line.trim() === '') continue;
    const parsed = parseFixLine(line);
    if ('error' in parsed) errors.push(`line ${lineNumber}: ${parsed.error}`);
    else fixes.push(parsed.fix);
  }
  return { events: geofenceEvents(zone, fixes).map(eventLine), errors };
}
