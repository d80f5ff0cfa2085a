import { api } from '../../../api/client';
import type { OrganizationSimple, User } from '../../../api/types';
import type {
  AddDeviceRequest,
  ConnectDeviceRequest,
  Device,
  DeviceList,
  FutureDevice,
  Installation,
  PhoneLookupResponse,
  SmsCommandResponse,
  AvlPacketPage,
  UpdateDeviceRequest,
  VehicleOption,
} from './types';

export interface DeviceListQuery {
  search?: string;
  organizationIds?: readonly number[];
}

function listQuery(q: DeviceListQuery) {
  return {
    search: q.search || undefined,
    organizationIds: q.organizationIds?.length ? q.organizationIds.join(',') : undefined,
  };
}

export const devicesApi = {
  // ADMIN: the caller's organisations; superadmin: every device.
  list: (admin: boolean, q: DeviceListQuery) =>
    api.get<DeviceList>(admin ? '/api/admin/devices' : '/api/devices', { query: listQuery(q) }),
  get: (id: number) => api.get<Device>(`/api/admin/devices/${id}`),
  add: (body: AddDeviceRequest) => api.post<Device>('/api/admin/devices', body, { notify: false }),
  update: (id: number, body: UpdateDeviceRequest) =>
    api.patch<Device>(`/api/admin/devices/${id}`, body, { notify: false }),
  setRetired: (id: number, retired: boolean) => api.patch<Device>(`/api/admin/devices/${id}`, { retired }),
  changeOrganization: (id: number, organizationId: number, familyWarningAcknowledged: boolean) =>
    api.patch<Device>(`/api/admin/devices/${id}`, { organizationId, familyWarningAcknowledged }, { notify: false }),
  // Installs a free device, or moves an installed one, into a vehicle of its organisation.
  installInVehicle: (id: number, vehicleId: number, move: boolean) =>
    api.patch<Device>(`/api/devices/${id}`, { vehicleId, move }, { notify: false }),
  uninstall: (id: number) => api.delete<Device>(`/api/admin/devices/${id}/installed-vehicle`),
  connect: (id: number, body: ConnectDeviceRequest) =>
    api.post<Device>(`/api/admin/devices/${id}/connect`, body, { notify: false }),
  installations: (id: number) => api.get<Installation[]>(`/api/admin/devices/${id}/installations`, { notify: false }),
  vehicleDevice: (vehicleId: number) => api.get<Device>(`/api/device-vehicle/vehicle/${vehicleId}`),
  futureDevices: () => api.get<FutureDevice[]>('/api/admin/future-device', { notify: false }),
  planFutureDevice: (vehicleId: number, imei: string) =>
    api.post<FutureDevice>('/api/admin/future-device', { vehicleId, imei }, { notify: false }),
  cancelFutureDevice: (vehicleId: number) =>
    api.delete('/api/admin/future-device', { body: { vehicleId }, notify: false }),
  lookupPhone: (iccid: string) =>
    api.get<PhoneLookupResponse>('/api/external/phone', { query: { iccid }, notify: false }),
  sendSms: (id: number, command: string) =>
    api.post<SmsCommandResponse>(`/api/admin/devices/${id}/sms`, { command }, { notify: false }),
  // The AVL log (superadmin): raw packets in [start, stop) ms, 8 a page, newest first.
  avlLog: (imei: string, start: number, stop: number, page: number) =>
    api.get<AvlPacketPage>('/api/admin/avl/log', { query: { imei, start, stop, page }, notify: false }),
};

// Reference data the modals pick from; always read for the organisation in question.
export const deviceRefsApi = {
  organizations: () => api.get<OrganizationSimple[]>('/api/organization-simple'),
  vehicles: (organizationId: number) =>
    api.get<VehicleOption[]>('/api/vehicles', { organizationId, showArchived: false }),
  users: (organizationId: number) => api.get<User[]>('/api/user', { organizationId, showArchived: false }),
  // Makes an existing user permitted and default driver of the vehicle, keeping the vehicles the user already has.
  attachDriver: async (organizationId: number, userId: number, vehicleId: number) => {
    const user = await api.get<User>(`/api/user/${userId}`, { organizationId, notify: false });
    const add = (ids: readonly number[] | undefined) => Array.from(new Set([...(ids ?? []), vehicleId]));
    return api.patch<User>(
      `/api/user/${userId}`,
      { permittedVehicles: add(user.permittedVehicles), defaultVehicles: add(user.defaultVehicles) },
      { organizationId, notify: false },
    );
  },
};
