import type { CommandState, DeviceCommand, UserCommandKind } from '../api/device-commands-api';

/** A command the device has not finished with: the dialog keeps polling while one is shown. */
export function isOpen(state: CommandState): boolean {
  return state === 'PENDING' || state === 'SENT';
}

export type StateTone = 'default' | 'info' | 'success' | 'error' | 'warning';

export function stateTone(state: CommandState): StateTone {
  switch (state) {
    case 'PENDING':
      return 'default';
    case 'SENT':
      return 'info';
    case 'RESPONDED':
      return 'success';
    case 'FAILED':
      return 'error';
    case 'EXPIRED':
      return 'warning';
    case 'SUPERSEDED':
      return 'default';
  }
}

/**
 * The commands a user is offered (spec 02 §6, spec 03 §2 and §6, issue 7; the devices service enforces the same):
 * update latest position for whoever sees the vehicle, get info for admins (device screen), restart and web-connect
 * for ROOT. Aimed at a vehicle, get info is not offered (it is the devices screen's SMS command). Queclink trackers
 * have no web-connect.
 */
export function offeredKinds(
  roles: readonly string[],
  target: 'vehicle' | 'device',
  deviceType = '',
): UserCommandKind[] {
  const root = roles.includes('ROOT');
  const admin = root || roles.includes('HEXA') || roles.includes('ADMIN');
  const queclink = deviceType.toUpperCase() === 'GL530MG';
  const kinds: UserCommandKind[] = [];
  if (target === 'vehicle' || admin) kinds.push('UPDATE_POSITION');
  if (target === 'device' && admin) kinds.push('GET_INFO');
  if (root) kinds.push('RESTART');
  if (root && !queclink) kinds.push('WEB_CONNECT');
  return kinds;
}

/** The newest command's answer, when there is one: what the dialog shows first. */
export function latestAnswer(commands: readonly DeviceCommand[]): DeviceCommand | undefined {
  return commands.find((command) => command.state === 'RESPONDED' && command.response !== '');
}
