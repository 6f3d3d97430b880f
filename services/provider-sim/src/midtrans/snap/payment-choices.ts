import { Injectable } from '@nestjs/common';

import { bankTransfer, sandboxCard } from '../transactions/payment-methods.js';
import type { MidtransTransaction } from '../transactions/transaction.js';
import { TransactionLifecycle } from '../transactions/transaction-lifecycle.js';
import { TransactionStore } from '../transactions/transaction-store.js';
import { snapErrorResult, type SnapResult, snapResult } from './snap-result.js';

export const PAYMENT_CHOICES = ['pay_now', 'pay_later', 'deny'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

/**
 * What the payment page's buttons do. Pay now is a sandbox card: captured with fraud_status
 * accept at once, settled (and notified again) shortly after, as Midtrans settles cards. Pay later
 * is a BCA virtual account left pending until the test pays it. Deny is the card refused by its bank.
 */
@Injectable()
export class PaymentChoices {
  constructor(
    private readonly store: TransactionStore,
    private readonly lifecycle: TransactionLifecycle,
  ) {}

  /** The transaction behind a token, or why the page cannot take a choice for it. */
  open(token: string, now = new Date()): { transaction: MidtransTransaction } | { refusal: SnapResult } {
    const transaction = this.store.byToken(token);
    if (!transaction) return { refusal: snapErrorResult('404', 'token not found') };
    const lapsed = !transaction.charge && transaction.expiresAt && transaction.expiresAt <= now;
    if (lapsed || (transaction.pageExpiresAt && transaction.pageExpiresAt <= now)) {
      return { refusal: snapErrorResult('407', 'transaction has expired') };
    }
    return { transaction };
  }

  /** The transaction behind a token whatever its state, to show its order on a refusal. */
  peek(token: string): { transaction?: MidtransTransaction } {
    const transaction = this.store.byToken(token);
    return transaction ? { transaction } : {};
  }

  choose(token: string, choice: PaymentChoice, now = new Date()): SnapResult {
    const opened = this.open(token, now);
    if ('refusal' in opened) return opened.refusal;
    const transaction = opened.transaction;
    const existing = transaction.charge;
    if (existing) {
      const reopened = existing.status === 'pending' && choice === 'pay_later';
      return reopened ? snapResult(transaction, existing) : snapErrorResult('406', 'transaction has been processed');
    }
    const charge =
      choice === 'pay_later'
        ? this.lifecycle.charge(transaction, bankTransfer('bca'), 'pending', { now })
        : this.lifecycle.charge(transaction, sandboxCard(), choice === 'pay_now' ? 'capture' : 'deny', { now });
    return snapResult(transaction, charge);
  }
}
