/** A stretch of one road with one speed limit; its points continue the previous leg's. */
export interface RouteLeg {
  road: string;
  limitKmh: number;
  /** No GPS fix inside (satellites 0): the records are kept and flagged, never plotted. */
  tunnel?: boolean;
  points: ReadonlyArray<readonly [latitude: number, longitude: number]>;
}

/** A drive between two parking places; vehicles drive it there and back. */
export interface RouteDefinition {
  id: string;
  city: 'stockholm' | 'goteborg';
  name: string;
  legs: readonly RouteLeg[];
}
