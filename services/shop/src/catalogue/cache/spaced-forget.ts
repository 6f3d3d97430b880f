/**
 * A forget that happens at the first call after a quiet spell and then at most once every
 * `spacingMs` while calls go on: a call inside the spacing is kept for its end, and the calls
 * that come meanwhile share it. So a run of stock moves (one a checkout) costs the catalogue's
 * ready answers one forgetting a spacing instead of one an order, and a move is shown at most
 * `spacingMs` after it was heard.
 */
export class SpacedForget {
  private last = Number.NEGATIVE_INFINITY;
  private pending: NodeJS.Timeout | undefined;

  constructor(
    private readonly forget: () => void,
    private readonly spacingMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Something moved: forget now, or at the end of the spacing since the last forgetting. */
  moved(): void {
    if (this.pending) return;
    const wait = this.last + this.spacingMs - this.now();
    if (wait <= 0) return this.fire();
    this.pending = setTimeout(() => this.fire(), wait);
    this.pending.unref();
  }

  stop(): void {
    clearTimeout(this.pending);
    this.pending = undefined;
  }

  private fire(): void {
    this.pending = undefined;
    this.last = this.now();
    this.forget();
  }
}
