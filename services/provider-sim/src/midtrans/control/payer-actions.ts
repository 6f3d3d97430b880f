import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';

import { bankTransfer, qris, sandboxCard } from '../transactions/payment-methods.js';
import { canMove } from '../transactions/status-machine.js';
import type { MidtransTransaction, PaymentMethod, TransactionStatus } from '../transactions/transaction.js';
import { TransactionLifecycle } from '../transactions/transaction-lifecycle.js';
import { TransactionStore } from '../transactions/transaction-store.js';
import type { StatusChange } from './control-requests.js';
import { type TransactionView, transactionView } from './transaction-view.js';

/**
 * What a payer, their bank or Midtrans's back office does to a transaction, on a test's word:
 * paying a VA or a QRIS, a card being captured or refused, a refund. Each change is notified.
 */
@Injectable()
export class PayerActions {
  constructor(
    private readonly store: TransactionStore,
    private readonly lifecycle: TransactionLifecycle,
  ) {}

  setStatus(orderId: string, change: StatusChange): TransactionView {
    const transaction = this.store.find(orderId);
    if (!transaction) throw new NotFoundException(`No transaction ${orderId}`);
    if (change.grossAmount !== undefined) transaction.grossAmount = change.grossAmount;
    if (!transaction.charge) this.chargeFirst(transaction, change);
    const charge = transaction.charge;
    if (charge && charge.status !== change.status) {
      const moved = this.lifecycle.move(transaction, change.status, change);
      if (!moved) throw new ConflictException(`A ${charge.status} transaction cannot become ${change.status}`);
    }
    return transactionView(transaction);
  }

  /**
   * A Snap transaction nobody chose a method for: the payer chooses one first (a card is captured
   * or refused at once; a VA or QRIS is pending and notified as such), so the move is refused
   * before anything changes when that start cannot lead to the asked status.
   */
  private chargeFirst(transaction: MidtransTransaction, change: StatusChange): void {
    const method: PaymentMethod =
      change.paymentType === 'credit_card'
        ? sandboxCard()
        : change.paymentType === 'qris'
          ? qris(transaction.orderId, transaction.grossAmount)
          : bankTransfer(change.bank);
    const start: TransactionStatus =
      method.type !== 'credit_card' ? 'pending' : change.status === 'deny' ? 'deny' : 'capture';
    if (start !== change.status && !canMove(start, change.status)) {
      throw new ConflictException(`A ${method.type} payment cannot start towards ${change.status}`);
    }
    const fraudStatus = start === change.status ? change.fraudStatus : undefined;
    this.lifecycle.charge(transaction, method, start, fraudStatus ? { fraudStatus } : {});
  }
}
