import { inSameFamilyTree, type OrgNode, topAncestor } from './family-tree';

// Builder: Fleetlog (1); Demo Åkeri (2) → Syd (3) → Syd Väst (5), Demo Åkeri (2) → Norr (6); Nordbygg (4).
function tree(...pairs: Array<[number, number | null]>): OrgNode[] {
  return pairs.map(([id, parentId]) => ({ id, parentId }));
}
const nodes = tree([1, null], [2, null], [3, 2], [4, null], [5, 3], [6, 2]);

describe(topAncestor.name, () => {
  it('walks up to the organisation without parent', () => {
    expect(topAncestor(nodes, 5)).toBe(2);
    expect(topAncestor(nodes, 2)).toBe(2);
  });
  it('stops on cyclic data and on unknown organisations', () => {
    expect([1, 2]).toContain(topAncestor(tree([1, 2], [2, 1]), 1));
    expect(topAncestor(nodes, 99)).toBe(99);
  });
});

describe(inSameFamilyTree.name, () => {
  it('accepts parent and child both ways', () => {
    expect(inSameFamilyTree(nodes, 2, 3)).toBe(true);
    expect(inSameFamilyTree(nodes, 5, 2)).toBe(true);
  });
  it('accepts siblings and cousins (shared ancestor)', () => {
    expect(inSameFamilyTree(nodes, 3, 6)).toBe(true);
    expect(inSameFamilyTree(nodes, 5, 6)).toBe(true);
  });
  it('accepts the same organisation', () => {
    expect(inSameFamilyTree(nodes, 4, 4)).toBe(true);
  });
  it('refuses unrelated organisations', () => {
    expect(inSameFamilyTree(nodes, 3, 4)).toBe(false);
    expect(inSameFamilyTree(nodes, 1, 2)).toBe(false);
  });
});
