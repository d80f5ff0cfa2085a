/** One organisation as auth's ListOrganizationsSimple gives it: its id and its parent (null at the top). */
export interface OrgNode {
  readonly id: number;
  readonly parentId: number | null;
}

/** The top-most ancestor of an organisation (itself when it has no parent); cycle-safe. */
export function topAncestor(nodes: readonly OrgNode[], organizationId: number): number {
  const parents = new Map(nodes.map((node) => [node.id, node.parentId]));
  const seen = new Set<number>();
  let current = organizationId;
  for (;;) {
    seen.add(current);
    const parent = parents.get(current);
    if (parent === null || parent === undefined || seen.has(parent)) return current;
    current = parent;
  }
}

/**
 * Spec 03 §4: two organisations are in the same family tree when they share an ancestor or one is an ancestor of
 * the other. Both cases mean the same top-most ancestor, so comparing those is the whole rule.
 */
export function inSameFamilyTree(nodes: readonly OrgNode[], a: number, b: number): boolean {
  return a === b || topAncestor(nodes, a) === topAncestor(nodes, b);
}
