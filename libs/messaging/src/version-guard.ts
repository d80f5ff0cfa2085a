/**
 * The per-key version guard of an in-memory state read model: `accept` is true only for a version newer than the
 * newest applied for that key, so a replay of older state never overwrites newer state. Version 0 (an event from
 * before versions existed) is always accepted and not remembered. Read models kept in the database use
 * `claimVersion` instead, inside the transaction that applies the event.
 */
export class VersionGuard {
  private readonly applied = new Map<string, number>();

  accept(key: string, version: number | bigint | string): boolean {
    const next = Number(version);
    if (next <= 0) return true;
    const current = this.applied.get(key);
    if (current !== undefined && current >= next) return false;
    this.applied.set(key, next);
    return true;
  }

  /** A deleted key: later versions are still compared with the deletion's. */
  versionOf(key: string): number | undefined {
    return this.applied.get(key);
  }
}
