// The vehicle editor's values (spec 01 §2.6) and their mapping to the create and update payloads.
import type { Role } from '../../../api/types';
import { isAdminRole } from '../../../app/navigation/menu/menu-visibility';
import { BENEFIT_TYPES as BENEFIT_TYPE_VALUES, inDisplayOrder } from '../../../api/vocabulary';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dates';
import type {
  BenefitType,
  CreateVehicleRequest,
  Fuel,
  TollClass,
  TollSettings,
  TripType,
  UpdateVehicleRequest,
  Vehicle,
  VehicleDetails,
  VehicleSetupRequest,
} from '../api/types';
import { DEFAULT_COUNTRY } from './countries';
import { isValidRegistration, normalizeRegistration } from './registration';
import {
  fromServiceEntry,
  toServiceEntry,
  validateServiceEntry,
  type ServiceEntryErrors,
  type ServiceEntryForm,
} from './service-entry';

// The editor's order (spec 01 §2.6): the default BENEFIT first, then PRIVATE, WORK, POOL, TRACKER.
export const BENEFIT_TYPES_ORDER: readonly BenefitType[] = ['BENEFIT', 'PRIVATE', 'WORK', 'POOL', 'TRACKER'];
export const BENEFIT_TYPES = inDisplayOrder(BENEFIT_TYPE_VALUES, BENEFIT_TYPES_ORDER);
export const MARKERS = ['car', 'van', 'truck', 'bus', 'motorcycle', 'tractor', 'boat', 'trailer'] as const;
export const DEFAULT_COLOR = '#1976d2';
// Spec 04's infrastructure fee classes, the default first.
export const TOLL_CLASSES: readonly TollClass[] = ['car', 'heavy'];
// The form-level error shows for 5 seconds (spec 01 §5).
export const FORM_ERROR_MS = 5_000;

// Swedish fuel names as the vehicle registry returns them, with their consumption unit.
export const FUELS: Fuel[] = [
  { svName: 'Bensin', consumptionUnit: 'l/100km' },
  { svName: 'Diesel', consumptionUnit: 'l/100km' },
  { svName: 'El', consumptionUnit: 'kWh/100km' },
  { svName: 'Etanol', consumptionUnit: 'l/100km' },
  { svName: 'Fordonsgas', consumptionUnit: 'kg/100km' },
  { svName: 'HVO100', consumptionUnit: 'l/100km' },
  { svName: 'Vätgas', consumptionUnit: 'kg/100km' },
];

export interface VehicleFormValues {
  organizationId: number;
  deviceId: number | null;
  registry: string;
  displayName: string;
  isoCountryCode: string;
  fuel1: string;
  fuel2: string;
  consumption1: string;
  consumption2: string;
  co2GKm1: string;
  co2GKm2: string;
  proportion1: number;
  brand: string;
  model: string;
  modelYear: string;
  benefitType: BenefitType;
  defaultTripType: TripType;
  permittedDrivers: number[];
  defaultDriver: number | null;
  currentDriver: number | null;
  marker: string;
  color: string;
  lastInspection: string;
  nextInspection: string;
  services: ServiceEntryForm[];
  tollExempt: boolean;
  tollClass: TollClass;
}

export interface VehicleFormErrors {
  registry?: 'invalid';
  displayName?: 'required';
  numbers?: (keyof VehicleFormValues)[];
  services: Record<string, ServiceEntryErrors>;
}

export const numText = (n: number | undefined) => (n ? String(n) : '');

// The fuel fields of the form, from a vehicle or from the vehicle data a lookup fetched.
export const fuelFormValues = (
  v: Pick<Vehicle, 'fuel1' | 'fuel2' | 'consumption1' | 'consumption2' | 'co2GKm1' | 'co2GKm2'>,
) => ({
  fuel1: v.fuel1?.svName ?? '',
  fuel2: v.fuel2?.svName ?? '',
  consumption1: numText(v.consumption1),
  consumption2: numText(v.consumption2),
  co2GKm1: numText(v.co2GKm1),
  co2GKm2: numText(v.co2GKm2),
});
const dateText = (ms: number) => (ms ? dayjs(ms).tz(APP_TIME_ZONE).format('YYYY-MM-DD') : '');

