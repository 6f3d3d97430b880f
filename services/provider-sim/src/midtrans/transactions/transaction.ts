/** `transaction_status` values the simulator can reach (PROVIDERS.md 1.4). */
export const TRANSACTION_STATUSES = [
  'pending',
  'capture',
  'settlement',
  'deny',
  'cancel',
  'expire',
  'refund',
  'partial_refund',
  'failure',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const FRAUD_STATUSES = ['accept', 'deny', 'challenge'] as const;
export type FraudStatus = (typeof FRAUD_STATUSES)[number];

export const VA_BANKS = ['bca', 'bni', 'bri', 'permata'] as const;
export type VaBank = (typeof VA_BANKS)[number];

/** The method the payer chose; its fields are the method's extras in notifications. */
export type PaymentMethod =
  | { type: 'bank_transfer'; bank: VaBank; vaNumber: string }
  | { type: 'qris'; acquirer: string; qrString: string }
  | { type: 'credit_card'; maskedCard: string; bank: string; cardType: 'credit' | 'debit'; approvalCode: string };

export type PaymentType = PaymentMethod['type'];

/** What exists at Midtrans's Core API once a method is charged: before that, status answers 404. */
export interface Charge {
  method: PaymentMethod;
  status: TransactionStatus;
  fraudStatus: FraudStatus | undefined;
  chargedAt: Date;
  settledAt?: Date;
  refund?: { amount: number; key: string };
}

export interface OrderItem {
  id?: string;
  name: string;
  price: number;
  quantity: number;
}

export interface MidtransTransaction {
  orderId: string;
  /** Midtrans's own id (a uuid), accepted wherever an order id is. */
  transactionId: string;
  grossAmount: number;
  items: OrderItem[];
  createdAt: Date;
  /** Set for transactions created through Snap: the token of the payment page. */
  snapToken?: string;
  /** When the Snap page stops taking choices (`page_expiry`, default 24 hours). */
  pageExpiresAt?: Date;
  /** `expiry` as asked: from `startsAt`, or from the charge when the request named no start. */
  expiry?: { startsAt?: Date; durationMs: number };
  /** The moment a pending charge turns `expire`, once known. */
  expiresAt?: Date;
  notificationUrls: string[];
  finishUrl?: string;
  charge?: Charge;
  /** A card charge waiting for its 3-D Secure OTP, and what the sandbox card does once it is typed. */
  awaitingOtp?: { outcome: 'accept' | 'deny'; deniedBy?: 'bank' | 'fds' };
}
