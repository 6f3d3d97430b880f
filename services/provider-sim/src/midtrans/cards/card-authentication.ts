import { Inject, Injectable } from '@nestjs/common';

import { MIDTRANS_CONFIG, type MidtransSimConfig } from '../midtrans-config.js';
import { statusCode } from '../transactions/status-machine.js';
import type { MidtransTransaction } from '../transactions/transaction.js';
import { unsignedFields } from '../transactions/transaction-fields.js';
import { TransactionLifecycle } from '../transactions/transaction-lifecycle.js';
import { TransactionStore } from '../transactions/transaction-store.js';
import { SANDBOX_OTP } from './sandbox-cards.js';

export interface OtpAnswer {
  /** What the 3-D Secure page says. */
  message: string;
  /** The transaction as the merchant's script is told it, once the OTP decided it. */
  result?: Record<string, unknown>;
}

const MESSAGES: Record<string, string> = {
  capture: 'Success, Credit Card transaction is successful',
  deny: 'Deny by Bank [BNI] with code [05] and message [Do not honour]',
};

/**
 * The issuer's 3-D Secure step of a pending card charge: the sandbox OTP passes it, and the card
 * then does what the sandbox says of it (captured, so settled shortly after; or refused). Each
 * change is notified by the lifecycle, as for any other method.
 */
@Injectable()
export class CardAuthentication {
  constructor(
    @Inject(MIDTRANS_CONFIG) private readonly config: MidtransSimConfig,
    private readonly store: TransactionStore,
    private readonly lifecycle: TransactionLifecycle,
  ) {}

  /** The pending card charge behind a 3-D Secure page, if it still waits for its OTP. */
  awaiting(transactionId: string): MidtransTransaction | undefined {
    const transaction = this.store.find(transactionId);
    return transaction?.awaitingOtp && transaction.charge?.status === 'pending' ? transaction : undefined;
  }

  find(transactionId: string): MidtransTransaction | undefined {
    return this.store.find(transactionId);
  }

  submit(transactionId: string, otp: unknown): OtpAnswer {
    const transaction = this.awaiting(transactionId);
    if (!transaction?.awaitingOtp) return { message: 'This payment no longer waits for an OTP.' };
    if (otp !== SANDBOX_OTP) return { message: 'Wrong OTP. Please try again.' };
    const { outcome, deniedBy } = transaction.awaitingOtp;
    delete transaction.awaitingOtp;
    const moved =
      outcome === 'accept'
        ? this.lifecycle.move(transaction, 'capture', { fraudStatus: 'accept' })
        : this.lifecycle.move(transaction, 'deny', { fraudStatus: deniedBy === 'fds' ? 'deny' : 'accept' });
    const charge = transaction.charge;
    if (!moved || !charge) return { message: 'This payment no longer waits for an OTP.' };
    const code = statusCode(charge.status, 'api');
    const answer = { code, message: MESSAGES[charge.status] ?? 'Success, transaction is found' };
    const result = unsignedFields(transaction, charge, answer, this.config.serverKey);
    return { message: outcome === 'accept' ? 'Payment authenticated.' : 'Payment refused by the bank.', result };
  }
}
