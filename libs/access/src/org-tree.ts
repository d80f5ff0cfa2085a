/** parent id → ids of its direct children. */
export function childrenIndex(
  organizations: Iterable<{ readonly id: number; readonly parentId: number | null }>,
): Map<number, number[]> {
  const index = new Map<number, number[]>();
  for (const org of organizations) {
    if (org.parentId === null) continue;
    const list = index.get(org.parentId) ?? [];
    list.push(org.id);
    index.set(org.parentId, list);
  }
  return index;
}

/** The organisation and all its descendants, breadth first; safe against cycles in the data. */
export function descendantsOf(rootId: number, children: ReadonlyMap<number, readonly number[]>): number[] {
  const result = [rootId];
  const seen = new Set(result);
  for (let index = 0; index < result.length; index += 1) {
    for (const child of children.get(result[index]) ?? []) {
      if (!seen.has(child)) {
        seen.add(child);
        result.push(child);
      }
    }
  }
  return result;
}
