// Device connect (spec 03 §5 "Device connect"): organisation required; an existing vehicle/driver when that choice is
// made; a new vehicle needs an alias when it has no registration, a benefit type and a trip type; a new driver needs
// name and e-mail. Messages are keys of the devices namespace.
import { BENEFIT_TYPES, inDisplayOrder, TRIP_TYPES as TRIP_TYPE_VALUES } from '../../../api/vocabulary';
import { EMAIL_PATTERN } from '../../auth/lib/validation';
import type { BenefitType, TripType } from '../../vehicles/api/types';
import type { ConnectDeviceRequest } from '../api/types';

export type Choice = 'none' | 'existing' | 'new';

export interface ConnectValues {
  organizationId: number | null;
  vehicleChoice: Choice;
  vehicleId: number | null;
  registry: string;
  alias: string;
  benefitType: BenefitType | '';
  tripType: TripType | '';
  driverChoice: Choice;
  driverId: number | null;
  driverName: string;
  driverEmail: string;
}

export const emptyConnectValues = (): ConnectValues => ({
  organizationId: null,
  vehicleChoice: 'none',
  vehicleId: null,
  registry: '',
  alias: '',
  benefitType: 'WORK',
  tripType: 'BUSINESS',
  driverChoice: 'none',
  driverId: null,
  driverName: '',
  driverEmail: '',
});

// The benefit types in the vocabulary's order; the trip types business first.
export { BENEFIT_TYPES };
export const TRIP_TYPES_ORDER: readonly TripType[] = ['BUSINESS', 'PRIVATE'];
export const TRIP_TYPES = inDisplayOrder(TRIP_TYPE_VALUES, TRIP_TYPES_ORDER);

export type ConnectErrors = Partial<Record<keyof ConnectValues, string>>;

export function validateConnect(v: ConnectValues): ConnectErrors {
  const e: ConnectErrors = {};
  if (!v.organizationId) e.organizationId = 'connect.organizationRequired';
  if (v.vehicleChoice === 'existing' && !v.vehicleId) e.vehicleId = 'connect.vehicleRequired';
  if (v.vehicleChoice === 'new') {
    if (!v.registry.trim() && !v.alias.trim()) e.alias = 'connect.aliasRequired';
    if (!v.benefitType) e.benefitType = 'connect.benefitTypeRequired';
    if (!v.tripType) e.tripType = 'connect.tripTypeRequired';
  }
  if (v.driverChoice === 'existing' && !v.driverId) e.driverId = 'connect.driverRequired';
  // A driver is attached through the vehicle, so one needs the other.
  if (v.driverChoice !== 'none' && v.vehicleChoice === 'none') e.driverChoice = 'connect.driverNeedsVehicle';
  if (v.driverChoice === 'new') {
    if (!v.driverName.trim()) e.driverName = 'connect.driverNameRequired';
    if (!v.driverEmail.trim()) e.driverEmail = 'connect.driverEmailRequired';
    else if (!EMAIL_PATTERN.test(v.driverEmail.trim())) e.driverEmail = 'connect.driverEmailInvalid';
  }
  return e;
}

// An existing driver is not part of the connect call: it is made permitted and default driver of the vehicle
// afterwards (see ConnectDeviceDialog).
export function connectRequest(v: ConnectValues): ConnectDeviceRequest {
  const body: ConnectDeviceRequest = { organizationId: v.organizationId ?? 0 };
  if (v.vehicleChoice === 'existing' && v.vehicleId) body.vehicleId = v.vehicleId;
  // validateConnect requires both types for a new vehicle.
  if (v.vehicleChoice === 'new' && v.benefitType && v.tripType) {
    const registry = v.registry.trim().toUpperCase();
    body.newVehicle = {
      ...(registry ? { registry } : {}),
      displayName: v.alias.trim() || registry,
      benefitType: v.benefitType,
      defaultTripType: v.tripType,
      isoCountryCode: 'SE',
    };
  }
  if (v.driverChoice === 'new') body.newDriver = { name: v.driverName.trim(), email: v.driverEmail.trim() };
  return body;
}
