import type { OnModuleDestroy } from '@nestjs/common';

export const FAULT_KINDS = ['status', 'timeout', 'malformed', 'latency', 'lost'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault<Route extends string = string> {
  id: number;
  route: Route;
  kind: FaultKind;
  /** For `status`: the HTTP status to answer (default 500). */
  status?: number;
  /**
   * For `latency`: the delay before the real answer (default 1000). For `timeout` and `lost`: how
   * long the request hangs before its connection is dropped (default: until the client gives up).
   */
  ms?: number;
  /** How many more requests it spoils; absent means until cleared. */
  times?: number;
}

/**
 * Faults a test injected on a provider's routes, and the requests a `timeout` fault is holding.
 * Each provider's module provides its own subclass, so one provider's faults never touch another's.
 */
export class FaultStore<Route extends string> implements OnModuleDestroy {
  private faults: Fault<Route>[] = [];
  private nextId = 1;
  private readonly held = new Set<() => void>();

  add(fault: Omit<Fault<Route>, 'id'>): Fault<Route> {
    const added = { ...fault, id: this.nextId++ };
    this.faults.push(added);
    return { ...added };
  }

  /** The fault this request meets, counted against its `times`. */
  take(route: Route): Fault<Route> | undefined {
    const fault = this.faults.find((f) => f.route === route);
    if (fault?.times === undefined) return fault;
    fault.times -= 1;
    if (fault.times <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }

  list(): Fault<Route>[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  /** Keeps `drop` to close a held request when faults are cleared or the simulator stops. */
  hold(drop: () => void): () => void {
    this.held.add(drop);
    return () => this.held.delete(drop);
  }

  clear(): void {
    this.faults = [];
    [...this.held].forEach((drop) => drop());
    this.held.clear();
  }

  onModuleDestroy(): void {
    this.clear();
  }
}
