import { Injectable } from '@nestjs/common';

import type { MidtransTransaction } from './transaction.js';

/** Every transaction the simulator knows, in memory, by order id; reset between tests. */
@Injectable()
export class TransactionStore {
  private readonly byOrderId = new Map<string, MidtransTransaction>();

  /** False when the order id is taken: Midtrans never reuses one. */
  add(transaction: MidtransTransaction): boolean {
    if (this.byOrderId.has(transaction.orderId)) return false;
    this.byOrderId.set(transaction.orderId, transaction);
    return true;
  }

  has(orderId: string): boolean {
    return this.byOrderId.has(orderId);
  }

  /** By order id, or by transaction id once charged (the Core API takes either). */
  find(id: string): MidtransTransaction | undefined {
    return this.byOrderId.get(id) ?? this.list().find((t) => t.charge && t.transactionId === id);
  }

  byToken(token: string): MidtransTransaction | undefined {
    return this.list().find((t) => t.snapToken === token);
  }

  list(): MidtransTransaction[] {
    return [...this.byOrderId.values()];
  }

  clear(): void {
    this.byOrderId.clear();
  }
}
