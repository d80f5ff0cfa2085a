import seed from './toll-stations.json';

// The control points of the congestion tax and the infrastructure fees, from the service's seed data (a copy of
// shared/data/toll-stations.json with the rule roles added as data; see the README).

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
const TARIFFS: readonly Tariff[] = [
  'stockholm-inner',
  'stockholm-essingeleden',
  'gothenburg',
  'sundsvall-infra',
  'motala-infra',
];

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

export const CONTROL_POINTS: readonly ControlPoint[] = parseControlPoints(seed as Record<string, unknown>[]);

export type StationLookup = { point: ControlPoint } | { error: string };

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
  const named = points.filter((point) => point.city === city && point.name === station);
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
