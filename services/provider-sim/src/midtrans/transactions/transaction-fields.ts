import { wibTime } from '../midtrans-time.js';
import { signatureKey } from '../signature.js';
import type { Charge, MidtransTransaction, PaymentMethod } from './transaction.js';

/** The simulated merchant's id, as Midtrans prints it in every body. */
export const MERCHANT_ID = 'G000000001';

/** Amounts leave Midtrans as text with two decimals ("150000.00"), which the signature hashes as is. */
export function amountText(amount: number): string {
  return amount.toFixed(2);
}

function methodFields(method: PaymentMethod, charge: Charge, amount: number): Record<string, unknown> {
  switch (method.type) {
    case 'bank_transfer':
      if (method.bank === 'permata') return { permata_va_number: method.vaNumber };
      return {
        va_numbers: [{ va_number: method.vaNumber, bank: method.bank }],
        payment_amounts: charge.settledAt ? [{ paid_at: wibTime(charge.settledAt), amount: amountText(amount) }] : [],
      };
    case 'qris':
      return charge.settledAt
        ? { acquirer: method.acquirer, issuer: method.acquirer, transaction_type: 'on-us' }
        : { acquirer: method.acquirer };
    case 'credit_card': {
      const approved = charge.status !== 'deny';
      return {
        masked_card: method.maskedCard,
        bank: method.bank,
        card_type: method.cardType,
        eci: '05',
        channel_response_code: approved ? '00' : '05',
        channel_response_message: approved ? 'Approved' : 'Do not honour',
        ...(approved ? { approval_code: method.approvalCode } : {}),
      };
    }
    default: {
      const unreachable: never = method;
      throw new Error(`Unknown payment method ${JSON.stringify(unreachable)}`);
    }
  }
}

/**
 * The body fields Midtrans repeats in a notification, a status answer and a charge answer, signed
 * with the `status_code` of the body they go in.
 */
export function transactionFields(
  transaction: MidtransTransaction,
  charge: Charge,
  status: { code: string; message: string },
  serverKey: string,
): Record<string, unknown> {
  const grossAmount = amountText(transaction.grossAmount);
  return {
    transaction_time: wibTime(charge.chargedAt),
    transaction_status: charge.status,
    transaction_id: transaction.transactionId,
    status_message: status.message,
    status_code: status.code,
    signature_key: signatureKey(transaction.orderId, status.code, grossAmount, serverKey),
    payment_type: charge.method.type,
    order_id: transaction.orderId,
    merchant_id: MERCHANT_ID,
    gross_amount: grossAmount,
    ...(charge.fraudStatus ? { fraud_status: charge.fraudStatus } : {}),
    currency: 'IDR',
    ...(charge.settledAt ? { settlement_time: wibTime(charge.settledAt) } : {}),
    ...methodFields(charge.method, charge, transaction.grossAmount),
    ...(charge.refund ? { refund_amount: amountText(charge.refund.amount), refund_key: charge.refund.key } : {}),
  };
}

/** The same fields as a charge or status-change answer carries them: only notifications and status reads are signed. */
export function unsignedFields(
  transaction: MidtransTransaction,
  charge: Charge,
  status: { code: string; message: string },
  serverKey: string,
): Record<string, unknown> {
  const { signature_key: _signature, ...fields } = transactionFields(transaction, charge, status, serverKey);
  return fields;
}
