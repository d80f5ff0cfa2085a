import { ErrorCode } from '@fleetlog/contracts';
import type { Role } from '@fleetlog/security';

import { assertPermitted, type DevicesRpc, RPC_REQUIREMENTS } from './permissions';

function codeOf(roles: Role[], rpc: DevicesRpc): ErrorCode | 'OK' {
  try {
    assertPermitted({ roles }, rpc);
    return 'OK';
  } catch (error) {
    return (error as { code: ErrorCode }).code;
  }
}

const rpcs = Object.keys(RPC_REQUIREMENTS) as DevicesRpc[];
const adminRpcs: DevicesRpc[] = [
  'listDevices',
  'getDevice',
  'installDevice',
  'moveDevice',
  'getVehicleDevice',
  'listInstallations',
  'sendSmsCommand',
];

describe(assertPermitted.name, () => {
  it.each(rpcs)('lets ROOT call %s', (rpc) => {
    expect(codeOf(['ROOT'], rpc)).toBe('OK');
  });

  it.each(rpcs)('refuses DRIVER on %s', (rpc) => {
    const expected = adminRpcs.includes(rpc) ? ErrorCode.ROOT_OR_ADMIN_REQUIRED : ErrorCode.ROOT_REQUIRED;
    expect(codeOf(['DRIVER'], rpc)).toBe(expected);
  });

  it.each(rpcs)('lets ADMIN call %s only when it is an organisation-level call', (rpc) => {
    expect(codeOf(['ADMIN'], rpc)).toBe(adminRpcs.includes(rpc) ? 'OK' : ErrorCode.ROOT_REQUIRED);
  });

  it('lets HEXA use the back office but not uninstall', () => {
    expect(codeOf(['HEXA'], 'addDevice')).toBe('OK');
    expect(codeOf(['HEXA'], 'changeDeviceOrganization')).toBe('OK');
    expect(codeOf(['HEXA'], 'uninstallDevice')).toBe(ErrorCode.ROOT_REQUIRED);
  });
});
