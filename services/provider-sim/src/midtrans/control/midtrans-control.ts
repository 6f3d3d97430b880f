import { controlCaller } from '../../shared/control-call.js';
import type { Fault } from '../faults/fault-store.js';
import type { NotificationDelivery } from '../notifications/notification-log.js';
import type { NotificationMode } from '../notifications/notification-modes.js';
import type { ReceivedRequest } from '../requests/request-log.js';
import type { FraudStatus, PaymentType, TransactionStatus, VaBank } from '../transactions/transaction.js';
import type { TransactionView } from './transaction-view.js';

export interface StatusChangeOptions {
  fraud_status?: FraudStatus;
  /** For a Snap transaction with no method chosen yet (default bank_transfer, bank bca). */
  payment_type?: PaymentType;
  bank?: VaBank;
  refund_amount?: number;
  /** The sum the payer actually paid, reported from then on (a transfer of another sum). */
  gross_amount?: number;
}

/** The control API as typed calls, so tests never build simulator URLs by hand. */
export interface MidtransControl {
  /** Resets the whole simulator (every provider). */
  reset(): Promise<void>;
  transaction(orderId: string): Promise<TransactionView>;
  transactions(): Promise<TransactionView[]>;
  /** Moves a transaction as its payer or bank would; Midtrans notifies as usual. */
  setStatus(orderId: string, status: TransactionStatus, options?: StatusChangeOptions): Promise<TransactionView>;
  /** The payer pays (a VA, a QRIS): `settlement`. */
  pay(orderId: string): Promise<TransactionView>;
  requests(): Promise<ReceivedRequest[]>;
  notifications(orderId?: string): Promise<NotificationDelivery[]>;
  notificationMode(mode: Partial<NotificationMode> & { order_id?: string }): Promise<NotificationMode>;
  /** Delivers what the reorder mode held, newest first; resolves to how many notifications. */
  flushNotifications(): Promise<number>;
  addFault(fault: Omit<Fault, 'id'>): Promise<Fault>;
  faults(): Promise<Fault[]>;
  clearFaults(): Promise<void>;
}

export function midtransControl(simUrl: string): MidtransControl {
  const call = controlCaller(simUrl);
  const sim = '/__sim/midtrans';
  const id = encodeURIComponent;
  const setStatus = (orderId: string, status: TransactionStatus, options: StatusChangeOptions = {}) =>
    call<TransactionView>('POST', `${sim}/transactions/${id(orderId)}/status`, {
      transaction_status: status,
      ...options,
    });
  return {
    reset: () => call('POST', '/__sim/reset'),
    transaction: (orderId) => call('GET', `${sim}/transactions/${id(orderId)}`),
    transactions: () => call('GET', `${sim}/transactions`),
    setStatus,
    pay: (orderId) => setStatus(orderId, 'settlement'),
    requests: () => call('GET', `${sim}/requests`),
    notifications: (orderId) => call('GET', `${sim}/notifications${orderId ? `?order_id=${id(orderId)}` : ''}`),
    notificationMode: (mode) => call('POST', `${sim}/notifications`, mode),
    flushNotifications: async () => (await call<{ flushed: number }>('POST', `${sim}/notifications/flush`)).flushed,
    addFault: (fault) => call('POST', `${sim}/faults`, fault),
    faults: () => call('GET', `${sim}/faults`),
    clearFaults: () => call('DELETE', `${sim}/faults`),
  };
}
