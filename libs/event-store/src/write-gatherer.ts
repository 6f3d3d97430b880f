interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export interface GatherOptions {
  /** Most items a write takes; the rest go in the next. */
  maxBatch?: number;
  /**
   * Idle, wait for the end of the event loop's turn before writing, so that every item handed in
   * by the callbacks of that turn (requests read from several sockets at once) goes in one write,
   * not the first alone and the others after it. Costs no timer: the write goes right after the
   * turn's I/O callbacks.
   */
  gatherTurn?: boolean;
}

/**
 * Group commit for one kind of write: items handed in while a write is in flight wait for it to
 * end and then go together, in one statement and one commit. Idle, an item is written at once;
 * under load, many callers share a round trip, which is what the database and the process
 * spend most on. Each caller's promise settles when its own item is committed (or refused).
 *
 * A batch that fails is written again item by item, so one bad item fails only its own caller.
 */
export class WriteGatherer<T, R> {
  private waiting: Array<Waiting<T, R>> = [];
  private writing = false;

  private readonly maxBatch: number;
  private readonly gatherTurn: boolean;

  /** `write` answers one result per item, in the order given. */
  constructor(
    private readonly write: (items: readonly T[]) => Promise<readonly R[]>,
    options: GatherOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 200;
    this.gatherTurn = options.gatherTurn ?? false;
  }

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.writing) return;
      this.writing = true;
      if (this.gatherTurn) setImmediate(() => void this.drain());
      else void this.drain();
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length) await this.writeBatch(this.waiting.splice(0, this.maxBatch));
    } finally {
      this.writing = false;
    }
  }

  private async writeBatch(batch: Array<Waiting<T, R>>): Promise<void> {
    try {
      const results = await this.write(batch.map((entry) => entry.item));
      batch.forEach((entry, i) => entry.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const entry of batch) await this.writeBatch([entry]);
    }
  }
}
