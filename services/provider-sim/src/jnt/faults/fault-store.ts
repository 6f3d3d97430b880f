import { Injectable, type OnModuleDestroy } from '@nestjs/common';

import type { JntRoute } from '../http/jnt-paths.js';

export const JNT_FAULT_KINDS = ['latency', 'status', 'timeout', 'malformed'] as const;
export type JntFaultKind = (typeof JNT_FAULT_KINDS)[number];

export interface JntFault {
  id: number;
  route: JntRoute;
  kind: JntFaultKind;
  /** For `status`: the HTTP status to answer (default 500). */
  status?: number;
  /**
   * For `latency`: the delay before the real answer (default 1000). For `timeout`: how long the
   * request hangs before its connection is dropped (default: until the client gives up).
   */
  ms?: number;
  /** How many more requests it spoils; absent means until cleared. */
  times?: number;
}

/** Faults a test injected on J&T routes, and the requests a `timeout` fault is holding. */
@Injectable()
export class JntFaultStore implements OnModuleDestroy {
  private faults: JntFault[] = [];
  private nextId = 1;
  private readonly held = new Set<() => void>();

  add(fault: Omit<JntFault, 'id'>): JntFault {
    const added = { ...fault, id: this.nextId++ };
    this.faults.push(added);
    return { ...added };
  }

  /** The fault this request meets, counted against its `times`. */
  take(route: JntRoute): JntFault | undefined {
    const fault = this.faults.find((f) => f.route === route);
    if (fault?.times === undefined) return fault;
    fault.times -= 1;
    if (fault.times <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }

  list(): JntFault[] {
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
