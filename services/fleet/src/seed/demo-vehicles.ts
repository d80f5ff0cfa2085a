import type { fleetV1 } from '@fleetlog/contracts';

export interface DemoVehicle {
  /** Matched by registry, or by displayName for vehicles without one (trackers). */
  registry: string;
  displayName: string;
  category: 'VEHICLE' | 'TRACKER';
  benefitType: string;
  defaultTripType: string;
  /** Display names of the auth demo users permitted on it (the first is the default driver). */
  drivers: string[];
  details?: fleetV1.VehicleDetails;
  marker: string;
  color: string;
  /**
   * The odometer (km) DEMO_ODOMETER_DAYS_AGO, before the demo's history: the journal counts every trip's odometer
   * readings on from it, so the demo's journal and its reports have continuous readings.
   */
  odometerKm?: number;
}

/** When the demo cars' odometers were read: before their trackers were installed (devices' seed: 90 days ago). */
export const DEMO_ODOMETER_DAYS_AGO = 120;

const car = (
  registry: string,
  brand: string,
  model: string,
  benefitType: string,
  drivers: string[],
  color: string,
  odometerKm: number,
): DemoVehicle => ({
  registry,
  displayName: `${brand} ${model}`,
  category: 'VEHICLE',
  benefitType,
  defaultTripType: benefitType === 'BENEFIT' ? 'PRIVATE' : 'BUSINESS',
  drivers,
  details: { brand, model },
  marker: 'car',
  color,
  odometerKm,
});

const tracker = (displayName: string): DemoVehicle => ({
  registry: '',
  displayName,
  category: 'TRACKER',
  benefitType: 'TRACKER',
  defaultTripType: 'BUSINESS',
  drivers: [],
  marker: 'trailer',
  color: '#888888',
});

/** Demo vehicles per auth demo organisation (BRIEF-COMMON "Demo data"). */
export const DEMO_VEHICLES: Readonly<Record<string, readonly DemoVehicle[]>> = {
  'Demo Åkeri AB': [
    car('ABC123', 'Volvo', 'V60', 'BENEFIT', ['Anna Andersson'], '#1f77b4', 48_213),
    car('DEF456', 'Volkswagen', 'Transporter', 'WORK', ['Bertil Berg'], '#ff7f0e', 131_587),
    car('GHI789', 'Toyota', 'Corolla', 'POOL', [], '#2ca02c', 76_940),
    tracker('Släpvagn 1'),
  ],
  'Demo Åkeri Syd AB': [car('JKL012', 'Skoda', 'Octavia', 'BENEFIT', ['Cecilia Carlsson'], '#d62728', 22_405)],
  'Nordbygg AB': [
    car('MNO345', 'Ford', 'Ranger', 'WORK', ['David Dahl'], '#9467bd', 97_352),
    car('PQR678', 'Volvo', 'XC40', 'POOL', [], '#8c564b', 15_871),
    tracker('Byggbod 1'),
  ],
};
