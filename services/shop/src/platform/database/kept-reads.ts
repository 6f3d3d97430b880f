/**
 * Reads of tables that notify their changes (table-changes.ts), kept in this process until the
 * next change. A read is kept only if no change was heard while it ran and the notifications were
 * heard all along, so an answer read before a change is never kept after it.
 */
export class KeptReads<V> {
  private readonly kept = new Map<string, V>();
  private generation = 0;
  private heard = false;

  constructor(private readonly max: number) {}

  async read(key: string, load: () => Promise<V>): Promise<V> {
    if (this.kept.has(key)) return this.kept.get(key)!;
    const generation = this.generation;
    const value = await load();
    if (this.heard && generation === this.generation) {
      if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(key, value);
    }
    return value;
  }

  forget(): void {
    this.generation++;
    this.kept.clear();
  }

  /** Whether changes are heard now; nothing is kept while they are not. */
  listening(heard: boolean): void {
    this.heard = heard;
    this.forget();
  }
}
