import { ErrorCode } from '@fleetlog/contracts';
import type { Role } from '@fleetlog/security';
import { thrownCode } from '@fleetlog/testing';

import type { OrgTreeNode } from './org-tree';
import { computeScope, resolveSelectedOrganization, userReadScope } from './scope';

// Builder: Fleetlog AB (1), Demo Åkeri (2) → Demo Syd (3), Nordbygg (4).
const nodes: OrgTreeNode[] = [
  { id: 1, parentId: null },
  { id: 2, parentId: null },
  { id: 3, parentId: 2 },
  { id: 4, parentId: null },
];

function subject(roles: Role[], organizationId: number) {
  return { roles, organizationId };
}

describe(computeScope.name, () => {
  it('gives ROOT and HEXA every organisation', () => {
    expect(computeScope(subject(['ROOT'], 1), nodes)).toEqual({ kind: 'all' });
    expect(computeScope(subject(['HEXA'], 1), nodes)).toEqual({ kind: 'all' });
  });

  it('gives an admin of the parent the parent and its child', () => {
    expect(computeScope(subject(['ADMIN'], 2), nodes)).toEqual({ kind: 'orgs', organizationIds: [2, 3] });
  });

  it('gives an admin of the child only the child', () => {
    expect(computeScope(subject(['ADMIN'], 3), nodes)).toEqual({ kind: 'orgs', organizationIds: [3] });
  });

  it('gives a driver its organisation tree as known organisations', () => {
    expect(computeScope(subject(['DRIVER'], 2), nodes)).toEqual({ kind: 'orgs', organizationIds: [2, 3] });
  });
});

describe(userReadScope.name, () => {
  it('limits a driver to its own organisation', () => {
    const driver = subject(['DRIVER'], 2);
    expect(userReadScope(driver, computeScope(driver, nodes))).toEqual({ kind: 'orgs', organizationIds: [2] });
  });
  it('keeps the whole tree for an admin', () => {
    const admin = subject(['ADMIN'], 2);
    expect(userReadScope(admin, computeScope(admin, nodes))).toEqual({ kind: 'orgs', organizationIds: [2, 3] });
  });
});

describe(resolveSelectedOrganization.name, () => {
  const admin = subject(['ADMIN'], 2);
  const adminScope = computeScope(admin, nodes);

  it("defaults to the caller's own organisation", () => {
    expect(resolveSelectedOrganization(admin, adminScope, undefined, nodes)).toBe(2);
  });
  it('accepts a known descendant', () => {
    expect(resolveSelectedOrganization(admin, adminScope, 3, nodes)).toBe(3);
  });
  it('answers an unrelated organisation like a missing one (ORGANIZATION_MISSING)', () => {
    expect(thrownCode(() => resolveSelectedOrganization(admin, adminScope, 4, nodes))).toBe(
      ErrorCode.ORGANIZATION_MISSING,
    );
  });
  it('answers the parent for an admin of the child like a missing organisation', () => {
    const childAdmin = subject(['ADMIN'], 3);
    const scope = computeScope(childAdmin, nodes);
    expect(thrownCode(() => resolveSelectedOrganization(childAdmin, scope, 2, nodes))).toBe(
      ErrorCode.ORGANIZATION_MISSING,
    );
  });
  it('lets ROOT select any existing organisation and reports a missing one', () => {
    const root = subject(['ROOT'], 1);
    expect(resolveSelectedOrganization(root, { kind: 'all' }, 4, nodes)).toBe(4);
    expect(thrownCode(() => resolveSelectedOrganization(root, { kind: 'all' }, 99, nodes))).toBe(
      ErrorCode.ORGANIZATION_MISSING,
    );
  });
});
