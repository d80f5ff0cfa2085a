import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import type { CommandKindName, ProtocolName } from './device-command.entity';

/** Device models speaking Queclink's @Track text protocol (the rest of the hardware list is Teltonika). */
const QUECLINK_TYPES: readonly string[] = ['GL530MG'];

// The @Track password of a factory-configured GL530MG; a fleet that changes it needs it per device (not kept yet).
const QUECLINK_PASSWORD = 'gl530mg';

/**
 * Teltonika FMB data-acquisition parameters written for a frequency change: "On Stop" Min Period and Send Period of
 * the Home (10000, 10005), Roaming (10100, 10105) and Unknown (10200, 10205) operator modes, in seconds. A parked
 * tracker then wakes and reports once per period; the "Moving" modes are left alone so live tracking while driving is
 * unchanged. From Teltonika's FMB parameter list; not verified on a physical unit (see the README).
 */
const TELTONIKA_ON_STOP_PERIODS = [10000, 10005, 10100, 10105, 10200, 10205];

export function protocolOf(deviceType: string): ProtocolName {
  return QUECLINK_TYPES.includes(deviceType.toUpperCase()) ? 'QUECLINK' : 'TELTONIKA';
}

/** @Track serial number: four hex digits the device echoes in its +ACK, derived from the command id. */
function serial(commandId: number): string {
  return (commandId % 0x10000).toString(16).toUpperCase().padStart(4, '0');
}

function unsupported(kind: CommandKindName, protocol: ProtocolName): never {
  throw new DomainError(ErrorCode.DEVICE_FORBIDDEN, `${kind} is not available for ${protocol} devices`, {
    reason: 'UNSUPPORTED_COMMAND',
  });
}

/**
 * Refuses, before anything is recorded, a command the device's protocol has no wire form for (WEB_CONNECT is
 * Teltonika's FOTA WEB; Queclink devices have no counterpart).
 */
export function assertSupported(kind: CommandKindName, protocol: ProtocolName): void {
  if (protocol === 'QUECLINK' && kind === 'WEB_CONNECT') unsupported(kind, protocol);
}

/**
 * The command text on the wire (DeviceCommand.text): what the gateway puts into a Codec 12 command for Teltonika, or
 * sends as is for Queclink. `commandId` is needed for the @Track serial number, so the text is made after the row.
 */
export function commandText(
  kind: CommandKindName,
  protocol: ProtocolName,
  commandId: number,
  frequencyHours?: number | null,
): string {
  assertSupported(kind, protocol);
  if (protocol === 'TELTONIKA') {
    switch (kind) {
      case 'SET_FREQUENCY':
        return `setparam ${TELTONIKA_ON_STOP_PERIODS.map((id) => `${id}:${seconds(frequencyHours)}`).join(';')}`;
      case 'UPDATE_POSITION':
        // Makes the device generate a record now and send it: the map gets a fresh position.
        return 'getrecord';
      case 'RESTART':
        return 'cpureset';
      case 'GET_INFO':
        return 'getinfo';
      case 'WEB_CONNECT':
        return 'web_connect';
    }
  }
  const sn = serial(commandId);
  switch (kind) {
    case 'SET_FREQUENCY':
      // Fixed report (GTFRI): mode 1 (fixed time), the send interval in seconds; other fields keep the device's value.
      return `AT+GTFRI=${QUECLINK_PASSWORD},1,,,,,,${seconds(frequencyHours)},,,,,,,,,,,,,${sn}$`;
    case 'UPDATE_POSITION':
      // Real-time operation, sub command 1 (RTL): report the current position.
      return `AT+GTRTO=${QUECLINK_PASSWORD},1,,,,,,${sn}$`;
    case 'RESTART':
      // Sub command 3 (REBOOT).
      return `AT+GTRTO=${QUECLINK_PASSWORD},3,,,,,,${sn}$`;
    case 'GET_INFO':
      // Sub command B (INF): the device answers with +RESP:GTINF.
      return `AT+GTRTO=${QUECLINK_PASSWORD},B,,,,,,${sn}$`;
    default:
      return unsupported(kind, protocol);
  }
}

function seconds(hours: number | null | undefined): number {
  if (!hours || hours <= 0) throw new Error('SET_FREQUENCY needs the frequency in hours');
  return hours * 3600;
}
