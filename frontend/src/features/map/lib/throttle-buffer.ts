// Bursts of live updates are merged per vehicle and handed on at most once per interval, so a socket that
// delivers hundreds of positions a second causes one store change (and one render) per interval (STYLE.md §17).
export class ThrottleBuffer<T extends { id: number }> {
  private pending = new Map<number, T>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly flush: (batch: T[]) => void,
    private readonly intervalMs: number,
    private readonly merge: (older: T, newer: T) => T = (older, newer) => ({ ...older, ...newer }),
  ) {}

  push(items: readonly T[]): void {
    for (const item of items) {
      const older = this.pending.get(item.id);
      this.pending.set(item.id, older ? this.merge(older, item) : item);
    }
    if (this.pending.size && !this.timer) this.timer = setTimeout(() => this.drain(), this.intervalMs);
  }

  // Hands on what is pending now (also used on close, so the last update is not lost).
  drain(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.pending.size) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.flush(batch);
  }

  close(): void {
    this.drain();
  }
}
