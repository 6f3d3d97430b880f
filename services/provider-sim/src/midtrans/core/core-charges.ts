import type { IncomingHttpHeaders } from 'node:http';

import { Inject, Injectable } from '@nestjs/common';

import { CardCharges } from '../cards/card-charges.js';
import { coreErrorBody } from '../http/midtrans-answers.js';
import { MIDTRANS_CONFIG, type MidtransSimConfig } from '../midtrans-config.js';
import { wibTime } from '../midtrans-time.js';
import { unsignedFields } from '../transactions/transaction-fields.js';
import { TransactionLifecycle } from '../transactions/transaction-lifecycle.js';
import { TransactionStore } from '../transactions/transaction-store.js';
import { readCharge } from './charge-request.js';
import { duplicateOrderId, newTransaction } from './new-charge.js';

const CREATED = {
  bank_transfer: 'Success, Bank Transfer transaction is created',
  qris: 'QRIS transaction is created',
  credit_card: 'Success, Credit Card transaction is successful',
};

/** `POST /v2/charge`: a pending VA or QRIS payment, notified at once like any other change; cards go to CardCharges. */
@Injectable()
export class CoreCharges {
  constructor(
    @Inject(MIDTRANS_CONFIG) private readonly config: MidtransSimConfig,
    private readonly store: TransactionStore,
    private readonly lifecycle: TransactionLifecycle,
    private readonly cards: CardCharges,
  ) {}

  charge(body: unknown, headers: IncomingHttpHeaders, origin: string, now = new Date()): Record<string, unknown> {
    const request = readCharge(body);
    if (request.kind === 'not_activated') return coreErrorBody(402, 'Payment channel is not activated.');
    if (request.kind === 'invalid') {
      const invalid = coreErrorBody(400, 'One or more parameters in the payload is invalid.');
      return { ...invalid, validation_messages: request.errors };
    }
    if (request.kind === 'card') return this.cards.charge(request, headers, origin, now);
    const transaction = newTransaction(request, headers, this.config.notificationUrl, now);
    if (!this.store.add(transaction)) return duplicateOrderId();
    const charge = this.lifecycle.charge(transaction, request.method, 'pending', { now });
    const answer = { code: '201', message: CREATED[request.method.type] };
    const fields = unsignedFields(transaction, charge, answer, this.config.serverKey);
    const expiry = transaction.expiresAt ? { expiry_time: wibTime(transaction.expiresAt) } : {};
    if (request.method.type !== 'qris') return { ...fields, ...expiry };
    const url = `${origin}/midtrans/api/v2/qris/${transaction.transactionId}/qr-code`;
    return {
      ...fields,
      actions: [{ name: 'generate-qr-code', method: 'GET', url }],
      qr_string: request.method.qrString,
      ...expiry,
    };
  }
}
