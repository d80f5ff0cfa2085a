// Hand-written mirrors of proto/fleetlog/devices/v1/devices.proto as the BFF returns it (camelCase, int64 as number,
// enums as numbers — GRPC_LOADER_OPTIONS; lib/device-enums.ts also accepts the names).

export interface OrganizationRef {
  organizationId: number;
  fullName: string;
}

export interface DriverRef {
  id: number;
  displayName: string;
}

export interface InstalledVehicle {
  id: number;
  registry: string;
  displayName: string;
  benefitType: string;
  defaultDriver?: DriverRef | null;
  currentDriver?: DriverRef | null;
  defaultTripType: string;
  state?: { odometer: number };
}

export interface DeviceStatus {
  timestampMs: number;
  serverTimestampMs: number;
  uplinkLoss: boolean;
  latestBatteryLevel?: number | null;
  latestSeenPositiveSpeed: number;
}

// The BFF sends the enum names without the proto's disambiguating suffixes (STOCK_TAB → STOCK, RETIRED_TAB → RETIRED).
export type DeviceTabName = 'WARNINGS' | 'STOCK' | 'ON_THE_WAY' | 'IN_DRIVE' | 'RETIRED';
export type DeviceLifecycleName = 'STOCK' | 'INSTALLED' | 'RETIRED';
export type DeviceClassName = 'UNASSIGNED' | 'IN_STORAGE' | 'INSTALLED_ACTIVE' | 'RETIRED';

export interface Device {
  deviceId: number;
  id: number;
  imei: string;
  iccid: string;
  phone: string;
  deviceType: string;
  firmware: string;
  configName: string;
  organizationId?: OrganizationRef | null;
  installedVehicle?: InstalledVehicle | null;
  physicalInstallTimestamp: number;
  physicalLocation: string;
  currentInstallationLocation: string;
  retired: boolean;
  isTracker: boolean;
  smsControl: boolean;
  dataUsed: number;
  timestampStartOfUse: number;
  specifiedTimeOfDay: string;
  functional?: { alarm: boolean };
  obd: boolean;
  status?: DeviceStatus | null;
  carYear: number;
  model: string;
  voltageRange: string;
  imgSrc: string;
  lifecycle: number | DeviceLifecycleName;
  classification: number | DeviceClassName;
  tab: number | DeviceTabName;
  warnings: string[];
}

export interface TabCounts {
  warnings: number;
  stock: number;
  onTheWay: number;
  inDrive: number;
  retired: number;
}

export interface DeviceList {
  devices: Device[];
  counts?: TabCounts;
}

export interface AddDeviceRequest {
  imei: string;
  iccid: string;
  phone: string;
  deviceType: string;
  hardware: string;
  organizationId?: number;
  vehicleId?: number;
}

export interface UpdateDeviceRequest {
  iccid?: string;
  phone?: string;
  deviceType?: string;
  physicalLocation?: string;
}

export interface NewVehicleInput {
  registry?: string;
  displayName: string;
  benefitType: string;
  defaultTripType: string;
  isoCountryCode: string;
}

export interface NewDriverInput {
  name: string;
  email: string;
}

export interface ConnectDeviceRequest {
  organizationId: number;
  vehicleId?: number;
  newVehicle?: NewVehicleInput;
  newDriver?: NewDriverInput;
}

export interface Installation {
  installationId: number;
  deviceId: number;
  imei: string;
  vehicleId: number;
  organizationId: number;
  installedTsMs: number;
  removedTsMs: number;
  removalReason: string;
}

export interface FutureDevice {
  vehicleId: number;
  deviceId: number;
  imei: string;
  plannedTsMs: number;
}

export interface PhoneLookupResponse {
  iccid: string;
  phone: string;
}

export interface SmsCommandResponse {
  messageId: string;
}

// The slice of fleet's Vehicle these screens need (proto fleetlog.fleet.v1.Vehicle).
export interface VehicleOption {
  id: number;
  organizationId: number;
  registry: string;
  displayName: string;
  isArchived: boolean;
  isTracker: boolean;
  benefitType: string;
  state?: { imei: string; odometer: number };
}
