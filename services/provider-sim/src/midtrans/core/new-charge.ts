import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import { coreErrorBody } from '../http/midtrans-answers.js';
import { notificationUrls } from '../http/notification-headers.js';
import type { MidtransTransaction } from '../transactions/transaction.js';

/** The Core API's refusal of an order id it has seen before: Midtrans never reuses one. */
export function duplicateOrderId(): Record<string, unknown> {
  return coreErrorBody(406, 'Duplicate order ID. Order ID has already been utilized previously');
}

/** A Core API charge's transaction before it is charged: who pays what, and where its notifications go. */
export function newTransaction(
  request: Pick<MidtransTransaction, 'orderId' | 'grossAmount' | 'items' | 'expiry'>,
  headers: IncomingHttpHeaders,
  dashboardUrl: string | undefined,
  now: Date,
): MidtransTransaction {
  return {
    orderId: request.orderId,
    transactionId: randomUUID(),
    grossAmount: request.grossAmount,
    items: request.items,
    createdAt: now,
    notificationUrls: notificationUrls(headers, dashboardUrl),
    ...(request.expiry ? { expiry: request.expiry } : {}),
  };
}
