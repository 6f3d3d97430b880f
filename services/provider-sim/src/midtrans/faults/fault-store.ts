import { Injectable, type OnModuleDestroy } from '@nestjs/common';

export const FAULT_ROUTES = ['snap.create', 'core.status', 'core.cancel', 'core.expire', 'core.charge'] as const;
export type FaultRoute = (typeof FAULT_ROUTES)[number];
export const FAULT_KINDS = ['status', 'timeout', 'malformed', 'latency'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  id: number;
  route: FaultRoute;
  kind: FaultKind;
  /** For `status`: the HTTP status to answer (default 500). */
  status?: number;
  /** For `latency`: the delay before the real answer (default 1000). */
  ms?: number;
  /** How many more requests it spoils; absent means until cleared. */
  times?: number;
}

/** Faults a test injected, and the requests a `timeout` fault is holding without an answer. */
@Injectable()
export class FaultStore implements OnModuleDestroy {
  private faults: Fault[] = [];
  private nextId = 1;
  private readonly held = new Set<() => void>();

  add(fault: Omit<Fault, 'id'>): Fault {
    const added = { ...fault, id: this.nextId++ };
    this.faults.push(added);
    return added;
  }

  /** The fault this request meets, counting it against `times`. */
  take(route: FaultRoute): Fault | undefined {
    const fault = this.faults.find((f) => f.route === route);
    if (fault?.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }

  list(): Fault[] {
    return [...this.faults];
  }

  /** Keeps `release` to drop a held request when faults are cleared or the simulator stops. */
  hold(release: () => void): () => void {
    this.held.add(release);
    return () => this.held.delete(release);
  }

  clear(): void {
    this.faults = [];
    this.held.forEach((release) => release());
    this.held.clear();
  }

  onModuleDestroy(): void {
    this.clear();
  }
}
