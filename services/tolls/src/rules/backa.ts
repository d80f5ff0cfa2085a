import type { BackaRole } from '../stations/stations';
import { type LocalTime, minutesBetween } from './local-time';

// Göteborg's Backa exemption (spec 04): a ramp passage between Backa and the E6 north of Tingstad is free unless
// the vehicle passes a Backa control point (K1–K7) within 30 minutes before or after; a control point alone is
// never charged. Which control points play which role is data (`backaRole` in toll-stations.json).
export const BACKA_MINUTES = 30;

export interface BackaCandidate {
  time: LocalTime;
  backaRole?: BackaRole;
}

/** Whether the passage at `index` is charged as usual under the Backa rule (passages outside it always are). */
export function isChargedUnderBacka(passages: readonly BackaCandidate[], index: number): boolean {
  const passage = passages[index];
  if (passage.backaRole === 'control') return false;
  if (passage.backaRole !== 'ramp') return true;
  return passages.some(
    (other) => other.backaRole === 'control' && Math.abs(minutesBetween(passage.time, other.time)) <= BACKA_MINUTES,
  );
}
