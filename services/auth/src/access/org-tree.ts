/** One node of the organisation tree: its id and its parent (null for a root organisation). */
export interface OrgTreeNode {
  readonly id: number;
  readonly parentId: number | null;
}

/**
 * The organisation and all its descendants, in breadth-first order. A cycle in the data (which the service refuses
 * to create) cannot loop forever because every id is visited once.
 */
export function descendantsAndSelf(nodes: readonly OrgTreeNode[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const node of nodes) {
    if (node.parentId === null) continue;
    const list = children.get(node.parentId) ?? [];
    list.push(node.id);
    children.set(node.parentId, list);
  }
  if (!nodes.some((node) => node.id === rootId)) return [];
  const seen = new Set<number>([rootId]);
  const queue = [rootId];
  for (let index = 0; index < queue.length; index++) {
    for (const child of children.get(queue[index]) ?? []) {
      if (!seen.has(child)) {
        seen.add(child);
        queue.push(child);
      }
    }
  }
  return queue;
}

/** True when making `newParentId` the parent of `orgId` would put the organisation below itself. */
export function wouldCreateCycle(nodes: readonly OrgTreeNode[], orgId: number, newParentId: number | null): boolean {
  if (newParentId === null) return false;
  return descendantsAndSelf(nodes, orgId).includes(newParentId);
}
