import { api, type RequestOptions } from '../../../api/client';
import type { UserSimple } from '../../../api/types';
import type {
  DeviceSummary,
  FrequencyValue,
  SetOdometerRequest,
  UpdateVehicleRequest,
  Vehicle,
  VehicleInfoResponse,
  VehicleSetupRequest,
  VehicleSimple,
} from './types';

// Superadmin screens act on vehicles of other organisations than the selected one: they pass the vehicle's own.
export type Scope = Pick<RequestOptions, 'organizationId'>;

export const vehiclesApi = {
  list: (showArchived: boolean, scope?: Scope) => api.get<Vehicle[]>('/api/vehicles', { showArchived, ...scope }),
  listSimple: (scope?: Scope) => api.get<VehicleSimple[]>('/api/vehicles/simple', scope),
  get: (id: number, scope?: Scope) => api.get<Vehicle>(`/api/vehicles/${id}`, scope),
  // Save errors are shown in the form's alert (spec 01 §8.2), not as a toast.
  // A new vehicle with its device, service entries and checked-in driver; a refused request changes nothing.
  setup: (body: VehicleSetupRequest, scope?: Scope) =>
    api.post<Vehicle>('/api/vehicles/setup', body, { notify: false, ...scope }),
  update: (id: number, body: UpdateVehicleRequest, scope?: Scope) =>
    api.patch<Vehicle>(`/api/vehicles/${id}`, body, { notify: false, ...scope }),
  remove: (id: number, scope?: Scope) => api.delete<{ displayName: string }>(`/api/vehicles/${id}`, scope),
  // The screen says 'could not archive' itself (spec 01 §8.2).
  archive: (id: number, scope?: Scope) =>
    api.patch<Vehicle>(`/api/vehicles/${id}/archive`, undefined, { notify: false, ...scope }),
  activate: (id: number, scope?: Scope) => api.patch<Vehicle>(`/api/vehicles/${id}/activate`, undefined, scope),
  setFrequency: (id: number, value: FrequencyValue, batteryWarningAcknowledged: boolean, scope?: Scope) =>
    api.patch<Vehicle>(`/api/vehicles/${id}/frequency`, { value, batteryWarningAcknowledged }, scope),
  setCurrentDriver: (id: number, userId: number | null, scope?: Scope) =>
    api.put<Vehicle>(`/api/vehicles/${id}/current-driver`, { userId }, scope),
  toggleDefaultTripType: (id: number, scope?: Scope) =>
    api.patch<Vehicle>(`/api/vehicles/${id}/default-trip-type`, undefined, scope),
  // The odometer dialog shows the failure in its own alert.
  setOdometer: (id: number, body: SetOdometerRequest, scope?: Scope) =>
    api.put<Vehicle>(`/api/vehicles/${id}/odometer`, body, { notify: false, ...scope }),
  resetFuelCo2: (id: number, scope?: Scope) =>
    api.post<Vehicle>(`/api/vehicles/${id}/reset-fuel-co2`, undefined, scope),
  changeOrganization: (id: number, organizationId: number, scope?: Scope) =>
    api.patch<Vehicle>(`/api/vehicles/${id}/change-organisation`, { organizationId }, scope),
  // A failed lookup silently clears the loading state (spec 01 §8.1).
  fetchInfo: (regNo: string) =>
    api.get<VehicleInfoResponse>('/api/vehicleinfo/fetch', { query: { regNo }, notify: false }),
};

export const vehicleDevicesApi = {
  // 404 (no device) is an ordinary answer here, so no toast.
  forVehicle: (vehicleId: number, scope?: Scope) =>
    api.get<DeviceSummary>(`/api/device-vehicle/vehicle/${vehicleId}`, { notify: false, ...scope }),
  list: (scope?: Scope) => api.get<{ devices: DeviceSummary[] }>('/api/devices', { notify: false, ...scope }),
  // Installs a free device in a vehicle.
  moveToVehicle: (deviceId: number, vehicleId: number, scope?: Scope) =>
    api.patch<DeviceSummary>(`/api/devices/${deviceId}`, { vehicleId }, scope),
  // Moves an installed device: its old vehicle loses device, odometer and last seen (spec 01 §4.2).
  moveInstalled: (deviceId: number, vehicleId: number, scope?: Scope) =>
    api.patch<DeviceSummary>(`/api/devices/${deviceId}`, { vehicleId, move: true }, scope),
};

// Driver choices of an organisation (authorised, default and checked-in driver).
export const driversApi = {
  list: (organizationId: number) =>
    api.get<UserSimple[]>('/api/user/simple', { organizationId }).then((users) => users.filter((u) => !u.isArchived)),
};
