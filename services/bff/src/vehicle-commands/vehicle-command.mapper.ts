import { devicesV1, telemetryV1 } from '@fleetlog/contracts';

import type { CommandKindName, CommandStateName, DeviceCommandJson, UserCommandKind } from './vehicle-command.schemas';

const KIND_NAMES: Readonly<Partial<Record<telemetryV1.CommandKind, CommandKindName>>> = {
  [telemetryV1.CommandKind.SET_FREQUENCY]: 'SET_FREQUENCY',
  [telemetryV1.CommandKind.UPDATE_POSITION]: 'UPDATE_POSITION',
  [telemetryV1.CommandKind.RESTART]: 'RESTART',
  [telemetryV1.CommandKind.GET_INFO]: 'GET_INFO',
  [telemetryV1.CommandKind.WEB_CONNECT]: 'WEB_CONNECT',
};

const STATE_NAMES: Readonly<Partial<Record<devicesV1.DeviceCommandState, CommandStateName>>> = {
  [devicesV1.DeviceCommandState.COMMAND_PENDING]: 'PENDING',
  [devicesV1.DeviceCommandState.COMMAND_SENT]: 'SENT',
  [devicesV1.DeviceCommandState.COMMAND_RESPONDED]: 'RESPONDED',
  [devicesV1.DeviceCommandState.COMMAND_FAILED]: 'FAILED',
  [devicesV1.DeviceCommandState.COMMAND_EXPIRED]: 'EXPIRED',
  [devicesV1.DeviceCommandState.COMMAND_SUPERSEDED]: 'SUPERSEDED',
};

export const USER_KIND_TO_PROTO: Readonly<Record<UserCommandKind, telemetryV1.CommandKind>> = {
  UPDATE_POSITION: telemetryV1.CommandKind.UPDATE_POSITION,
  RESTART: telemetryV1.CommandKind.RESTART,
  GET_INFO: telemetryV1.CommandKind.GET_INFO,
  WEB_CONNECT: telemetryV1.CommandKind.WEB_CONNECT,
};

// The service records only the values above; another one means the contracts changed without this mapper.
function known<T>(name: T | undefined, what: string, value: number): T {
  if (name === undefined) throw new Error(`unknown device command ${what} ${value}`);
  return name;
}

const orNull = (value: number): number | null => (value > 0 ? value : null);

export function toDeviceCommandJson(command: devicesV1.DeviceCommandView): DeviceCommandJson {
  return {
    id: command.id,
    deviceId: command.deviceId,
    imei: command.imei,
    vehicleId: orNull(command.vehicleId),
    kind: known(KIND_NAMES[command.kind], 'kind', command.kind),
    text: command.text,
    state: known(STATE_NAMES[command.state], 'state', command.state),
    response: command.response,
    requestedBy: orNull(command.requestedBy),
    createdTsMs: command.createdTsMs,
    sentTsMs: orNull(command.sentTsMs),
    completedTsMs: orNull(command.completedTsMs),
    expiresTsMs: command.expiresTsMs,
    frequencyHours: command.frequencyHours ?? null,
  };
}
