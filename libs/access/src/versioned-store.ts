/** One key's state in a read model: the value (absent once deleted) and the version it was written at. */
interface Entry<V> {
  value: V | undefined;
  version: number;
  /** Sequence number of the write that last changed the entry; tells snapshot rows from newer events apart. */
  writtenAt: number;
}

/** What a snapshot did, for logs and tests. */
export interface SnapshotResult {
  applied: number;
  removed: number;
}

/**
 * A per-key versioned map fed by a state topic and by snapshots from the owner, with one rule: an older version
 * never overwrites a newer one, and a deletion is kept as a tombstone (so an older "changed" event arriving late
 * cannot bring a deleted key back).
 *
 * Equal versions: the owner raises the version on every change, so equal versions normally carry equal state and the
 * order does not matter. Until every change path raises it, two different states may share a version; then an event
 * wins over a snapshot row read before it arrived, and a later event wins over an earlier one.
 */
export class VersionedStore<V> {
  private readonly entries = new Map<number, Entry<V>>();
  private sequence = 0;

  get(key: number): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Whether the key is known as deleted (a tombstone), as opposed to never seen. */
  isDeleted(key: number): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.value === undefined;
  }

  /** Values of the keys that are not deleted. */
  *values(): IterableIterator<V> {
    for (const entry of this.entries.values()) if (entry.value !== undefined) yield entry.value;
  }

  get size(): number {
    let count = 0;
    for (const entry of this.entries.values()) if (entry.value !== undefined) count += 1;
    return count;
  }

  /** Applies a state event (value undefined: a deletion); returns whether it changed the store. */
  applyEvent(key: number, version: number, value: V | undefined): boolean {
    const current = this.entries.get(key);
    if (current !== undefined) {
      if (version < current.version) return false;
      // A tombstone is only lifted by a strictly newer version; a deletion wins over an equal version.
      if (version === current.version && current.value === undefined) return false;
    }
    this.entries.set(key, { value, version, writtenAt: ++this.sequence });
    return true;
  }

  /** A marker to take before asking the owner for a snapshot; pass it to `applySnapshot`. */
  mark(): number {
    return this.sequence;
  }

  /**
   * Applies a complete snapshot read after `mark` was taken. A row replaces an entry of an older version, or of the
   * same version when no event touched the entry since the mark. A key the snapshot lacks was deleted, unless an
   * event wrote it after the mark (it may be newer than the snapshot).
   */
  applySnapshot(rows: Iterable<{ key: number; version: number; value: V }>, mark: number): SnapshotResult {
    const seen = new Set<number>();
    let applied = 0;
    for (const row of rows) {
      seen.add(row.key);
      const current = this.entries.get(row.key);
      if (current !== undefined) {
        const touchedSinceMark = current.writtenAt > mark;
        if (row.version < current.version) continue;
        if (row.version === current.version && (touchedSinceMark || current.value === undefined)) continue;
      }
      this.entries.set(row.key, { value: row.value, version: row.version, writtenAt: ++this.sequence });
      applied += 1;
    }
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (seen.has(key) || entry.value === undefined || entry.writtenAt > mark) continue;
      this.entries.set(key, { value: undefined, version: entry.version, writtenAt: ++this.sequence });
      removed += 1;
    }
    return { applied, removed };
  }
}
