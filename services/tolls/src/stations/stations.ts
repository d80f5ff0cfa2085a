import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// The control points of the congestion tax and the infrastructure fees, from the platform's one copy of them,
// libs/contracts/data/toll-stations.json (shared/data/toll-stations.json with the rule roles added as data; see the
// README). The simulator drives its routes through the same points.

const SEED_FILE = join(dirname(require.resolve('@fleetlog/contracts/package.json')), 'data', 'toll-stations.json');

export type City = 'stockholm' | 'goteborg' | 'sundsvall' | 'motala';
export type Tariff = 'stockholm-inner' | 'stockholm-essingeleden' | 'gothenburg' | 'sundsvall-infra' | 'motala-infra';
/** Backa exemption: a ramp between Backa and the E6 north of Tingstad, or a Backa control point (K1–K7). */
export type BackaRole = 'ramp' | 'control';
/** Which side of Essingeleden's one-passage pair a control point is on. */
export type EssingeledenPair = 'fredhall' | 'kristineberg';

export interface ControlPoint {
  city: City;
  name: string;
  /** Unique within a city only; null for the bridges of the infrastructure fees. */
  cpNumber: string | null;
  tariff: Tariff;
  lat: number;
  lon: number;
  backaRole?: BackaRole;
  essingeledenPair?: EssingeledenPair;
  /** A charged line across the road given by the data ([latitude, longitude] ends), for the approximate bridges. */
  detectionLine?: [[number, number], [number, number]];
}

const CITIES: readonly City[] = ['stockholm', 'goteborg', 'sundsvall', 'motala'];
export const TARIFFS: readonly Tariff[] = [
  'stockholm-inner',
  'stockholm-essingeleden',
  'gothenburg',
  'sundsvall-infra',
  'motala-infra',
];

/**
 * The classes the toll analyser may give a city's control points: Stockholm's two (the data's Essingeleden classes
 * are uncertain); elsewhere a point bills its city's one tariff. The station_overrides check constraint agrees.
 */
export function correctableTariffs(city: City): readonly Tariff[] {
  return city === 'stockholm' ? ['stockholm-inner', 'stockholm-essingeleden'] : [];
}

function oneOf<T extends string>(values: readonly T[], value: unknown, what: string): T {
  if (!values.includes(value as T)) throw new Error(`toll-stations.json: unknown ${what} ${String(value)}`);
  return value as T;
}

function lineOf(value: unknown): [[number, number], [number, number]] {
  const ends = value as number[][];
  const valid =
    Array.isArray(ends) &&
    ends.length === 2 &&
    ends.every((end) => Array.isArray(end) && end.length === 2 && end.every((x) => Number.isFinite(x)));
  if (!valid) throw new Error(`toll-stations.json: a detectionLine is two [latitude, longitude] pairs`);
  return [
    [ends[0][0], ends[0][1]],
    [ends[1][0], ends[1][1]],
  ];
}

/** The seed's entries as typed control points; a value outside the known sets fails loudly at load. */
export function parseControlPoints(entries: readonly Record<string, unknown>[]): ControlPoint[] {
  return entries.map((entry) => ({
    city: oneOf(CITIES, entry.city, 'city'),
    name: String(entry.name),
    cpNumber: entry.cpNumber === null || entry.cpNumber === undefined ? null : String(entry.cpNumber),
    tariff: oneOf(TARIFFS, entry.tariff, 'tariff'),
    lat: Number(entry.lat),
    lon: Number(entry.lon),
    ...(entry.backaRole === undefined
      ? {}
      : { backaRole: oneOf(['ramp', 'control'] as const, entry.backaRole, 'backaRole') }),
    ...(entry.essingeledenPair === undefined
      ? {}
      : { essingeledenPair: oneOf(['fredhall', 'kristineberg'] as const, entry.essingeledenPair, 'essingeledenPair') }),
    ...(entry.detectionLine === undefined ? {} : { detectionLine: lineOf(entry.detectionLine) }),
  }));
}

export const CONTROL_POINTS: readonly ControlPoint[] = parseControlPoints(
  JSON.parse(readFileSync(SEED_FILE, 'utf8')) as Record<string, unknown>[],
);

export type StationLookup = { point: ControlPoint } | { error: string };

/** A station name compared loosely: case, diacritics, spacing and a leading "Tpl" (trafikplats) aside. */
function looseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^tpl\.? /, '');
}

/**
 * The control points a passage's station name stands for, tried in order: the name as in the data; the name loosely
 * ("sodra tagenevagen", "Kristineberg"); a bridge city's one station under any name ("Sundsvallsbron" for the data's
 * "Sundsvallsbron (Bro över Sundsvallsfjärden) – infrastructure charge point"); the one station whose name starts
 * with it ("Motalabron"); and, with a cpNumber, the city's one point of that number. Ambiguity is an error, never a
 * guess.
 */
function pointsNamed(points: readonly ControlPoint[], city: City, station: string, cpNumber?: string): ControlPoint[] {
  const inCity = points.filter((point) => point.city === city);
  const exact = inCity.filter((point) => point.name === station);
  if (exact.length > 0) return exact;
  const wanted = looseName(station);
  if (wanted === '') return [];
  const loose = inCity.filter((point) => looseName(point.name) === wanted);
  if (loose.length > 0) return loose;
  const names = new Set(inCity.map((point) => point.name));
  if (names.size === 1 && (city === 'sundsvall' || city === 'motala')) return inCity;
  const leading = inCity.filter((point) => {
    const name = looseName(point.name);
    return name.startsWith(wanted) && /^[ (/–-]/.test(name.slice(wanted.length));
  });
  if (new Set(leading.map((point) => point.name)).size === 1) return leading;
  if (cpNumber !== undefined) {
    const numbered = inCity.filter((point) => point.cpNumber === cpNumber);
    if (numbered.length === 1) return numbered;
  }
  return [];
}

/**
 * The control point a passage names. A station name whose control points bill more than one tariff (only
 * "Tpl Fredhäll/Drottningsholmsvägen": inner city 341–344, Essingeleden 345–348) needs its cpNumber; a name with one
 * tariff stands for any of its control points, which bill alike, and resolves to the first of them.
 */
export function findControlPoint(
  points: readonly ControlPoint[],
  city: City,
  station: string,
  cpNumber?: string,
): StationLookup {
  const named = pointsNamed(points, city, station, cpNumber);
  if (named.length === 0) return { error: `unknown station "${station}" in ${city}` };
  if (cpNumber !== undefined) {
    const point = named.find((candidate) => candidate.cpNumber === cpNumber);
    if (point) return { point };
    const numbers = named.map((candidate) => candidate.cpNumber).join(', ');
    return { error: `station "${station}" in ${city} has no control point ${cpNumber} (it has ${numbers})` };
  }
  const roles = new Set(named.map((point) => `${point.tariff}|${point.backaRole}|${point.essingeledenPair}`));
  if (roles.size > 1) {
    const listing = named.map((point) => `${point.cpNumber} ${point.tariff}`).join(', ');
    return { error: `station "${station}" in ${city} bills several tariffs: give its cpNumber (${listing})` };
  }
  return { point: named[0] };
}
