import { randomInt } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import type { CourierOrder } from './courier-order.js';

/** Every order J&T holds, in memory, by order id and by waybill; reset between tests. */
@Injectable()
export class OrderStore {
  private readonly byOrderId = new Map<string, CourierOrder>();
  private readonly byAwb = new Map<string, CourierOrder>();

  /**
   * Adds the order unless its order id is taken, and answers the order that holds the id. Nothing
   * awaits between the check and the insert, so two concurrent creates of one order id make one
   * waybill.
   */
  addOnce(orderid: string, make: (awb: string) => CourierOrder): { order: CourierOrder; created: boolean } {
    const existing = this.byOrderId.get(orderid);
    if (existing) return { order: existing, created: false };
    const order = make(this.freshAwb());
    this.byOrderId.set(orderid, order);
    this.byAwb.set(order.awb, order);
    return { order, created: true };
  }

  withOrderId(orderid: string): CourierOrder | undefined {
    return this.byOrderId.get(orderid);
  }

  /** By waybill or by order id: the control API takes either. */
  find(awbOrOrderId: string): CourierOrder | undefined {
    return this.byAwb.get(awbOrOrderId) ?? this.byOrderId.get(awbOrOrderId);
  }

  withAwb(awb: string): CourierOrder | undefined {
    return this.byAwb.get(awb);
  }

  list(): CourierOrder[] {
    return [...this.byOrderId.values()];
  }

  clear(): void {
    this.byOrderId.clear();
    this.byAwb.clear();
  }

  /** "JO" and ten digits, as J&T's e-commerce waybills look (JO9001515746). */
  private freshAwb(): string {
    for (;;) {
      const awb = `JO${randomInt(1e9, 1e10)}`;
      if (!this.byAwb.has(awb)) return awb;
    }
  }
}
