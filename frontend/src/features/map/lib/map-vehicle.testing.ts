// Builder of map vehicles for the map's unit tests.
import type { MapVehicle } from './map-vehicle';

export const aMapVehicle = (id: number, over: Partial<MapVehicle> = {}): MapVehicle => ({
  id,
  registry: `ABC${String(id).padStart(3, '0')}`,
  name: '',
  organizationId: 1,
  organizationName: 'Demo Åkeri AB',
  benefitType: 'POOL',
  isTracker: false,
  position: { lat: 59.3, lon: 18.0 },
  privateMode: false,
  headingDeg: null,
  speedKmh: 0,
  ignition: false,
  moving: false,
  lastSeenMs: 0,
  batteryPercent: null,
  gpsQuality: 4,
  satellites: 9,
  driver: null,
  ...over,
});
