import { BadRequestException } from '@nestjs/common';

import type { NotificationMode } from '../notifications/notification-modes.js';
import {
  FRAUD_STATUSES,
  type FraudStatus,
  type PaymentType,
  TRANSACTION_STATUSES,
  type TransactionStatus,
  VA_BANKS,
  type VaBank,
} from '../transactions/transaction.js';

type Fields = Record<string, unknown>;

const fields = (body: unknown): Fields =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Fields) : {};

function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string, required: true): T;
function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string, required: false): T | undefined;
function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string, required: boolean) {
  if (value === undefined && !required) return undefined;
  if (allowed.includes(value as T)) return value as T;
  throw new BadRequestException(`${name} must be one of ${allowed.join(', ')}`);
}

function positiveInteger(value: unknown, name: string, minimum = 1): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= minimum) return value;
  throw new BadRequestException(`${name} must be an integer of at least ${minimum}`);
}

export interface StatusChange {
  status: TransactionStatus;
  fraudStatus?: FraudStatus;
  /** For a Snap transaction nobody chose a method for yet: what the payer used. */
  paymentType: PaymentType;
  bank: VaBank;
  refundAmount?: number;
  /** The sum the payer actually paid, when it was not the amount asked (a transfer of another sum). */
  grossAmount?: number;
}

/** `{transaction_status, fraud_status?, payment_type?, bank?, refund_amount?, gross_amount?}`, in Midtrans's own words. */
export function readStatusChange(body: unknown): StatusChange {
  const f = fields(body);
  const fraudStatus = oneOf(f.fraud_status, FRAUD_STATUSES, 'fraud_status', false);
  const refundAmount = positiveInteger(f.refund_amount, 'refund_amount');
  const grossAmount = positiveInteger(f.gross_amount, 'gross_amount');
  return {
    status: oneOf(f.transaction_status, TRANSACTION_STATUSES, 'transaction_status', true),
    paymentType:
      oneOf(f.payment_type, ['bank_transfer', 'qris', 'credit_card'] as const, 'payment_type', false) ??
      'bank_transfer',
    bank: oneOf(f.bank, VA_BANKS, 'bank', false) ?? 'bca',
    ...(fraudStatus ? { fraudStatus } : {}),
    ...(refundAmount !== undefined ? { refundAmount } : {}),
    ...(grossAmount !== undefined ? { grossAmount } : {}),
  };
}

/** `{duplicate?, reorder?, order_id?}`: without order_id the mode applies to every transaction. */
export function readNotificationMode(body: unknown): { mode: Partial<NotificationMode>; orderId?: string } {
  const f = fields(body);
  const duplicate = positiveInteger(f.duplicate, 'duplicate');
  if (f.reorder !== undefined && typeof f.reorder !== 'boolean')
    throw new BadRequestException('reorder must be true or false');
  if (f.order_id !== undefined && typeof f.order_id !== 'string')
    throw new BadRequestException('order_id must be a string');
  return {
    mode: {
      ...(duplicate !== undefined ? { duplicate } : {}),
      ...(typeof f.reorder === 'boolean' ? { reorder: f.reorder } : {}),
    },
    ...(typeof f.order_id === 'string' ? { orderId: f.order_id } : {}),
  };
}
