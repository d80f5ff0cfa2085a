import { descendantsAndSelf, type OrgTreeNode, wouldCreateCycle } from './org-tree';

// Builder: a tree given as child → parent pairs.
function tree(...pairs: Array<[number, number | null]>): OrgTreeNode[] {
  return pairs.map(([id, parentId]) => ({ id, parentId }));
}

describe(descendantsAndSelf.name, () => {
  const nodes = tree([1, null], [2, null], [3, 2], [4, 3], [5, 2], [6, null]);

  it('returns the organisation and every descendant', () => {
    expect(descendantsAndSelf(nodes, 2).sort()).toEqual([2, 3, 4, 5]);
  });

  it('returns only the organisation for a leaf', () => {
    expect(descendantsAndSelf(nodes, 4)).toEqual([4]);
  });

  it('does not include parents or siblings', () => {
    expect(descendantsAndSelf(nodes, 3).sort()).toEqual([3, 4]);
  });

  it('returns nothing for an unknown organisation', () => {
    expect(descendantsAndSelf(nodes, 99)).toEqual([]);
  });

  it('terminates on cyclic data', () => {
    expect(descendantsAndSelf(tree([1, 2], [2, 1]), 1).sort()).toEqual([1, 2]);
  });
});

describe(wouldCreateCycle.name, () => {
  const nodes = tree([1, null], [2, 1], [3, 2]);

  it('refuses moving an organisation below its own descendant', () => {
    expect(wouldCreateCycle(nodes, 1, 3)).toBe(true);
  });

  it('refuses making an organisation its own parent', () => {
    expect(wouldCreateCycle(nodes, 2, 2)).toBe(true);
  });

  it('allows moving to an unrelated parent or to the top', () => {
    expect(wouldCreateCycle(nodes, 3, 1)).toBe(false);
    expect(wouldCreateCycle(nodes, 3, null)).toBe(false);
  });
});
