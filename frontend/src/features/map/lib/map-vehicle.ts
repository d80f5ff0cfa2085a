// The map's own view of a vehicle or tracker: what the markers, the list and the panel read. The BFF's overview
// items (spec 02 §3 "Map overview item") and the live socket's updates are turned into this by the adapters in
// overview-adapter.ts, so the map does not depend on the wire names.
export interface MapVehicle {
  id: number;
  registry: string;
  name: string;
  organizationId: number;
  organizationName: string;
  benefitType: string;
  isTracker: boolean;
  marker?: string;
  color?: string;
  // null: no usable fix yet (never plotted). Private mode is reported as 0,0 and is kept apart.
  position: { lat: number; lon: number } | null;
  privateMode: boolean;
  headingDeg: number | null;
  speedKmh: number | null;
  ignition: boolean | null;
  moving: boolean;
  lastSeenMs: number | null;
  batteryPercent: number | null;
  // 0–5, computed by the BFF from satellites and HDOP (0: no fix); satellites of the newest fix.
  gpsQuality: number;
  satellites: number | null;
  driver: string | null;
}

// A live change of one vehicle: only what the stream carries.
export type MapVehicleUpdate = Pick<MapVehicle, 'id'> & Partial<Omit<MapVehicle, 'id'>>;

// Position 0,0 is how private mode is sent (spec 02 §3); it is not a place on the map.
export function isPrivatePosition(lat: number, lon: number): boolean {
  return lat === 0 && lon === 0;
}

// A vehicle is plotted only with a real fix outside private mode.
export function plottable(v: MapVehicle): v is MapVehicle & { position: { lat: number; lon: number } } {
  return v.position !== null && !v.privateMode;
}

export const displayNameOf = (v: Pick<MapVehicle, 'registry' | 'name'>): string => v.registry || v.name;
