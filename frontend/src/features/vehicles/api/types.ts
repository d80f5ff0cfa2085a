// The fleet and device payloads of the BFF as its OpenAPI document describes them (api/generated), under the names
// the vehicle screens use.
import type { components } from '../../../api/generated/bff-api';

type Schemas = components['schemas'];

export type Vehicle = Schemas['Vehicle'];
export type BenefitType = Schemas['CreateVehicleBody']['benefitType'];
export type TripType = Schemas['CreateVehicleBody']['defaultTripType'];
export type TollClass = Schemas['Vehicle']['tollClass'];
export type Fuel = Schemas['Fuel'];
export type VehicleStyle = Schemas['VehicleStyle'];
export type DriverRef = Schemas['DriverRef'];
export type VehicleState = NonNullable<Vehicle['state']>;
// Saved entries as the BFF answers them; what the editor sends back is a ServiceEntryInput.
export type ServiceEntry = Schemas['ServiceEntry'];
export type ServiceEntryInput = Schemas['ServiceEntryInput'];
export type VehicleSimple = Schemas['VehicleSimple'];
// POST /api/vehicles takes the selected organisation; the superadmin create and the setup take it in the body.
export type CreateVehicleRequest = Schemas['CreateVehicleBody'] & { organizationId?: number };
export type UpdateVehicleRequest = Schemas['UpdateVehicleBody'];
// The editor's first-tab extras, sent flat with create and update.
export type VehicleDetails = Pick<
  UpdateVehicleRequest,
  | 'fuel1'
  | 'fuel2'
  | 'consumption1'
  | 'consumption2'
  | 'co2GKm1'
  | 'co2GKm2'
  | 'proportion1'
  | 'brand'
  | 'model'
  | 'modelYear'
  | 'lastInspectionTsMs'
  | 'nextInspectionTsMs'
>;
// Spec 04's toll settings; only users who may edit the vehicle (admins) see and send them.
export type TollSettings = Required<Pick<UpdateVehicleRequest, 'tollExempt' | 'tollClass'>>;
export type VehicleSetupRequest = Schemas['VehicleSetupBody'];
export type SetOdometerRequest = Schemas['OdometerBody'];
export type FrequencyValue = Schemas['FrequencyBody']['value'];
export type VehicleInfo = Schemas['VehicleInfo'];
export type VehicleInfoResponse = Schemas['VehicleInfoResponse'];
// The device parts the vehicle screens need.
export type DeviceSummary = Pick<
  Schemas['Device'],
  'deviceId' | 'id' | 'imei' | 'deviceType' | 'retired' | 'organizationId' | 'installedVehicle'
>;
export type FutureDevice = Schemas['FutureDevice'];
