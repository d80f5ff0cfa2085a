import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** One congestion-tax control point of libs/contracts/data/toll-stations.json (the fields the simulator reads). */
export interface TollPoint {
  city: string;
  name: string;
  cpNumber: string;
  lat: number;
  lon: number;
}

/** The control points shipped with @fleetlog/contracts. */
export function loadTollPoints(): TollPoint[] {
  const file = join(dirname(require.resolve('@fleetlog/contracts/package.json')), 'data', 'toll-stations.json');
  return JSON.parse(readFileSync(file, 'utf8')) as TollPoint[];
}
