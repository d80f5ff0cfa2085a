import type { Passage } from '../../src/rules/day-charges';
import { parseLocalTime } from '../../src/rules/local-time';
import { type City, CONTROL_POINTS, type ControlPoint, findControlPoint } from '../../src/stations/stations';

// Builders for the rules' specs: real control points from the seed data, passages at local times.

export function point(city: City, station: string, cpNumber?: string): ControlPoint {
  const found = findControlPoint(CONTROL_POINTS, city, station, cpNumber);
  if ('error' in found) throw new Error(found.error);
  return found.point;
}

export const POINTS = {
  danvikstull: point('stockholm', 'Danvikstull'),
  skanstullsbron: point('stockholm', 'Skanstullsbron'),
  liljeholmsbron: point('stockholm', 'Liljeholmsbron'),
  solnabron: point('stockholm', 'Solnabron'),
  fredhallEssingeleden: point('stockholm', 'Tpl Fredhäll/Drottningsholmsvägen', '345'),
  fredhallInner: point('stockholm', 'Tpl Fredhäll/Drottningsholmsvägen', '341'),
  kristineberg: point('stockholm', 'Tpl Kristineberg'),
  ringomotet: point('goteborg', 'Ringömotet'),
  gibraltargatan: point('goteborg', 'Gibraltargatan'),
  backadalenRamp: point('goteborg', 'Backadalen'),
  tingstadsvagenRamp: point('goteborg', 'Tingstadvägen'),
  deltavagenControl: point('goteborg', 'Deltavägen'),
  sundsvallsbron: CONTROL_POINTS.find((candidate) => candidate.city === 'sundsvall')!,
  motalabron: CONTROL_POINTS.find((candidate) => candidate.city === 'motala')!,
};

/** A passage of `controlPoint` at `YYYY-MM-DDTHH:mm[:ss]` local time. */
export function passage(controlPoint: ControlPoint, time: string): Passage {
  const parsed = parseLocalTime(time);
  if (!parsed) throw new Error(`bad time ${time}`);
  return { point: controlPoint, time: parsed };
}

/** Passages of one date: [point, 'HH:mm'] pairs. */
export function day(date: string, ...passages: [ControlPoint, string][]): Passage[] {
  return passages.map(([controlPoint, clock]) => passage(controlPoint, `${date}T${clock}`));
}