export function emptyVehicleForm(organizationId: number): VehicleFormValues {
  return {
    organizationId,
    deviceId: null,
    registry: '',
    displayName: '',
    isoCountryCode: DEFAULT_COUNTRY,
    fuel1: '',
    fuel2: '',
    consumption1: '',
    consumption2: '',
    co2GKm1: '',
    co2GKm2: '',
    proportion1: 100,
    brand: '',
    model: '',
    modelYear: '',
    benefitType: 'BENEFIT',
    defaultTripType: 'BUSINESS',
    permittedDrivers: [],
    defaultDriver: null,
    currentDriver: null,
    marker: 'car',
    color: DEFAULT_COLOR,
    lastInspection: '',
    nextInspection: '',
    services: [],
    tollExempt: false,
    tollClass: 'car',
  };
}

export function vehicleToForm(v: Vehicle): VehicleFormValues {
  return {
    organizationId: v.organizationId,
    deviceId: null,
    registry: v.registry,
    displayName: v.displayName,
    isoCountryCode: v.isoCountryCode || DEFAULT_COUNTRY,
    ...fuelFormValues(v),
    proportion1: v.fuel2?.svName ? (v.proportion1 ?? 100) : 100,
    brand: v.brand ?? '',
    model: v.model ?? '',
    modelYear: numText(v.modelYear),
    benefitType: (v.benefitType || 'BENEFIT') as BenefitType,
    defaultTripType: (v.defaultTripType || 'BUSINESS') as TripType,
    permittedDrivers: (v.permittedDrivers ?? []).map((d) => d.id),
    defaultDriver: v.defaultDriver?.id ?? null,
    currentDriver: v.currentDriver?.id ?? null,
    marker: v.style?.marker || 'car',
    color: v.style?.color || DEFAULT_COLOR,
    lastInspection: dateText(v.lastInspectionTsMs),
    nextInspection: dateText(v.nextInspectionTsMs),
    services: Object.values(v.settings?.vehicleService ?? {}).map(fromServiceEntry),
    tollExempt: v.tollExempt ?? false,
    tollClass: v.tollClass === 'heavy' ? 'heavy' : 'car',
  };
}

const NUMBER_FIELDS = ['consumption1', 'consumption2', 'co2GKm1', 'co2GKm2', 'modelYear'] as const;
const isNumberText = (s: string) =>
  s.trim() === '' || (/^\d+([.,]\d+)?$/.test(s.trim()) && Number(s.replace(',', '.')) >= 0);
const toNumber = (s: string) => (s.trim() === '' ? 0 : Number(s.replace(',', '.')));

export function validateVehicleForm(v: VehicleFormValues): VehicleFormErrors {
  const errors: VehicleFormErrors = { services: {} };
  const registry = normalizeRegistration(v.registry);
  if (registry && !isValidRegistration(registry)) errors.registry = 'invalid';
  // A vehicle needs something to be called by: its registration or an alias.
  if (!registry && !v.displayName.trim()) errors.displayName = 'required';
  const badNumbers = NUMBER_FIELDS.filter((f) => !isNumberText(v[f]));
  if (badNumbers.length) errors.numbers = [...badNumbers];
  v.services.forEach((s) => {
    const e = validateServiceEntry(s);
    if (Object.keys(e).length) errors.services[s.id] = e;
  });
  return errors;
}

export const hasErrors = (e: VehicleFormErrors) =>
  Boolean(e.registry || e.displayName || e.numbers?.length || Object.keys(e.services).length);

const fuel = (svName: string): Fuel | undefined =>
  svName ? (FUELS.find((f) => f.svName === svName) ?? { svName, consumptionUnit: '' }) : undefined;
const dateMs = (d: string) => (d ? dayjs.tz(d, APP_TIME_ZONE).startOf('day').valueOf() : 0);

