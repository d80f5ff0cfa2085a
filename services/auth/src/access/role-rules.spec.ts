import { ErrorCode } from '@fleetlog/contracts';
import type { Role } from '@fleetlog/security';
import { thrownCode } from '@fleetlog/testing';

import {
  assertAdmin,
  assertCanGrantRoles,
  assertCanManageUser,
  assertRoot,
  assertSuperadmin,
  assertUpdateAllowed,
  parseRoles,
} from './role-rules';

function caller(roles: Role[], userId = 10) {
  return { roles, userId };
}

describe(parseRoles.name, () => {
  it('normalises and deduplicates known roles', () => {
    expect(parseRoles(['driver', 'DRIVER', 'Admin'])).toEqual(['DRIVER', 'ADMIN']);
  });
  it('refuses an empty list with MISSING_FIELDS', () => {
    expect(thrownCode(() => parseRoles([]))).toBe(ErrorCode.MISSING_FIELDS);
  });
  it('refuses unknown roles with BAD_ROLES', () => {
    expect(thrownCode(() => parseRoles(['DRIVER', 'KING']))).toBe(ErrorCode.BAD_ROLES);
  });
});

describe(assertCanGrantRoles.name, () => {
  it.each<[Role[], Role[], ErrorCode | undefined]>([
    [['ADMIN'], ['DRIVER'], undefined],
    [['ADMIN'], ['ADMIN', 'DRIVER'], undefined],
    [['ADMIN'], ['ROOT'], ErrorCode.ROOT_REQUIRED],
    [['ADMIN'], ['HEXA'], ErrorCode.ROOT_REQUIRED],
    [['HEXA'], ['ROOT'], undefined],
    [['ROOT'], ['HEXA'], undefined],
  ])('caller %j granting %j → %s', (callerRoles, roles, expected) => {
    expect(thrownCode(() => assertCanGrantRoles(caller(callerRoles), roles))).toBe(expected);
  });
});

describe(assertCanManageUser.name, () => {
  it('stops an admin from touching a superadmin', () => {
    expect(thrownCode(() => assertCanManageUser(caller(['ADMIN']), ['ROOT']))).toBe(ErrorCode.ROOT_REQUIRED);
  });
  it('lets a superadmin manage another superadmin', () => {
    expect(thrownCode(() => assertCanManageUser(caller(['HEXA']), ['ROOT']))).toBeUndefined();
  });
});

describe('role gates', () => {
  it('assertAdmin refuses a driver with ROOT_OR_ADMIN_REQUIRED', () => {
    expect(thrownCode(() => assertAdmin(caller(['DRIVER'])))).toBe(ErrorCode.ROOT_OR_ADMIN_REQUIRED);
    expect(thrownCode(() => assertAdmin(caller(['ADMIN'])))).toBeUndefined();
  });
  it('assertSuperadmin accepts ROOT and HEXA only', () => {
    expect(thrownCode(() => assertSuperadmin(caller(['ADMIN'])))).toBe(ErrorCode.ROOT_REQUIRED);
    expect(thrownCode(() => assertSuperadmin(caller(['HEXA'])))).toBeUndefined();
  });
  it('assertRoot accepts ROOT only', () => {
    expect(thrownCode(() => assertRoot(caller(['HEXA'])))).toBe(ErrorCode.ROOT_REQUIRED);
    expect(thrownCode(() => assertRoot(caller(['ROOT'])))).toBeUndefined();
  });
});

describe(assertUpdateAllowed.name, () => {
  it('lets a driver change its own self-editable fields', () => {
    expect(thrownCode(() => assertUpdateAllowed(caller(['DRIVER']), 10, ['displayName', 'mapType']))).toBeUndefined();
  });
  it('refuses a driver changing its own roles', () => {
    expect(thrownCode(() => assertUpdateAllowed(caller(['DRIVER']), 10, ['roles']))).toBe(
      ErrorCode.ROOT_OR_ADMIN_REQUIRED,
    );
  });
  it('refuses a driver changing another user', () => {
    expect(thrownCode(() => assertUpdateAllowed(caller(['DRIVER']), 11, ['phone']))).toBe(
      ErrorCode.ROOT_OR_ADMIN_REQUIRED,
    );
  });
  it('lets an admin change any field of another user', () => {
    expect(thrownCode(() => assertUpdateAllowed(caller(['ADMIN']), 11, ['roles', 'settings']))).toBeUndefined();
  });
  it("refuses anyone changing somebody else's password", () => {
    expect(thrownCode(() => assertUpdateAllowed(caller(['ROOT']), 11, ['password']))).toBe(ErrorCode.USER_FORBIDDEN);
  });
});
