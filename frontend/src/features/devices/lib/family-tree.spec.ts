import { describe, expect, it } from 'vitest';

import { ancestry, needsFamilyWarning, sameFamilyTree } from './family-tree';

// Demo shape: 1 Fleetlog AB; 2 Demo Åkeri (parent) → 3 Demo Åkeri Syd, 4 Syd's own child; 5 Nordbygg.
const orgs = [
  { organizationId: 1, parentOrganization: 0 },
  { organizationId: 2, parentOrganization: 0 },
  { organizationId: 3, parentOrganization: 2 },
  { organizationId: 4, parentOrganization: 3 },
  { organizationId: 6, parentOrganization: 2 },
  { organizationId: 5, parentOrganization: 0 },
];

describe('sameFamilyTree', () => {
  it('follows parents up to the root', () => {
    expect(ancestry(orgs, 4)).toEqual([4, 3, 2]);
  });

  it('treats ancestors, descendants and siblings as one family', () => {
    expect(sameFamilyTree(orgs, 2, 4)).toBe(true);
    expect(sameFamilyTree(orgs, 4, 2)).toBe(true);
    expect(sameFamilyTree(orgs, 3, 6)).toBe(true);
  });

  it('separates unrelated organisations', () => {
    expect(sameFamilyTree(orgs, 3, 5)).toBe(false);
    expect(sameFamilyTree(orgs, 1, 2)).toBe(false);
  });

  it('survives a parent cycle', () => {
    const cyclic = [
      { organizationId: 7, parentOrganization: 8 },
      { organizationId: 8, parentOrganization: 7 },
    ];
    expect(ancestry(cyclic, 7)).toEqual([7, 8]);
  });
});

describe('needsFamilyWarning', () => {
  it('warns only when a device leaves its family', () => {
    expect(needsFamilyWarning(orgs, 3, 5)).toBe(true);
    expect(needsFamilyWarning(orgs, 3, 2)).toBe(false);
    expect(needsFamilyWarning(orgs, undefined, 5)).toBe(false);
  });
});
