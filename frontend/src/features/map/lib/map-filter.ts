// The map's vehicle filter (spec 02 §2.5): benefit type (trackers or vehicles of a type), free-text search over
// registration, name and driver, and the chosen organisations. Applied in the browser to the loaded set so a
// live update and a filter change never need a round trip.
import type { MapVehicle } from './map-vehicle';

// 'TRACKER' selects trackers; any other value a vehicle benefit type; empty selects all.
export interface MapFilter {
  kinds: readonly string[];
  search: string;
  organizationIds: readonly number[];
}

export const TRACKER_KIND = 'TRACKER';

const fold = (s: string) => s.toLocaleLowerCase('sv-SE').replace(/[\s-]/g, '');

export function matchesFilter(v: MapVehicle, filter: MapFilter): boolean {
  if (filter.organizationIds.length && !filter.organizationIds.includes(v.organizationId)) return false;
  if (filter.kinds.length) {
    const kind = v.isTracker ? TRACKER_KIND : v.benefitType;
    if (!filter.kinds.includes(kind)) return false;
  }
  const needle = fold(filter.search);
  if (!needle) return true;
  return [v.registry, v.name, v.driver ?? ''].some((text) => fold(text).includes(needle));
}

export function applyFilter(vehicles: readonly MapVehicle[], filter: MapFilter): MapVehicle[] {
  return vehicles
    .filter((v) => matchesFilter(v, filter))
    .sort((a, b) => (a.registry || a.name).localeCompare(b.registry || b.name, 'sv-SE'));
}
