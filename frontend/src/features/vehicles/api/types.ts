// Hand-written mirrors of proto/fleetlog/fleet/v1/fleet.proto and the device parts of devices.proto as the BFF returns
// them (camelCase JSON, int64 as number, absent optional fields omitted).

export type BenefitType = 'BENEFIT' | 'PRIVATE' | 'WORK' | 'POOL' | 'TRACKER';
export type TripType = 'PRIVATE' | 'BUSINESS';

export interface Fuel {
  svName: string;
  consumptionUnit: string;
}

export interface VehicleStyle {
  marker: string;
  color: string;
}

export interface DriverRef {
  id: number;
  displayName: string;
}

export interface VehicleState {
  imei: string;
  odometer: number;
}

export interface Odometer {
  valueKm: number;
  recordedTimeMs: number;
  applyRetroactive: boolean;
}

export interface ServiceEntry {
  id: string;
  name: string;
  serviceAfterKm?: number;
  serviceAfterMonths?: number;
  latestServiceKm?: number;
  latestServiceTsMs: number;
  leadDistKm?: number;
  leadTimeWeeks?: number;
  bothThresholdsRequired: boolean;
}

export interface VehicleSettings {
  vehicleService: Record<string, ServiceEntry>;
}

export interface Vehicle {
  id: number;
  vehicleId: number;
  organizationId: number;
  registry: string;
  displayName: string;
  isoCountryCode: string;
  isTracker: boolean;
  isArchived: boolean;
  archivedTsMs: number;
  retired: boolean;
  benefitType: BenefitType | '';
  defaultTripType: TripType | '';
  permitAnyDriver: boolean;
  permittedDrivers: DriverRef[];
  defaultDriver?: DriverRef | null;
  currentDriver?: DriverRef | null;
  style?: VehicleStyle | null;
  state?: VehicleState | null;
  lastSeen: number;
  batteryPercentage?: number;
  latestResponseFrequency: number;
  selectedResponseFrequency: number;
  deviceType: string;
  responsetime: number;
  odometer?: Odometer;
  lastInspectionTsMs: number;
  nextInspectionTsMs: number;
  fuel1?: Fuel;
  fuel2?: Fuel;
  consumption1: number;
  consumption2: number;
  proportion1: number;
  co2GKm1: number;
  co2GKm2: number;
  co2GKmOverride?: number;
  fuelLKmOverride?: number;
  hybrid: boolean;
  brand: string;
  model: string;
  modelYear: number;
  futureDeviceId: number;
  settings?: VehicleSettings;
  canToggleDefaultTripType: boolean;
  createdTsMs: number;
}

export interface VehicleSimple {
  id: number;
  registry: string;
  displayName: string;
  organizationId: number;
  isTracker: boolean;
  isArchived: boolean;
  benefitType: string;
}

export interface VehicleDetails {
  fuel1?: Fuel;
  fuel2?: Fuel;
  consumption1?: number;
  consumption2?: number;
  proportion1?: number;
  co2GKm1?: number;
  co2GKm2?: number;
  co2GKmOverride?: number;
  fuelLKmOverride?: number;
  hybrid?: boolean;
  brand?: string;
  model?: string;
  modelYear?: number;
  lastInspectionTsMs?: number;
  nextInspectionTsMs?: number;
}

// The BFF takes the detail fields flat in the body, as the vehicle record has them.
export interface CreateVehicleRequest extends VehicleDetails {
  category: 'VEHICLE' | 'TRACKER';
  registry: string;
  displayName: string;
  style: VehicleStyle;
  permittedDrivers: number[];
  defaultDriver?: number;
  defaultTripType: TripType;
  benefitType: BenefitType;
  permitAnyDriver: boolean;
  // Only the superadmin create (POST /api/admin/vehicles) takes it; the ordinary one uses the selected organisation.
  organizationId?: number;
  isoCountryCode: string;
}

export interface UpdateVehicleRequest extends VehicleDetails {
  registry?: string;
  displayName?: string;
  isoCountryCode?: string;
  style?: VehicleStyle;
  permittedDrivers?: number[];
  // null clears
  defaultDriver?: number | null;
  defaultTripType?: TripType;
  benefitType?: BenefitType;
  permitAnyDriver?: boolean;
  settings?: { vehicleService: Record<string, ServiceEntry> };
}

export interface SetOdometerRequest {
  valueKm: number;
  // Only when applied retroactively.
  recordedTimeMs?: number;
  fromTimeMs: number;
  applyRetroactive: boolean;
  ignoreRedis: boolean;
  confirmedHigh: boolean;
  forced: boolean;
}

export type FrequencyValue = '24-h' | '12-h' | '6-h' | '3-h' | '1-h';

export interface VehicleInfo {
  fuel1?: Fuel;
  fuel2?: Fuel;
  consumption1: number;
  consumption2: number;
  co2GKm1: number;
  co2GKm2: number;
  proportion1: number;
  brand: string;
  model: string;
  modelYear: number;
  hybrid: boolean;
}

export interface VehicleInfoResponse {
  vehicles: Record<string, VehicleInfo>;
}

// The device parts the vehicle screens need (devices.proto Device, FutureDevice).
export interface DeviceSummary {
  deviceId: number;
  id: number;
  imei: string;
  deviceType: string;
  retired: boolean;
  organizationId?: { organizationId: number; fullName: string } | null;
  installedVehicle?: { id: number; registry: string; displayName: string } | null;
}

export interface FutureDevice {
  vehicleId: number;
  deviceId: number;
  imei: string;
  plannedTsMs: number;
}
