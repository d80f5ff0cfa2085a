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
}

const car = (
  registry: string,
  brand: string,
  model: string,
  benefitType: string,
  drivers: string[],
  color: string,
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
    car('ABC123', 'Volvo', 'V60', 'BENEFIT', ['Anna Andersson'], '#1f77b4'),
    car('DEF456', 'Volkswagen', 'Transporter', 'WORK', ['Bertil Berg'], '#ff7f0e'),
    car('GHI789', 'Toyota', 'Corolla', 'POOL', [], '#2ca02c'),
    tracker('Släpvagn 1'),
  ],
  'Demo Åkeri Syd AB': [car('JKL012', 'Skoda', 'Octavia', 'BENEFIT', ['Cecilia Carlsson'], '#d62728')],
  'Nordbygg AB': [
    car('MNO345', 'Ford', 'Ranger', 'WORK', ['David Dahl'], '#9467bd'),
    car('PQR678', 'Volvo', 'XC40', 'POOL', [], '#8c564b'),
    tracker('Byggbod 1'),
  ],
};
