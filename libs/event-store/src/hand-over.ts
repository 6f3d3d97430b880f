/**
 * Chunks handed from one producer to one consumer, at most `capacity` waiting: the producer waits
 * for a slow consumer, so memory holds a few batches, not the whole log. Either side may end it
 * with an error: the consumer's iteration throws it, and the producer's next `push` rejects with it.
 */
export class HandOver<T> implements AsyncIterable<T> {
  private readonly waiting: T[] = [];
  private ended?: { error?: unknown };
  private wakeConsumer?: () => void;
  private wakeProducer?: () => void;

  constructor(private readonly capacity = 2) {}

  async push(item: T): Promise<void> {
    while (!this.ended && this.waiting.length >= this.capacity) {
      await new Promise<void>((resolve) => (this.wakeProducer = resolve));
    }
    if (this.ended) throw this.ended.error ?? new Error('The hand-over has ended');
    this.waiting.push(item);
    this.wake();
  }

  /** No more chunks; with an error, the consumer throws it after none. */
  end(error?: unknown): void {
    this.ended ??= { error };
    this.wake();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for (;;) {
      const item = this.waiting.shift();
      if (item !== undefined) {
        this.wake();
        yield item;
      } else if (this.ended) {
        if (this.ended.error !== undefined) throw this.ended.error;
        return;
      } else {
        await new Promise<void>((resolve) => (this.wakeConsumer = resolve));
      }
    }
  }

  private wake(): void {
    const wakers = [this.wakeConsumer, this.wakeProducer];
    this.wakeConsumer = this.wakeProducer = undefined;
    for (const wake of wakers) wake?.();
  }
}
