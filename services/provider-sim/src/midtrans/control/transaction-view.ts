import type { MidtransTransaction } from '../transactions/transaction.js';

/** A transaction as the control API shows it: everything a test may want to assert on. */
export interface TransactionView {
  orderId: string;
  transactionId: string;
  grossAmount: number;
  snapToken: string | null;
  /** null until a method is charged (the Core API answers 404 until then). */
  status: string | null;
  fraudStatus: string | null;
  paymentType: string | null;
  bank: string | null;
  vaNumber: string | null;
  qrString: string | null;
  notificationUrls: string[];
  finishUrl: string | null;
  createdAt: string;
  chargedAt: string | null;
  settledAt: string | null;
  expiresAt: string | null;
}

export function transactionView(transaction: MidtransTransaction): TransactionView {
  const charge = transaction.charge;
  const method = charge?.method;
  return {
    orderId: transaction.orderId,
    transactionId: transaction.transactionId,
    grossAmount: transaction.grossAmount,
    snapToken: transaction.snapToken ?? null,
    status: charge?.status ?? null,
    fraudStatus: charge?.fraudStatus ?? null,
    paymentType: method?.type ?? null,
    bank: method?.type === 'bank_transfer' || method?.type === 'credit_card' ? method.bank : null,
    vaNumber: method?.type === 'bank_transfer' ? method.vaNumber : null,
    qrString: method?.type === 'qris' ? method.qrString : null,
    notificationUrls: transaction.notificationUrls,
    finishUrl: transaction.finishUrl ?? null,
    createdAt: transaction.createdAt.toISOString(),
    chargedAt: charge?.chargedAt.toISOString() ?? null,
    settledAt: charge?.settledAt?.toISOString() ?? null,
    expiresAt: transaction.expiresAt?.toISOString() ?? null,
  };
}
