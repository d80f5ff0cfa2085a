// The device payloads of the BFF as its OpenAPI document describes them (api/generated, from the BFF's zod schemas),
// under the names the device screens use. Enums travel as names (the BFF maps the proto numbers).
import type { components } from '../../../api/generated/bff-api';

type Schemas = components['schemas'];

export type Device = Schemas['Device'];
export type DeviceTabName = Device['tab'];
export type DeviceType = Schemas['AddDeviceBody']['deviceType'];
export type DeviceList = Schemas['DeviceList'];
export type AddDeviceRequest = Schemas['AddDeviceBody'];
// PATCH /api/admin/devices/{id} takes one kind of change per request; the edit dialog sends device fields.
export type UpdateDeviceRequest = Schemas['AdminPatchDeviceBody'];
export type ConnectDeviceRequest = Schemas['ConnectDeviceBody'];
export type Installation = Schemas['Installation'];
export type FutureDevice = Schemas['FutureDevice'];
export type PhoneLookupResponse = Schemas['PhoneLookup'];
export type SmsCommandResponse = Schemas['SmsCommandResponse'];
export type AvlPacketPage = Schemas['AvlPacketPage'];
// The slice of a vehicle the device modals need to pick one.
export type VehicleOption = Pick<
  Schemas['Vehicle'],
  'id' | 'organizationId' | 'registry' | 'displayName' | 'isArchived' | 'isTracker' | 'benefitType' | 'state'
>;
