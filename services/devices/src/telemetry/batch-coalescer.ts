/** An item the write could not store (it isolated it), with why: the caller dead-letters it. */
export interface Unstored<T> {
  item: T;
  reason: string;
}

interface Waiting<T> {
  items: readonly T[];
  resolve: (unstored: Array<Unstored<T>>) => void;
  reject: (error: unknown) => void;
}

export interface CoalescerOptions {
  /** Longest a batch waits for others to join it. */
  maxWaitMs: number;
  /** Write at once when this many items are waiting. */
  maxItems: number;
  /** Write at once when this many batches are waiting (the consumer's partitions in flight). */
  maxBatches: number;
}

/**
 * Merges the batches of the partitions the consumer holds at once into one write: kafkajs hands over each
 * partition's part of a fetch as its own batch (often a handful of packets), and one transaction per merged group
 * costs a fraction of one per partition. Each caller's promise settles when the write holding its items committed,
 * so offsets still move only after their records are stored; it resolves with the items of its batch the write
 * could not store (isolated by the write, to be dead-lettered). Writes run one at a time; batches arriving meanwhile
 * form the next group. When a merged write fails, each batch is written alone, so one bad batch fails (and is
 * retried or dead-lettered) without its neighbours.
 */
export class BatchCoalescer<T> {
  private waiting: Array<Waiting<T>> = [];
  private waitingItems = 0;
  private timer?: NodeJS.Timeout;
  private writing = false;

  constructor(
    private readonly write: (items: readonly T[]) => Promise<ReadonlyArray<Unstored<T>>>,
    private readonly options: CoalescerOptions,
  ) {}

  add(items: readonly T[]): Promise<Array<Unstored<T>>> {
    return new Promise<Array<Unstored<T>>>((resolve, reject) => {
      this.waiting.push({ items, resolve, reject });
      this.waitingItems += items.length;
      if (this.waitingItems >= this.options.maxItems || this.waiting.length >= this.options.maxBatches) {
        this.fire();
      } else {
        this.timer ??= setTimeout(() => this.fire(), this.options.maxWaitMs);
      }
    });
  }

  private fire(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.writing || this.waiting.length === 0) return;
    const group = this.waiting;
    this.waiting = [];
    this.waitingItems = 0;
    this.writing = true;
    void this.writeGroup(group).finally(() => {
      this.writing = false;
      // Batches that arrived during the write have waited long enough.
      if (this.waiting.length > 0) this.fire();
    });
  }

  private async writeGroup(group: ReadonlyArray<Waiting<T>>): Promise<void> {
    try {
      const unstored = await this.write(group.length === 1 ? group[0].items : group.flatMap((entry) => entry.items));
      for (const entry of group) {
        const mine = new Set(entry.items);
        entry.resolve(unstored.filter(({ item }) => mine.has(item)));
      }
      return;
    } catch (error) {
      if (group.length === 1) {
        group[0].reject(error);
        return;
      }
    }
    for (const entry of group) {
      try {
        entry.resolve([...(await this.write(entry.items))]);
      } catch (error) {
        entry.reject(error);
      }
    }
  }
}
