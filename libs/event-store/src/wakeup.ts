/**
 * Lets a loop sleep until it is rung, a timeout passes or the signal aborts. A ring that comes
 * while the loop is busy is kept, so the next sleep ends at once and no NOTIFY is missed.
 */
export class Wakeup {
  private rung = false;
  private wake?: () => void;

  ring(): void {
    this.rung = true;
    this.wake?.();
  }

  sleep(ms: number, signal: AbortSignal): Promise<void> {
    if (this.rung || signal.aborted) {
      this.rung = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.wake = undefined;
        this.rung = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
      this.wake = done;
    });
  }
}
