import { randomInt } from 'node:crypto';

import { qrisPayload } from './qris-payload.js';
import type { PaymentMethod, VaBank } from './transaction.js';

const digits = (length: number): string => Array.from({ length }, () => randomInt(10)).join('');

/** VA numbers shaped like each bank's sandbox numbers (BNI's start 988; Permata's are 15 digits). */
const VA_NUMBER: Record<VaBank, () => string> = {
  bca: () => digits(11),
  bni: () => `988${digits(13)}`,
  bri: () => digits(15),
  permata: () => digits(15),
};

export function bankTransfer(bank: VaBank, vaNumber?: string): PaymentMethod {
  return { type: 'bank_transfer', bank, vaNumber: vaNumber ?? VA_NUMBER[bank]() };
}

export function qris(orderId: string, amount: number, acquirer = 'gopay'): PaymentMethod {
  return { type: 'qris', acquirer, qrString: qrisPayload(orderId, amount, acquirer) };
}

/** Midtrans's sandbox VISA that passes 3-D Secure and is accepted (4811 1111 1111 1114). */
export function sandboxCard(): PaymentMethod {
  return { type: 'credit_card', maskedCard: '481111-1114', bank: 'bni', cardType: 'credit', approvalCode: digits(13) };
}
