import type { devicesV1, telemetryV1 } from '@fleetlog/contracts';

import { KIND_TO_PROTO, STATE_TO_PROTO } from './command-rules';
import type { DeviceCommandEntity } from './device-command.entity';
import { telemetryV1 as telemetry } from '@fleetlog/contracts';

const ms = (date: Date | null): number => (date ? date.getTime() : 0);

export function toCommandView(command: DeviceCommandEntity): devicesV1.DeviceCommandView {
  return {
    id: command.id,
    deviceId: command.deviceId,
    imei: command.imei,
    vehicleId: command.vehicleId ?? 0,
    kind: KIND_TO_PROTO[command.kind],
    text: command.text,
    state: STATE_TO_PROTO[command.state],
    response: command.response,
    requestedBy: command.requestedBy ?? 0,
    createdTsMs: ms(command.createdAt),
    sentTsMs: ms(command.sentAt),
    completedTsMs: ms(command.completedAt),
    expiresTsMs: ms(command.expiresAt),
    frequencyHours: command.frequencyHours ?? undefined,
  };
}

/** The devices.commands.v1 message of a command (what the gateway holding the device's connection sends). */
export function toDeviceCommand(command: DeviceCommandEntity): telemetryV1.DeviceCommand {
  return {
    commandId: command.id,
    deviceId: command.deviceId,
    imei: command.imei,
    protocol:
      command.protocol === 'QUECLINK' ? telemetry.TrackerProtocol.QUECLINK : telemetry.TrackerProtocol.TELTONIKA,
    kind: KIND_TO_PROTO[command.kind],
    text: command.text,
    createdTsMs: command.createdAt.getTime(),
    expiresTsMs: command.expiresAt.getTime(),
  };
}
