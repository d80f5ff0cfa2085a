import type { EssingeledenPair } from '../stations/stations';
import { type LocalTime, minutesBetween } from './local-time';

// Essingeleden: passing both Fredhäll and Kristineberg in one drive counts as one passage (spec 04). "One drive" is
// read as: a Fredhäll passage and a Kristineberg passage at most 10 minutes apart (by started minute). The two
// gantry groups are about 500 m apart, so 10 minutes covers slow traffic without joining a drive out and back.
export const ESSINGELEDEN_PAIR_MINUTES = 10;

export interface PairCandidate {
  time: LocalTime;
  pair?: EssingeledenPair;
}

/**
 * The pairs among passages given in time order, as [earlier, later] indices: each unpaired passage of one side pairs
 * with the next unpaired passage of the other side within the window; a passage belongs to one pair at most.
 */
export function essingeledenPairs(passages: readonly PairCandidate[]): [number, number][] {
  const paired = new Set<number>();
  const pairs: [number, number][] = [];
  passages.forEach((first, i) => {
    if (!first.pair || paired.has(i)) return;
    for (let j = i + 1; j < passages.length; j += 1) {
      const second = passages[j];
      if (minutesBetween(first.time, second.time) > ESSINGELEDEN_PAIR_MINUTES) break;
      if (second.pair && second.pair !== first.pair && !paired.has(j)) {
        paired.add(i).add(j);
        pairs.push([i, j]);
        return;
      }
    }
  });
  return pairs;
}
