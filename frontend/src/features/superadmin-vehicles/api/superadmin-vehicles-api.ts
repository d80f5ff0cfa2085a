import { api } from '../../../api/client';
import type { DeviceSummary, FutureDevice, Vehicle } from '../../vehicles/api/types';
import { vehicleDevicesApi, vehiclesApi } from '../../vehicles/api/vehicles-api';

// A superadmin without a selected organisation sees every organisation's vehicles in one list; organisation id 0
// tells the client to send no x-organization-id header.
export const listAllVehicles = (): Promise<Vehicle[]> => vehiclesApi.list(true, { organizationId: 0 });

const scopeOf = (v: Vehicle) => ({ organizationId: v.organizationId });

export const superadminVehiclesApi = {
  deviceOf: (v: Vehicle) => vehicleDevicesApi.forVehicle(v.id, scopeOf(v)),
  uninstall: (deviceId: number) => api.delete<DeviceSummary>(`/api/admin/devices/${deviceId}/installed-vehicle`),
  retire: (deviceId: number) => api.patch<DeviceSummary>(`/api/admin/devices/${deviceId}`, { retired: true }),
  futureDevices: () => api.get<FutureDevice[]>('/api/admin/future-device', { notify: false }),
  planFutureDevice: (vehicleId: number, imei: string) =>
    api.post<FutureDevice>('/api/admin/future-device', { vehicleId, imei }),
  cancelFutureDevice: (vehicleId: number) => api.delete('/api/admin/future-device', { body: { vehicleId } }),
};
