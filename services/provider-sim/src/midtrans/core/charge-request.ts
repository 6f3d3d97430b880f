import { durationMs, parseZonedTime } from '../midtrans-time.js';
import { type OrderRequest, readOrder } from '../orders/order-request.js';
import { bankTransfer, qris } from '../transactions/payment-methods.js';
import { type MidtransTransaction, type PaymentMethod, VA_BANKS, type VaBank } from '../transactions/transaction.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type ChargeRequest =
  | { kind: 'invalid'; errors: string[] }
  | {
      kind: 'card';
      orderId: string;
      grossAmount: number;
      items: MidtransTransaction['items'];
      tokenId: string;
      /** `credit_card.authentication`: 3-D Secure asked for (the payer types an OTP). */
      authentication: boolean;
    }
  | { kind: 'not_activated'; paymentType: string }
  | {
      kind: 'charge';
      orderId: string;
      grossAmount: number;
      items: MidtransTransaction['items'];
      method: PaymentMethod;
      expiry?: MidtransTransaction['expiry'];
    };

function readMethod(errors: string[], body: Record<string, unknown>, orderId: string, amount: number) {
  if (body.payment_type === 'qris') {
    const acquirer = isObject(body.qris) && typeof body.qris.acquirer === 'string' ? body.qris.acquirer : 'gopay';
    return qris(orderId, amount, acquirer);
  }
  const transfer = isObject(body.bank_transfer) ? body.bank_transfer : {};
  const bank = transfer.bank;
  if (typeof bank !== 'string' || !(VA_BANKS as readonly string[]).includes(bank)) {
    errors.push(`bank_transfer.bank must be one of ${VA_BANKS.join(', ')}`);
    return undefined;
  }
  const vaNumber = transfer.va_number;
  if (vaNumber !== undefined && (typeof vaNumber !== 'string' || !/^\d{1,18}$/.test(vaNumber))) {
    errors.push('bank_transfer.va_number must be digits only');
    return undefined;
  }
  return bankTransfer(bank as VaBank, vaNumber);
}

function readCustomExpiry(errors: string[], value: unknown): MidtransTransaction['expiry'] {
  if (value === undefined) return undefined;
  const expiry = isObject(value) ? value : {};
  const ms = durationMs(expiry.expiry_duration, expiry.unit, true);
  const startsAt = typeof expiry.order_time === 'string' ? parseZonedTime(expiry.order_time) : undefined;
  if (ms === undefined) errors.push('custom_expiry.expiry_duration and custom_expiry.unit are invalid');
  if (expiry.order_time !== undefined && !startsAt)
    errors.push('custom_expiry.order_time must be yyyy-MM-dd HH:mm:ss Z');
  if (ms === undefined) return undefined;
  return startsAt ? { startsAt, durationMs: ms } : { durationMs: ms };
}

/** A card charge names a token from `/v2/token`, never the card itself. */
function readCard(request: Record<string, unknown>, order: OrderRequest): ChargeRequest {
  const card = isObject(request.credit_card) ? request.credit_card : {};
  if (typeof card.token_id !== 'string' || card.token_id === '')
    return { kind: 'invalid', errors: ['credit_card.token_id is required'] };
  const { orderId, grossAmount, items } = order;
  return {
    kind: 'card',
    orderId,
    grossAmount,
    items,
    tokenId: card.token_id,
    authentication: card.authentication === true,
  };
}

/** A `POST /v2/charge` body for the methods the simulator charges: bank_transfer, qris and credit_card. */
export function readCharge(body: unknown): ChargeRequest {
  const request = isObject(body) ? body : {};
  const paymentType = request.payment_type;
  if (typeof paymentType !== 'string' || paymentType === '')
    return { kind: 'invalid', errors: ['payment_type is required'] };
  if (!['bank_transfer', 'qris', 'credit_card'].includes(paymentType)) return { kind: 'not_activated', paymentType };
  const read = readOrder(body);
  if ('errors' in read) return { kind: 'invalid', errors: read.errors };
  if (paymentType === 'credit_card') return readCard(request, read.order);
  const errors: string[] = [];
  const { orderId, grossAmount, items } = read.order;
  const method = readMethod(errors, request, orderId, grossAmount);
  const expiry = readCustomExpiry(errors, request.custom_expiry);
  if (errors.length > 0 || !method) return { kind: 'invalid', errors };
  return { kind: 'charge', orderId, grossAmount, items, method, ...(expiry ? { expiry } : {}) };
}
