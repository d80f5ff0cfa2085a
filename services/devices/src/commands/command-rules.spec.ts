import { ErrorCode, telemetryV1 } from '@fleetlog/contracts';
import type { Principal } from '@fleetlog/security';
import { thrownCode } from '@fleetlog/testing';

import { advances, assertMaySend, outcomeState, reportedHours, userCommandKind } from './command-rules';
import { wantsFrequency } from './frequency-commands.handler';

const ROOT: Pick<Principal, 'roles'> = { roles: ['ROOT'] };
const HEXA: Pick<Principal, 'roles'> = { roles: ['HEXA'] };
const ADMIN: Pick<Principal, 'roles'> = { roles: ['ADMIN'] };
const DRIVER: Pick<Principal, 'roles'> = { roles: ['DRIVER'] };

describe('who may send which command', () => {
  it('restart and web-connect: ROOT only', () => {
    for (const kind of ['RESTART', 'WEB_CONNECT'] as const) {
      expect(thrownCode(() => assertMaySend(ROOT, kind, 'vehicle'))).toBeUndefined();
      expect(thrownCode(() => assertMaySend(ADMIN, kind, 'vehicle'))).toBe(ErrorCode.ROOT_REQUIRED);
      expect(thrownCode(() => assertMaySend(HEXA, kind, 'device'))).toBe(ErrorCode.ROOT_REQUIRED);
      expect(thrownCode(() => assertMaySend(DRIVER, kind, 'vehicle'))).toBe(ErrorCode.ROOT_REQUIRED);
    }
  });

  it('get info: admins and superadmins', () => {
    expect(thrownCode(() => assertMaySend(ADMIN, 'GET_INFO', 'device'))).toBeUndefined();
    expect(thrownCode(() => assertMaySend(HEXA, 'GET_INFO', 'device'))).toBeUndefined();
    expect(thrownCode(() => assertMaySend(DRIVER, 'GET_INFO', 'vehicle'))).toBe(ErrorCode.ROOT_OR_ADMIN_REQUIRED);
  });

  it('update latest position: drivers through a vehicle, never through a device', () => {
    expect(thrownCode(() => assertMaySend(DRIVER, 'UPDATE_POSITION', 'vehicle'))).toBeUndefined();
    expect(thrownCode(() => assertMaySend(DRIVER, 'UPDATE_POSITION', 'device'))).toBe(ErrorCode.ROOT_OR_ADMIN_REQUIRED);
    expect(thrownCode(() => assertMaySend(ADMIN, 'UPDATE_POSITION', 'device'))).toBeUndefined();
  });

  it('takes only the kinds a user may ask for', () => {
    expect(userCommandKind(telemetryV1.CommandKind.RESTART)).toBe('RESTART');
    for (const kind of [
      telemetryV1.CommandKind.SET_FREQUENCY,
      telemetryV1.CommandKind.CUSTOM,
      telemetryV1.CommandKind.COMMAND_KIND_UNSPECIFIED,
    ]) {
      expect(thrownCode(() => userCommandKind(kind))).toBe(ErrorCode.MISFORMATTED_FIELDS);
    }
  });
});

describe('command states', () => {
  it('moves forward only', () => {
    expect(advances('PENDING', 'SENT')).toBe(true);
    expect(advances('SENT', 'RESPONDED')).toBe(true);
    expect(advances('PENDING', 'RESPONDED')).toBe(true);
    expect(advances('RESPONDED', 'SENT')).toBe(false);
    expect(advances('RESPONDED', 'RESPONDED')).toBe(false);
    expect(advances('FAILED', 'RESPONDED')).toBe(false);
    // A gateway that sent an expired or superseded command anyway reports what really happened.
    expect(advances('EXPIRED', 'SENT')).toBe(true);
    expect(advances('SUPERSEDED', 'RESPONDED')).toBe(true);
  });

  it('maps the gateway outcomes', () => {
    expect(outcomeState(telemetryV1.CommandOutcome.SENT)).toBe('SENT');
    expect(outcomeState(telemetryV1.CommandOutcome.RESPONDED)).toBe('RESPONDED');
    expect(outcomeState(telemetryV1.CommandOutcome.FAILED)).toBe('FAILED');
    expect(outcomeState(telemetryV1.CommandOutcome.COMMAND_OUTCOME_UNSPECIFIED)).toBeNull();
  });

  it('reads a reported frequency in whole hours', () => {
    expect(reportedHours(21_600)).toBe(6);
    expect(reportedHours(90)).toBeNull();
    expect(reportedHours(0)).toBeNull();
    expect(reportedHours(undefined)).toBeNull();
  });
});

describe('frequency selection', () => {
  it('asks the device when the selection differs from what it reports', () => {
    expect(wantsFrequency(6, 24)).toBe(true);
    expect(wantsFrequency(24, 6)).toBe(true);
    expect(wantsFrequency(6, 6)).toBe(false);
  });

  it('leaves a never-reported device on the default alone, but sends a chosen value', () => {
    expect(wantsFrequency(24, 0)).toBe(false);
    expect(wantsFrequency(3, 0)).toBe(true);
  });
});
