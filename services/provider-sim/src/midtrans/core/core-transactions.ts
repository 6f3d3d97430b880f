import { Inject, Injectable } from '@nestjs/common';

import { coreErrorBody, NOT_FOUND } from '../http/midtrans-answers.js';
import { MIDTRANS_CONFIG, type MidtransSimConfig } from '../midtrans-config.js';
import { wibTime } from '../midtrans-time.js';
import { statusCode } from '../transactions/status-machine.js';
import type { MidtransTransaction, TransactionStatus } from '../transactions/transaction.js';
import { transactionFields, unsignedFields } from '../transactions/transaction-fields.js';
import { TransactionLifecycle } from '../transactions/transaction-lifecycle.js';
import { TransactionStore } from '../transactions/transaction-store.js';

type Body = Record<string, unknown>;

/**
 * The Core API's status, cancel and expire. Every answer is HTTP 200 with the outcome in the body's
 * `status_code` (404, 412, 407 ...), so a client must read the body, as midtrans-client does.
 */
@Injectable()
export class CoreTransactions {
  constructor(
    @Inject(MIDTRANS_CONFIG) private readonly config: MidtransSimConfig,
    private readonly store: TransactionStore,
    private readonly lifecycle: TransactionLifecycle,
  ) {}

  /** A Snap transaction nobody has chosen a method for does not exist here yet, as at Midtrans. */
  status(id: string): Body {
    const transaction = this.store.find(id);
    if (!transaction?.charge) return coreErrorBody(404, "Transaction doesn't exist.");
    const code = statusCode(transaction.charge.status, 'api');
    const message = 'Success, transaction is found';
    return this.withExpiry(
      transaction,
      transactionFields(transaction, transaction.charge, { code, message }, this.config.serverKey),
    );
  }

  cancel(id: string): Body {
    return this.change(id, 'cancel', ['pending', 'capture'], {
      code: '200',
      message: 'Success, transaction is canceled',
    });
  }

  expire(id: string): Body {
    return this.change(id, 'expire', ['pending'], { code: '407', message: 'Success, transaction has expired' });
  }

  private change(
    id: string,
    to: TransactionStatus,
    from: TransactionStatus[],
    answer: { code: string; message: string },
  ): Body {
    const transaction = this.store.find(id);
    const charge = transaction?.charge;
    if (!transaction || !charge) return coreErrorBody(404, NOT_FOUND);
    if (!from.includes(charge.status) || !this.lifecycle.move(transaction, to)) {
      return coreErrorBody(412, 'Merchant cannot modify the status of the transaction');
    }
    const fields = unsignedFields(transaction, charge, answer, this.config.serverKey);
    return fields;
  }

  private withExpiry(transaction: MidtransTransaction, fields: Body): Body {
    return transaction.expiresAt ? { ...fields, expiry_time: wibTime(transaction.expiresAt) } : fields;
  }
}
