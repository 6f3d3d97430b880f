import { Inject, Injectable } from '@nestjs/common';

import { MIDTRANS_CONFIG, type MidtransSimConfig } from '../midtrans-config.js';
import { Notifier } from '../notifications/notifier.js';
import { canMove } from './status-machine.js';
import { Timers } from './timers.js';
import type { Charge, FraudStatus, MidtransTransaction, PaymentMethod, TransactionStatus } from './transaction.js';

/** How long a pending charge waits when the request set no expiry: Midtrans's defaults per method. */
const DEFAULT_EXPIRY_MS: Record<PaymentMethod['type'], number | undefined> = {
  bank_transfer: 24 * 3_600_000,
  qris: 15 * 60_000,
  credit_card: undefined,
};

/**
 * Every change of a transaction goes through here, so each one is checked against the status
 * machine, timed (expiry, card settlement) and notified exactly as Midtrans would.
 */
@Injectable()
export class TransactionLifecycle {
  constructor(
    @Inject(MIDTRANS_CONFIG) private readonly config: MidtransSimConfig,
    private readonly notifier: Notifier,
    private readonly timers: Timers,
  ) {}

  /** The payer chose a method (or the merchant charged one): from now on the Core API knows it. */
  charge(
    transaction: MidtransTransaction,
    method: PaymentMethod,
    status: TransactionStatus,
    { now = new Date(), fraudStatus = 'accept' }: { now?: Date; fraudStatus?: FraudStatus } = {},
  ): Charge {
    const charge: Charge = { method, status, fraudStatus, chargedAt: now };
    transaction.charge = charge;
    const expiryMs = transaction.expiry?.durationMs ?? DEFAULT_EXPIRY_MS[method.type];
    const from = transaction.expiry?.startsAt ?? now;
    if (!transaction.expiresAt && expiryMs !== undefined) transaction.expiresAt = new Date(from.getTime() + expiryMs);
    this.afterChange(transaction, charge);
    return charge;
  }

  /** False, changing nothing, when the status machine does not allow the move. */
  move(
    transaction: MidtransTransaction,
    to: TransactionStatus,
    change: { fraudStatus?: FraudStatus; refundAmount?: number; now?: Date } = {},
  ): boolean {
    const charge = transaction.charge;
    if (!charge || !canMove(charge.status, to)) return false;
    const now = change.now ?? new Date();
    charge.status = to;
    if (change.fraudStatus) charge.fraudStatus = change.fraudStatus;
    if (to === 'settlement') charge.settledAt = now;
    if (to === 'refund' || to === 'partial_refund') {
      const amount = change.refundAmount ?? (to === 'refund' ? transaction.grossAmount : transaction.grossAmount / 2);
      charge.refund = { amount: Math.round(amount), key: `refund-${transaction.orderId}-${Date.now()}` };
    }
    this.afterChange(transaction, charge);
    return true;
  }

  private afterChange(transaction: MidtransTransaction, charge: Charge): void {
    const key = transaction.orderId;
    this.timers.cancel(`expire:${key}`);
    if (charge.status === 'pending' && transaction.expiresAt) {
      this.timers.at(`expire:${key}`, transaction.expiresAt, () => this.move(transaction, 'expire'));
    }
    if (charge.status === 'capture' && charge.fraudStatus === 'accept') {
      const settlesAt = new Date(Date.now() + this.config.cardSettlementDelayMs);
      this.timers.at(`settle:${key}`, settlesAt, () => this.move(transaction, 'settlement'));
    }
    this.notifier.notify(transaction);
  }
}
