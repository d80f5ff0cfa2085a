import { devicesV1, ErrorCode, telemetryV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isAdmin, type Principal } from '@fleetlog/security';

import type { CommandKindName, CommandState } from './device-command.entity';

/** Kinds a user may ask for directly; SET_FREQUENCY follows fleet's selected frequency instead (fleet checks roles). */
const USER_KINDS: Readonly<Partial<Record<telemetryV1.CommandKind, CommandKindName>>> = {
  [telemetryV1.CommandKind.UPDATE_POSITION]: 'UPDATE_POSITION',
  [telemetryV1.CommandKind.RESTART]: 'RESTART',
  [telemetryV1.CommandKind.GET_INFO]: 'GET_INFO',
  [telemetryV1.CommandKind.WEB_CONNECT]: 'WEB_CONNECT',
};

export function userCommandKind(kind: telemetryV1.CommandKind): CommandKindName {
  const name = USER_KINDS[kind];
  if (!name) {
    throw new DomainError(
      ErrorCode.MISFORMATTED_FIELDS,
      'kind must be UPDATE_POSITION, RESTART, GET_INFO or WEB_CONNECT',
      {
        field: 'kind',
      },
    );
  }
  return name;
}

/**
 * Who may send which command (spec 02 §6, spec 03 §2 Devices and §6, issue 7): restart and web-connect are ROOT's;
 * get info (the devices screen's SMS command) is for admins and superadmins; update latest position is on the map's
 * row menu, so any role that may see the vehicle (fleet decides that, drivers only for permitted vehicles). Aimed at a
 * device rather than a vehicle, a command needs an admin: drivers never see devices.
 */
export function assertMaySend(
  principal: Pick<Principal, 'roles'>,
  kind: CommandKindName,
  target: 'vehicle' | 'device',
): void {
  if (kind === 'RESTART' || kind === 'WEB_CONNECT') {
    if (!principal.roles.includes('ROOT')) throw new DomainError(ErrorCode.ROOT_REQUIRED, 'root required');
    return;
  }
  if ((kind === 'GET_INFO' || target === 'device') && !isAdmin(principal)) {
    throw new DomainError(ErrorCode.ROOT_OR_ADMIN_REQUIRED, 'root or admin required');
  }
}

// Later states win: a result that arrives late (a SENT after the RESPONDED of a redelivery) never moves a command
// back. EXPIRED and SUPERSEDED rank below SENT: a gateway that wrote the command anyway reports the truth.
const RANK: Readonly<Record<CommandState, number>> = {
  PENDING: 0,
  EXPIRED: 1,
  SUPERSEDED: 1,
  SENT: 2,
  RESPONDED: 3,
  FAILED: 3,
};

export function outcomeState(outcome: telemetryV1.CommandOutcome): CommandState | null {
  switch (outcome) {
    case telemetryV1.CommandOutcome.SENT:
      return 'SENT';
    case telemetryV1.CommandOutcome.RESPONDED:
      return 'RESPONDED';
    case telemetryV1.CommandOutcome.FAILED:
      return 'FAILED';
    default:
      return null;
  }
}

/** Whether a command in `current` moves to `next` (forward only; a repeated result changes nothing). */
export function advances(current: CommandState, next: CommandState): boolean {
  return RANK[next] > RANK[current];
}

export function isFinal(state: CommandState): boolean {
  return state !== 'PENDING' && state !== 'SENT';
}

export const STATE_TO_PROTO: Readonly<Record<CommandState, devicesV1.DeviceCommandState>> = {
  PENDING: devicesV1.DeviceCommandState.COMMAND_PENDING,
  SENT: devicesV1.DeviceCommandState.COMMAND_SENT,
  RESPONDED: devicesV1.DeviceCommandState.COMMAND_RESPONDED,
  FAILED: devicesV1.DeviceCommandState.COMMAND_FAILED,
  EXPIRED: devicesV1.DeviceCommandState.COMMAND_EXPIRED,
  SUPERSEDED: devicesV1.DeviceCommandState.COMMAND_SUPERSEDED,
};

export const KIND_TO_PROTO: Readonly<Record<CommandKindName, telemetryV1.CommandKind>> = {
  SET_FREQUENCY: telemetryV1.CommandKind.SET_FREQUENCY,
  UPDATE_POSITION: telemetryV1.CommandKind.UPDATE_POSITION,
  RESTART: telemetryV1.CommandKind.RESTART,
  GET_INFO: telemetryV1.CommandKind.GET_INFO,
  WEB_CONNECT: telemetryV1.CommandKind.WEB_CONNECT,
};

/** Hours of a reported update frequency in seconds, when it is one of whole hours (else null). */
export function reportedHours(seconds: number | undefined): number | null {
  if (seconds === undefined || seconds <= 0 || seconds % 3600 !== 0) return null;
  return seconds / 3600;
}
