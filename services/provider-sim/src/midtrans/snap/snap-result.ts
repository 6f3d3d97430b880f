import { wibTime } from '../midtrans-time.js';
import { statusCode } from '../transactions/status-machine.js';
import type { Charge, MidtransTransaction } from '../transactions/transaction.js';
import { amountText } from '../transactions/transaction-fields.js';

export type SnapResult = Record<string, unknown>;

function message(charge: Charge): string {
  if (charge.status === 'pending') return 'Success, transaction is found';
  if (charge.status === 'deny') return 'Deny by Bank [BNI] with code [05] and message [Do not honour]';
  return charge.method.type === 'credit_card'
    ? 'Success, Credit Card transaction is successful'
    : 'Success, transaction is found';
}

function methodFields(charge: Charge): Record<string, unknown> {
  const method = charge.method;
  if (method.type === 'bank_transfer') {
    if (method.bank === 'permata') return { permata_va_number: method.vaNumber };
    const va = { va_numbers: [{ bank: method.bank, va_number: method.vaNumber }] };
    return method.bank === 'bca' ? { ...va, bca_va_number: method.vaNumber } : va;
  }
  if (method.type === 'qris') return { acquirer: method.acquirer };
  const card = { masked_card: method.maskedCard, bank: method.bank, card_type: method.cardType };
  return charge.status === 'deny'
    ? { ...card, channel_response_code: '05', channel_response_message: 'Do not honour' }
    : {
        ...card,
        approval_code: method.approvalCode,
        channel_response_code: '00',
        channel_response_message: 'Approved',
      };
}

/** Where Snap sends the payer afterwards: the finish URL with the outcome appended. */
function finishRedirect(transaction: MidtransTransaction, code: string, status: string): string | undefined {
  if (!transaction.finishUrl) return undefined;
  const url = new URL(transaction.finishUrl);
  url.searchParams.set('order_id', transaction.orderId);
  url.searchParams.set('status_code', code);
  url.searchParams.set('transaction_status', status);
  return url.toString();
}

/** The object snap.js hands to onSuccess / onPending / onError (PROVIDERS.md 1.3). */
export function snapResult(transaction: MidtransTransaction, charge: Charge): SnapResult {
  const code = statusCode(charge.status, 'notification');
  const finish = finishRedirect(transaction, code, charge.status);
  return {
    status_code: code,
    status_message: message(charge),
    transaction_id: transaction.transactionId,
    order_id: transaction.orderId,
    gross_amount: amountText(transaction.grossAmount),
    payment_type: charge.method.type,
    transaction_time: wibTime(charge.chargedAt),
    transaction_status: charge.status,
    fraud_status: charge.fraudStatus,
    ...methodFields(charge),
    ...(finish ? { finish_redirect_url: finish } : {}),
  };
}

/** Snap's error result: its message is an array, unlike the Core API's. */
export function snapErrorResult(code: string, message: string): SnapResult {
  return { status_code: code, status_message: [message] };
}
