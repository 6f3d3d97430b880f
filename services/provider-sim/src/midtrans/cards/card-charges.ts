import { randomInt } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import { Inject, Injectable } from '@nestjs/common';

import type { ChargeRequest } from '../core/charge-request.js';
import { duplicateOrderId, newTransaction } from '../core/new-charge.js';
import { coreErrorBody } from '../http/midtrans-answers.js';
import { MIDTRANS_CONFIG, type MidtransSimConfig } from '../midtrans-config.js';
import type { PaymentMethod } from '../transactions/transaction.js';
import { unsignedFields } from '../transactions/transaction-fields.js';
import { TransactionLifecycle } from '../transactions/transaction-lifecycle.js';
import { TransactionStore } from '../transactions/transaction-store.js';
import { CardTokens } from './card-tokens.js';

type CardCharge = Extract<ChargeRequest, { kind: 'card' }>;

const approvalCode = (): string => Array.from({ length: 13 }, () => randomInt(10)).join('');

/**
 * `POST /v2/charge` with `payment_type: credit_card`: the token pays once. With 3-D Secure asked
 * for (`authentication: true`) or a card enrolled in it, the charge is pending with a
 * `redirect_url` to the OTP page; otherwise the card is captured or refused at once.
 */
@Injectable()
export class CardCharges {
  constructor(
    @Inject(MIDTRANS_CONFIG) private readonly config: MidtransSimConfig,
    private readonly store: TransactionStore,
    private readonly tokens: CardTokens,
    private readonly lifecycle: TransactionLifecycle,
  ) {}

  charge(request: CardCharge, headers: IncomingHttpHeaders, origin: string, now = new Date()): Record<string, unknown> {
    // refused before the token is spent: the payer may pay with it under a new order id
    if (this.store.has(request.orderId)) return duplicateOrderId();
    const tokenised = this.tokens.take(request.tokenId);
    if (!tokenised) return coreErrorBody(411, 'Token id is missing, invalid, or timed out');
    const { card, maskedCard } = tokenised;
    const transaction = newTransaction(request, headers, this.config.notificationUrl, now);
    this.store.add(transaction);
    const method: PaymentMethod = {
      type: 'credit_card',
      maskedCard,
      bank: 'bni',
      cardType: 'credit',
      approvalCode: approvalCode(),
    };
    const secure = request.authentication || card.enrolled;
    if (secure)
      transaction.awaitingOtp = { outcome: card.outcome, ...(card.deniedBy ? { deniedBy: card.deniedBy } : {}) };
    const status = secure ? 'pending' : card.outcome === 'accept' ? 'capture' : 'deny';
    const fraudStatus = card.deniedBy === 'fds' && !secure ? 'deny' : 'accept';
    const charge = this.lifecycle.charge(transaction, method, status, { now, fraudStatus });
    const answer = secure
      ? { code: '201', message: 'Success, Credit Card transaction is successful' }
      : status === 'capture'
        ? { code: '200', message: 'Success, Credit Card transaction is successful' }
        : { code: '202', message: 'Deny by Bank [BNI] with code [05] and message [Do not honour]' };
    const fields = unsignedFields(transaction, charge, answer, this.config.serverKey);
    if (!secure) return fields;
    const redirect = `${origin}/midtrans/api/v2/token/rba/redirect/${transaction.transactionId}`;
    return { ...fields, redirect_url: redirect, three_ds_version: '2', challenge_completion: true };
  }
}
