import { scopeIncludes } from './org-scope';
import { isAdmin, isSuperadmin, type Role } from './principal';

const withRoles = (...roles: Role[]) => ({ roles });

describe(isSuperadmin.name, () => {
  it('is true for ROOT and HEXA only', () => {
    expect(isSuperadmin(withRoles('ROOT'))).toBe(true);
    expect(isSuperadmin(withRoles('HEXA'))).toBe(true);
    expect(isSuperadmin(withRoles('ADMIN'))).toBe(false);
    expect(isSuperadmin(withRoles('DRIVER'))).toBe(false);
  });
});

describe(isAdmin.name, () => {
  it('is true for ADMIN and superadmins', () => {
    expect(isAdmin(withRoles('ADMIN'))).toBe(true);
    expect(isAdmin(withRoles('HEXA'))).toBe(true);
    expect(isAdmin(withRoles('DRIVER'))).toBe(false);
  });
});

describe(scopeIncludes.name, () => {
  it('includes every organisation for all and only the listed ones otherwise', () => {
    expect(scopeIncludes({ kind: 'all' }, 99)).toBe(true);
    expect(scopeIncludes({ kind: 'orgs', organizationIds: [1, 2] }, 2)).toBe(true);
    expect(scopeIncludes({ kind: 'orgs', organizationIds: [1, 2] }, 3)).toBe(false);
  });
});
