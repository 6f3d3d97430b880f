import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import { Inject, Injectable } from '@nestjs/common';

import { snapError } from '../http/midtrans-answers.js';
import { notificationUrls } from '../http/notification-headers.js';
import { MIDTRANS_CONFIG, type MidtransSimConfig } from '../midtrans-config.js';
import { readOrder } from '../orders/order-request.js';
import type { MidtransTransaction } from '../transactions/transaction.js';
import { TransactionStore } from '../transactions/transaction-store.js';
import { readSnapOptions } from './snap-request.js';

/** Snap's create call: a token for the payment page; Core knows nothing until the payer picks a method. */
@Injectable()
export class SnapTransactions {
  constructor(
    @Inject(MIDTRANS_CONFIG) private readonly config: MidtransSimConfig,
    private readonly store: TransactionStore,
  ) {}

  create(body: unknown, headers: IncomingHttpHeaders, now = new Date()): MidtransTransaction {
    const read = readOrder(body);
    const snap = readSnapOptions(body);
    const errors = [...('errors' in read ? read.errors : []), ...('errors' in snap ? snap.errors : [])];
    if ('errors' in read || 'errors' in snap) throw snapError(400, ...errors);
    const { order } = read;
    const { expiry, pageExpiryMs, finishUrl } = snap.options;
    const transaction: MidtransTransaction = {
      orderId: order.orderId,
      transactionId: randomUUID(),
      grossAmount: order.grossAmount,
      items: order.items,
      createdAt: now,
      snapToken: randomUUID(),
      pageExpiresAt: new Date(now.getTime() + pageExpiryMs),
      notificationUrls: notificationUrls(headers, this.config.notificationUrl),
      ...(expiry ? { expiry } : {}),
      ...(expiry?.startsAt ? { expiresAt: new Date(expiry.startsAt.getTime() + expiry.durationMs) } : {}),
      ...(finishUrl ? { finishUrl } : {}),
    };
    if (!this.store.add(transaction)) throw snapError(400, 'transaction_details.order_id has already been taken');
    return transaction;
  }
}
