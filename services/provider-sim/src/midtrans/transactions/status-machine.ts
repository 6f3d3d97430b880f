import type { TransactionStatus } from './transaction.js';

/**
 * Where each status may go (PROVIDERS.md 1.4): pending resolves once; a card capture settles or
 * is cancelled; only settled money is refunded. Everything else is final.
 */
const NEXT: Record<TransactionStatus, readonly TransactionStatus[]> = {
  pending: ['settlement', 'capture', 'deny', 'cancel', 'expire', 'failure'],
  capture: ['settlement', 'cancel'],
  settlement: ['refund', 'partial_refund'],
  partial_refund: ['refund', 'partial_refund'],
  deny: [],
  cancel: [],
  expire: [],
  refund: [],
  failure: [],
};

export function canMove(from: TransactionStatus, to: TransactionStatus): boolean {
  return NEXT[from].includes(to);
}

/**
 * The `status_code` a transaction carries: 200 paid or refunded, 201 waiting, 202 ended unpaid.
 * The status API says 407 for an expired transaction where the notification says 202.
 */
export function statusCode(status: TransactionStatus, context: 'notification' | 'api'): string {
  switch (status) {
    case 'capture':
    case 'settlement':
    case 'refund':
    case 'partial_refund':
      return '200';
    case 'pending':
      return '201';
    case 'expire':
      return context === 'api' ? '407' : '202';
    case 'deny':
    case 'cancel':
    case 'failure':
      return '202';
    default: {
      const unreachable: never = status;
      throw new Error(`No status code for ${String(unreachable)}`);
    }
  }
}
