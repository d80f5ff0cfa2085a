import { api } from '../../../api/client';
import type { components } from '../../../api/generated/bff-api';

export type DeviceCommand = components['schemas']['DeviceCommand'];
export type DeviceCommandList = components['schemas']['DeviceCommandList'];
export type CommandKind = DeviceCommand['kind'];
export type UserCommandKind = components['schemas']['DeviceCommandBody']['kind'];
export type CommandState = DeviceCommand['state'];

/** Where a command goes: the device in a vehicle (vehicle and equipment lists) or a device (devices screen). */
export type CommandTarget = { vehicleId: number; organizationId?: number } | { deviceId: number };

const VEHICLE_PATHS: Readonly<Partial<Record<UserCommandKind, string>>> = {
  UPDATE_POSITION: 'tracking',
  WEB_CONNECT: 'web-connect',
  RESTART: 'cpureset',
};

// The dialog shows refusals itself (notify: false), in its own words for the codes it knows.
export const deviceCommandsApi = {
  send(target: CommandTarget, kind: UserCommandKind): Promise<DeviceCommand> {
    if ('deviceId' in target) {
      return api.post<DeviceCommand>(`/api/devices/${target.deviceId}/commands`, { kind }, { notify: false });
    }
    const path = VEHICLE_PATHS[kind];
    if (!path) throw new Error(`${kind} is sent to a device, not a vehicle`);
    return api.post<DeviceCommand>(`/api/vehicles/${target.vehicleId}/${path}`, undefined, {
      notify: false,
      organizationId: target.organizationId,
    });
  },
  history(target: CommandTarget): Promise<DeviceCommandList> {
    return 'deviceId' in target
      ? api.get<DeviceCommandList>(`/api/devices/${target.deviceId}/commands`, { notify: false })
      : api.get<DeviceCommandList>(`/api/vehicles/${target.vehicleId}/commands`, {
          notify: false,
          organizationId: target.organizationId,
        });
  },
};
