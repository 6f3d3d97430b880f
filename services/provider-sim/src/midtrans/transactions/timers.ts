import { Injectable, type OnModuleDestroy } from '@nestjs/common';

/**
 * Named one-shot timers (a transaction's expiry, a card's settlement). They never keep the process
 * alive, and a reset or shutdown drops them all, so nothing fires into the next test.
 */
@Injectable()
export class Timers implements OnModuleDestroy {
  private readonly pending = new Map<string, NodeJS.Timeout>();

  at(key: string, when: Date, run: () => void): void {
    this.cancel(key);
    const timer = setTimeout(
      () => {
        this.pending.delete(key);
        run();
      },
      Math.max(0, when.getTime() - Date.now()),
    );
    timer.unref();
    this.pending.set(key, timer);
  }

  cancel(key: string): void {
    clearTimeout(this.pending.get(key));
    this.pending.delete(key);
  }

  clear(): void {
    this.pending.forEach((timer) => clearTimeout(timer));
    this.pending.clear();
  }

  onModuleDestroy(): void {
    this.clear();
  }
}