function details(v: VehicleFormValues): VehicleDetails {
  return {
    fuel1: fuel(v.fuel1) ?? { svName: '', consumptionUnit: '' },
    fuel2: fuel(v.fuel2) ?? { svName: '', consumptionUnit: '' },
    consumption1: toNumber(v.consumption1),
    consumption2: toNumber(v.consumption2),
    co2GKm1: toNumber(v.co2GKm1),
    co2GKm2: toNumber(v.co2GKm2),
    // Without a second fuel everything is fuel 1.
    proportion1: v.fuel2 ? v.proportion1 : 100,
    brand: v.brand.trim(),
    model: v.model.trim(),
    modelYear: toNumber(v.modelYear),
    lastInspectionTsMs: dateMs(v.lastInspection),
    nextInspectionTsMs: dateMs(v.nextInspection),
  };
}

/** Whether the user may change the toll settings: those who may edit the vehicle's settings (ADMIN, ROOT, HEXA). */
export const canEditTollSettings = (roles: readonly Role[]) => isAdminRole(roles);

const tollSettings = (v: VehicleFormValues): TollSettings => ({ tollExempt: v.tollExempt, tollClass: v.tollClass });

// Pool vehicles allow every driver and store no list (spec 01 §4.2).
const drivers = (v: VehicleFormValues) => (v.benefitType === 'POOL' ? [] : v.permittedDrivers);

export function toCreateRequest(v: VehicleFormValues): CreateVehicleRequest {
  const isPool = v.benefitType === 'POOL';
  return {
    category: v.benefitType === 'TRACKER' ? 'TRACKER' : 'VEHICLE',
    registry: normalizeRegistration(v.registry),
    displayName: v.displayName.trim(),
    style: { marker: v.marker, color: v.color },
    permittedDrivers: drivers(v),
    defaultDriver: v.defaultDriver ?? undefined,
    defaultTripType: v.defaultTripType,
    benefitType: v.benefitType,
    permitAnyDriver: isPool,
    organizationId: v.organizationId,
    isoCountryCode: v.isoCountryCode,
    ...details(v),
    ...tollSettings(v),
  };
}

// A new vehicle with what the editor sets up with it: one POST /api/vehicles/setup (device, entries, driver).
export function toSetupRequest(v: VehicleFormValues): VehicleSetupRequest {
  const { organizationId, ...vehicle } = toCreateRequest(v);
  return {
    vehicle,
    organizationId,
    ...(v.deviceId !== null ? { deviceId: v.deviceId } : {}),
    ...(v.services.length ? { vehicleService: serviceEntries(v) } : {}),
    ...(v.currentDriver !== null ? { currentDriver: v.currentDriver } : {}),
  };
}

const serviceEntries = (v: VehicleFormValues) => Object.fromEntries(v.services.map((s) => [s.id, toServiceEntry(s)]));

export function toUpdateRequest(v: VehicleFormValues, saved: Vehicle, roles: readonly Role[]): UpdateVehicleRequest {
  const registry = normalizeRegistration(v.registry);
  // Only send the registration when it may change: unset before, or ROOT (spec 01 §6).
  const sendRegistry = registry !== saved.registry && (!saved.registry || roles.includes('ROOT'));
  return {
    registry: sendRegistry ? registry : undefined,
    displayName: v.displayName.trim(),
    isoCountryCode: v.isoCountryCode,
    style: { marker: v.marker, color: v.color },
    permittedDrivers: drivers(v),
    defaultDriver: v.defaultDriver,
    defaultTripType: v.defaultTripType,
    benefitType: v.benefitType,
    permitAnyDriver: v.benefitType === 'POOL',
    ...details(v),
    // Only those who may change them send them; for anyone else they stay as saved.
    ...(canEditTollSettings(roles) ? tollSettings(v) : {}),
    settings: { vehicleService: serviceEntries(v) },
  };
}

export function vehicleName(v: Pick<Vehicle, 'registry' | 'displayName'>): string {
  if (v.registry && v.displayName && v.displayName !== v.registry) return `${v.registry} (${v.displayName})`;
  return v.registry || v.displayName;
}
