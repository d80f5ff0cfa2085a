/**
 * Remembers a promise per key for a short time, so the calls of one page load share one lookup and concurrent
 * callers wait for the same one. A rejected lookup is forgotten at once.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const time = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > time) return hit.value;
    if (this.entries.size >= this.maxEntries) this.evictExpired(time);
    const value = load();
    if (this.ttlMs > 0) {
      this.entries.set(key, { expiresAt: time + this.ttlMs, value });
      value.catch(() => this.entries.delete(key));
    }
    return value;
  }

  /** Loads afresh (a caller saw the cached value miss something just created) and caches the new value. */
  reload(key: string, load: () => Promise<T>): Promise<T> {
    this.entries.delete(key);
    return this.get(key, load);
  }

  private evictExpired(time: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= time) this.entries.delete(key);
    // Still full (a burst of distinct tokens): start over rather than grow without bound.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}
